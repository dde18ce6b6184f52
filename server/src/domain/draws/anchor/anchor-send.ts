// Sending the draw's anchor (docs/protocols/draw-v2.md) exactly once, with the payouts' discipline
// (onchain-payout.ts):
//   1. A transaction of LND's wallet carrying the anchor's label means it was sent: record it.
//   2. Claim the row ('sending', the fee rate asked) in SQLite, THEN call LND.
//   3. Success → 'sent' with the txid and the raw transaction.
//   4. Failure: no funds for the fee → 'awaiting_balance' ('aguardando saldo', retried every
//      tick); LND locked → 'pending'; otherwise the label is looked up again: found → 'sent';
//      absent after an error answer (LND refused: nothing left the wallet) → 'pending'; absent
//      after a timeout or a dropped connection → stays 'sending' (LND may still broadcast).
// A row found 'sending' by a later pass is the trace of a crash or a timeout: label found →
// 'sent'; absent once `orphanGraceMs` have passed since the claim (LND would have answered a
// call that reached it by then) → 'pending', and the next pass sends. Unlike a prize, an anchor
// pays nobody: the worst case of that rule (LND held the call longer still) is a second OP_RETURN
// with the same root, which costs a fee and proves the same thing; a draw that never happens
// would cost every participant.
import { parseRawTransaction } from '@rifa/shared';
import { LightningError } from '../../ports/index.ts';
import type {
  AnchorRecord,
  AnchorRepository,
  AnchorStatus,
  AnchorWallet,
  AnchorWalletTransaction,
  Clock,
} from '../../ports/index.ts';
import { describeError } from '../../payouts/index.ts';
import type { DomainLog } from '../../kernel/log.ts';

/** Blocks the anchor's fee aims at (docs/decisions/0015-anchored-proof-signed-receipts.md: "confirmation within about 3 blocks"). */
export const ANCHOR_TARGET_BLOCKS = 3;

export interface AnchorSendDeps {
  anchors: AnchorRepository;
  wallet: AnchorWallet;
  clock: Clock;
  log: DomainLog;
  /** How long a claimed send may stay without a labelled transaction before it is re-sent. */
  orphanGraceMs: number;
  /** The best chain's height, from which blocks count before a fee bump (null if unknown). */
  tipHeight: () => Promise<number>;
}

const DUE: readonly AnchorStatus[] = ['pending', 'awaiting_balance'];

/** Whether a labelled wallet transaction is this anchor: it carries the anchor's script. */
function carries(tx: AnchorWalletTransaction, script: string): boolean {
  if (!tx.rawTx) return true; // an LND that does not report the bytes: the label decides
  try {
    return parseRawTransaction(tx.rawTx).outputs.some((output) => output.script === script);
  } catch {
    return false;
  }
}

