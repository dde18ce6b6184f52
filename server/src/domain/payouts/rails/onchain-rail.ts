// One on-chain payout from LND's wallet, exactly once (docs/protocols/draw.md). The rules, in order:
//   1. A transaction labelled with the payout's label already in LND's wallet means it was
//      sent: record it, never send again.
//   2. Spendable balance (confirmed, minus LND's anchor reserve) below the amount plus the
//      fee LND estimates → 'awaiting_balance', retried by the payout job (change from an
//      earlier send is unconfirmed and not spendable until its block).
//   3. Claim the row ('sending', attempts + 1) in SQLite, THEN call LND.
//   4. Success → 'sent' with the txid.
//   5. Failure: LND refused for lack of funds → 'awaiting_balance'; LND locked or its
//      credentials unreadable (the call never reached the wallet) → back to 'pending';
//      otherwise look the label up again: found → 'sent'; absent and LND answered the call
//      with an error → 'failed' (nothing left the wallet); absent after a transport failure
//      or a timeout (LND may still broadcast it) → 'unknown'.
// A row found 'sending' while no send is in flight is the trace of a crash between steps 3
// and 4: label found → 'sent', absent → 'unknown'.
import { formatSats, type PayoutStatus } from '@rifa/shared';
import { LightningError, type ChainTransaction } from '../../ports/index.ts';
import type { PayoutRecord } from '../../ports/index.ts';
import { describeError } from '../payout-moves.ts';
import type { PayoutRail, PayoutRailDeps } from './payout-rail.ts';

