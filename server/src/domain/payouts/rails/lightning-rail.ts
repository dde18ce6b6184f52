// One Lightning payout: the recipient's BOLT11 paid through LND, exactly once (docs/protocols/draw.md).
// The payment hash is the key, and LND keeps its own record by hash (and refuses to pay an
// invoice twice: payments/db ErrAlreadyPaid, ErrPaymentInFlight), so the rules are:
//   1. LND already has a payment of this hash that succeeded → 'sent'; in flight → wait.
//   2. The invoice expired → 'awaiting_invoice': the recipient pastes a new one.
//   3. Claim the row ('sending', attempts + 1) in SQLite, THEN pay with a fee limit.
//   4. Success → 'sent' with the fee.
//   5. Failure: LND gave up for good (no route, no outbound liquidity) → 'failed'; LND
//      locked → 'pending'; otherwise ask LND about the hash: succeeded → 'sent', failed →
//      'failed', in flight → stays 'sending' (looked at again each pass), never started →
//      'pending' after a transport failure, 'failed' when LND answered with an error.
// A row found 'sending' by a new process is looked up the same way.
import { formatSats, lightningFeeLimit, type PayoutStatus } from '@rifa/shared';
import { LightningError, type PaymentState } from '../../ports/index.ts';
import type { PayoutRecord } from '../../ports/index.ts';
import { describeError } from '../payout-moves.ts';
import type { PayoutRail, PayoutRailDeps } from './payout-rail.ts';

export function createLightningRail(deps: PayoutRailDeps): PayoutRail {
  const { payouts, lightning, clock, log, move, due } = deps;

  function recordPaid(payout: PayoutRecord, from: readonly PayoutStatus[], fee: number): void {
    if (move(payout, from, 'sent', { fee, last_error: null })) {
      log.info(
        { payoutId: payout.id, kind: payout.kind, hash: payout.payment_hash, fee },
        'pagamento Lightning enviado',
      );
    }
  }

  /** What LND's record of the hash says, for a row in `from`; false when nothing is known. */
  function settleBy(
    payout: PayoutRecord,
    from: readonly PayoutStatus[],
    state: PaymentState | null,
  ): boolean {
    if (state?.status === 'succeeded') {
      recordPaid(payout, from, state.fee);
      return true;
    }
    if (state?.status === 'failed') {
      move(payout, from, 'failed', {
        last_error:
          'O pagamento Lightning falhou (sem rota ou sem liquidez de saída): cole uma nova fatura ou tente de novo',
      });
      return true;
    }
    return state?.status === 'in_flight';
  }

  async function send(payout: PayoutRecord): Promise<void> {
    const { payment_hash: hash, payment_request: request } = payout;
    if (!hash || !request) return;
    const known = await lightning.getPayment(hash);
    if (known?.status === 'succeeded') return recordPaid(payout, due, known.fee);
    if (known?.status === 'in_flight') return; // LND is still paying it: wait for the outcome
    const invoice = await lightning.decodeInvoice(request);
    if (Date.parse(invoice.expiresAt) <= clock.now().getTime()) {
      move(payout, due, 'awaiting_invoice', {
        last_error: 'A fatura expirou antes do envio: cole uma nova fatura',
      });
      return;
    }
    if (!payouts.claim(payout.id, due, clock.now().toISOString())) return;
    try {
      const paid = await lightning.payInvoice({
        request,
        maxFee: lightningFeeLimit(payout.amount),
      });
      recordPaid(payout, ['sending'], paid.fee);
    } catch (error) {
      await afterFailedPayment(payout, error);
    }
  }

  async function afterFailedPayment(payout: PayoutRecord, error: unknown): Promise<void> {
    const note = describeError(error);
    if (error instanceof LightningError && error.kind === 'payment_failed') {
      move(payout, ['sending'], 'failed', {
        last_error: `O pagamento Lightning de ${formatSats(payout.amount)} falhou (${note}): cole uma nova fatura ou tente de novo`,
      });
      log.warn({ payoutId: payout.id, err: error }, 'pagamento Lightning falhou');
      return;
    }
    if (error instanceof LightningError && error.kind === 'locked') {
      move(payout, ['sending'], 'pending', {
        last_error: `LND bloqueado; nova tentativa em breve (${note})`,
      });
      return;
    }
    // A timeout or a dropped connection, or an error answer: LND's record of the hash tells.
    let state: PaymentState | null;
    try {
      state = await lightning.getPayment(payout.payment_hash ?? '');
    } catch {
      // Still 'sending': the next pass looks again (reconcile), nothing is paid blindly.
      log.warn({ payoutId: payout.id, err: error }, 'resultado do pagamento Lightning pendente');
      return;
    }
    if (settleBy(payout, ['sending'], state)) return;
    const answered = error instanceof LightningError && error.kind !== 'unavailable';
    move(payout, ['sending'], answered ? 'failed' : 'pending', {
      last_error: answered
        ? `O LND recusou o pagamento (${note}): cole uma nova fatura ou tente de novo`
        : `O LND não registrou o pagamento (${note}); nova tentativa em breve`,
    });
  }

  /** Rows left 'sending' (a stopped process, or a payment still in flight): LND's record decides. */
  async function reconcile(orphans: readonly PayoutRecord[]): Promise<void> {
    for (const payout of orphans) {
      const state = await lightning.getPayment(payout.payment_hash ?? '');
      if (settleBy(payout, ['sending'], state)) continue;
      // LND never started it: the process stopped before the call reached LND.
      move(payout, ['sending'], 'pending', {
        last_error: 'Envio interrompido antes de chegar ao LND; nova tentativa',
      });
      log.warn({ payoutId: payout.id }, 'pagamento Lightning interrompido: nova tentativa');
    }
  }

  return { method: 'lightning', send, reconcile };
}