export function createAnchorSend(deps: AnchorSendDeps) {
  const { anchors, wallet, clock, log } = deps;
  const now = () => clock.now().toISOString();

  /** What LND's wallet holds under the anchor's label: the anchor, another transaction, none. */
  async function labelled(row: AnchorRecord): Promise<AnchorWalletTransaction | 'foreign' | null> {
    const withLabel = (await wallet.walletTransactions()).filter((tx) => tx.label === row.label);
    if (withLabel.length === 0) return null;
    return withLabel.find((tx) => carries(tx, row.script)) ?? 'foreign';
  }

  function recordFound(
    row: AnchorRecord,
    from: readonly AnchorStatus[],
    found: AnchorWalletTransaction | 'foreign',
  ): void {
    if (found === 'foreign') {
      // Never send under a label that already names something else: the admin must look.
      anchors.transition(
        row.raffle_id,
        from,
        'pending',
        {
          last_error: `O LND tem uma transação com o rótulo ${row.label} que não é esta âncora: confira a carteira`,
        },
        now(),
      );
      log.error(
        { raffleId: row.raffle_id, label: row.label },
        'rótulo da âncora em outra transação',
      );
      return;
    }
    const recorded = anchors.transition(
      row.raffle_id,
      from,
      'sent',
      { txid: found.txid, raw_tx: found.rawTx ?? null, sent_at: now(), last_error: null },
      now(),
    );
    if (recorded)
      log.info(
        { raffleId: row.raffle_id, label: row.label, txid: found.txid },
        'âncora encontrada no LND pelo rótulo',
      );
  }

  async function send(row: AnchorRecord): Promise<void> {
    const existing = await labelled(row);
    if (existing === 'foreign' && row.last_error) return; // already told; wait for the admin
    if (existing) return recordFound(row, DUE, existing);
    const feeRate = await wallet.chainFeeRate(ANCHOR_TARGET_BLOCKS);
    if (
      !anchors.transition(
        row.raffle_id,
        DUE,
        'sending',
        { claimed_at: now(), fee_rate: feeRate },
        now(),
      )
    )
      return;
    let sent: { txid: string; rawTx: string };
    try {
      sent = await wallet.sendOutputScript({
        script: row.script,
        tokens: 0,
        feeRate,
        label: row.label,
      });
    } catch (error) {
      await afterFailedSend(row, error);
      return;
    }
    // A failed read leaves it null: the watcher fills it in at its next look.
    const sentHeight = await deps.tipHeight().catch(() => null);
    anchors.transition(
      row.raffle_id,
      ['sending'],
      'sent',
      {
        txid: sent.txid,
        raw_tx: sent.rawTx,
        sent_at: now(),
        sent_height: sentHeight,
        last_error: null,
      },
      now(),
    );
    log.info(
      { raffleId: row.raffle_id, label: row.label, txid: sent.txid, feeRate },
      'transação âncora enviada',
    );
  }

  async function afterFailedSend(row: AnchorRecord, error: unknown): Promise<void> {
    const note = describeError(error);
    const back = (to: AnchorStatus, lastError: string) =>
      anchors.transition(row.raffle_id, ['sending'], to, { last_error: lastError }, now());
    if (error instanceof LightningError && error.kind === 'insufficient_balance') {
      back(
        'awaiting_balance',
        `Saldo on-chain insuficiente para a taxa da transação âncora (${note})`,
      );
      log.warn({ raffleId: row.raffle_id }, 'âncora aguardando saldo on-chain para a taxa');
      return;
    }
    if (error instanceof LightningError && error.kind === 'locked') {
      back('pending', `LND bloqueado; nova tentativa em breve (${note})`);
      return;
    }
    const found = await labelled(row).catch(() => null);
    if (found) return recordFound(row, ['sending'], found);
    if (error instanceof LightningError && error.kind !== 'unavailable') {
      back('pending', `O LND recusou a transação âncora (${note}); nova tentativa em breve`);
      log.warn({ raffleId: row.raffle_id, err: error }, 'transação âncora recusada pelo LND');
      return;
    }
    // A timeout or a dropped connection: LND may still broadcast it. The orphan rule decides.
    anchors.transition(
      row.raffle_id,
      ['sending'],
      'sending',
      { last_error: `Envio sem resposta do LND (${note})` },
      now(),
    );
    log.warn({ raffleId: row.raffle_id, err: error }, 'resultado do envio da âncora desconhecido');
  }

  /** A row left 'sending': its label in LND's wallet, else a new send once the grace is over. */
  async function reconcile(row: AnchorRecord): Promise<void> {
    const found = await labelled(row);
    if (found) return recordFound(row, ['sending'], found);
    const claimedAt = row.claimed_at ? Date.parse(row.claimed_at) : 0;
    if (clock.now().getTime() - claimedAt < deps.orphanGraceMs) return;
    anchors.transition(
      row.raffle_id,
      ['sending'],
      'pending',
      {
        last_error: `Envio interrompido e nenhuma transação com o rótulo ${row.label} no LND: será reenviada`,
      },
      now(),
    );
    log.warn(
      { raffleId: row.raffle_id, label: row.label },
      'envio da âncora interrompido sem transação no LND: nova tentativa',
    );
  }

  return { send, reconcile };
}