export function createOnchainRail(deps: PayoutRailDeps): PayoutRail {
  const { payouts, lightning, clock, log, move, due } = deps;

  /**
   * What LND's wallet says about this payout's label: the transaction that carries it, pays
   * every output of the payout and sent its amount; 'mismatch' when transactions carry the
   * label but none is this payout (a wallet keeps labels forever); null
   * when none has it.
   */
  function labelled(
    transactions: ChainTransaction[],
    payout: PayoutRecord,
  ): ChainTransaction | 'mismatch' | null {
    const withLabel = transactions.filter((candidate) => candidate.label === payout.label);
    if (withLabel.length === 0) return null;
    return withLabel.find((tx) => isThisPayout(tx, payout)) ?? 'mismatch';
  }

  /** Records what the label lookup found: the send ('sent'), or a foreign transaction ('unknown'). */
  function recordFound(
    payout: PayoutRecord,
    from: readonly PayoutStatus[],
    found: ChainTransaction | 'mismatch',
  ): void {
    if (found === 'mismatch') {
      move(payout, from, 'unknown', {
        last_error: `O LND tem uma transação com o rótulo ${payout.label} que não paga estes endereços: confira antes de reenviar`,
      });
      log.error(
        { payoutId: payout.id, label: payout.label },
        'rótulo encontrado com outros destinos: pagamento marcado como desconhecido',
      );
      return;
    }
    if (move(payout, from, 'sent', { txid: found.txid, last_error: null })) {
      log.info(
        { payoutId: payout.id, label: payout.label, txid: found.txid },
        'pagamento encontrado no LND pelo rótulo',
      );
    }
  }

  /** Rule 2: enough spendable sats for the amount and the fee LND would pay now. */
  async function affordable(payout: PayoutRecord, outputs: ChainOutputs): Promise<boolean> {
    const spendable = await lightning.getChainBalance();
    // EstimateFee runs LND's coin selection: it fails like the send would (NaN: unaffordable).
    const fee = await lightning.estimateChainFee(outputs).catch((error: unknown) => {
      if (error instanceof LightningError && error.kind === 'insufficient_balance') return NaN;
      throw error;
    });
    if (spendable >= payout.amount + fee) return true;
    const feeText = Number.isNaN(fee) ? 'a taxa' : `a taxa estimada de ${formatSats(fee)}`;
    const note = `Saldo on-chain disponível insuficiente: ${formatSats(spendable)} gastáveis agora, ${formatSats(payout.amount)} necessários mais ${feeText} (troco não confirmado e a reserva do LND não contam)`;
    if (payout.status !== 'awaiting_balance' || payout.last_error !== note)
      move(payout, due, 'awaiting_balance', { last_error: note });
    return false;
  }

  async function send(payout: PayoutRecord): Promise<void> {
    const existing = labelled(await lightning.getChainTransactions(), payout);
    if (existing) return recordFound(payout, due, existing);
    const outputs = payout.outputs.map((output) => ({
      address: output.address,
      tokens: output.amount,
    }));
    if (!(await affordable(payout, outputs))) return;
    if (!payouts.claim(payout.id, due, clock.now().toISOString())) return;

    let txid: string;
    try {
      ({ txid } = await lightning.sendToChainAddresses({ outputs, label: payout.label }));
    } catch (error) {
      await afterFailedSend(payout, error);
      return;
    }
    move(payout, ['sending'], 'sent', { txid, last_error: null });
    log.info(
      { payoutId: payout.id, kind: payout.kind, label: payout.label, txid, amount: payout.amount },
      'pagamento enviado',
    );
  }

  async function afterFailedSend(payout: PayoutRecord, error: unknown): Promise<void> {
    const note = describeError(error);
    if (error instanceof LightningError && error.kind === 'insufficient_balance') {
      move(payout, ['sending'], 'awaiting_balance', {
        last_error: `Saldo on-chain insuficiente para o valor mais a taxa (${note})`,
      });
      return;
    }
    if (error instanceof LightningError && error.kind === 'locked') {
      // The wallet service does not exist while LND is locked: the call cannot have sent.
      move(payout, ['sending'], 'pending', {
        last_error: `LND bloqueado; nova tentativa em breve (${note})`,
      });
      return;
    }
    let found: ChainTransaction | 'mismatch' | null;
    try {
      found = labelled(await lightning.getChainTransactions(), payout);
    } catch (lookupError) {
      move(payout, ['sending'], 'unknown', {
        last_error: `Envio sem resposta (${note}) e carteira do LND ilegível (${describeError(lookupError)}): confira a carteira`,
      });
      log.error({ payoutId: payout.id, err: error }, 'resultado do pagamento desconhecido');
      return;
    }
    if (found) return recordFound(payout, ['sending'], found);
    // The lightning adapter names transport failures and timeouts 'unavailable'; any other
    // kind is an error answer from LND itself, which refused the send.
    const refused = error instanceof LightningError && error.kind !== 'unavailable';
    move(payout, ['sending'], refused ? 'failed' : 'unknown', {
      last_error: refused
        ? `O LND recusou o envio e não tem transação com o rótulo ${payout.label} (${note})`
        : `Envio sem resposta do LND (${note}) e nenhuma transação com o rótulo ${payout.label} por enquanto: confira a carteira antes de reenviar`,
    });
    log.warn(
      { payoutId: payout.id, refused, err: error },
      refused ? 'pagamento recusado pelo LND' : 'resultado do pagamento desconhecido',
    );
  }

  /** Rows left 'sending' by a stopped process: settled by their label, else 'unknown'. */
  async function reconcile(orphans: readonly PayoutRecord[]): Promise<void> {
    if (orphans.length === 0) return;
    const transactions = await lightning.getChainTransactions();
    for (const payout of orphans) {
      const found = labelled(transactions, payout);
      if (found) {
        recordFound(payout, ['sending'], found);
        continue;
      }
      move(payout, ['sending'], 'unknown', {
        last_error: `Envio interrompido (reinício do servidor) e nenhuma transação com o rótulo ${payout.label} no LND: confira a carteira e confirme ou reenvie`,
      });
      log.error(
        { payoutId: payout.id, label: payout.label },
        'envio interrompido sem transação no LND: pagamento marcado como desconhecido',
      );
    }
  }

  return { method: 'onchain', send, reconcile };
}

type ChainOutputs = { address: string; tokens: number }[];

/**
 * A labelled transaction is this payout when it went out, pays each of its addresses and sent
 * its amount. LND reports output addresses re-encoded from the scripts (bech32 in lower case
 * whatever case the winner typed: lnrpc/rpc_utils.go), so they are compared canonically.
 * Older LNDs may leave the addresses or the fee out: then what they do report must agree.
 */
export function isThisPayout(tx: ChainTransaction, payout: PayoutRecord): boolean {
  if (!tx.isOutgoing) return false;
  const paid = new Set(tx.outputAddresses.map(canonicalAddress));
  const paysAll =
    tx.outputAddresses.length === 0 ||
    payout.outputs.every((output) => paid.has(canonicalAddress(output.address)));
  const sent = tx.fee === undefined ? undefined : tx.tokens - tx.fee;
  const amountMatches = sent === undefined ? tx.tokens >= payout.amount : sent === payout.amount;
  return paysAll && amountMatches;
}

/** Bech32 addresses are case-insensitive (BIP 173): lower case; base58 is case-sensitive. */
export function canonicalAddress(address: string): string {
  return /^(bc|tb|bcrt)1/i.test(address) ? address.toLowerCase() : address;
}
