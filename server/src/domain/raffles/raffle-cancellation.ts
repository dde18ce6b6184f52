// After the admin cancels a raffle, its open invoices are cancelled in LND at once (docs/decisions/0013-built-for-tor.md):
// until then a buyer could still pay one, for tickets of a raffle that will never be drawn.
// Each goes through cancelOrCredit (cancel-or-credit.ts): cancelled → the reservation is
// released now; settled in between → credited through the settlement rules, which owe it back
// (the raffle is cancelled, docs/protocols/draw.md). If LND does not answer, the draw scheduler's tick
// cancels what is left (draw-scheduler.ts settleOrCancel of pendingAfterSales).
import { cancelOrCredit, decideSettlement } from '../purchases/index.ts';
import { LightningError, type InvoiceState, type Lightning } from '../ports/index.ts';
import type { Clock, PendingInvoiceRecord, SettlementRepository } from '../ports/index.ts';

export interface RaffleCancellationDeps {
  lightning: Lightning;
  settlement: SettlementRepository;
  /** The raffle's pending invoices (the draw repository's pendingOf). */
  pendingOf(raffleId: number): PendingInvoiceRecord[];
  clock: Clock;
}

export interface CancelledInvoices {
  /** Cancelled in LND, reservation released. */
  cancelled: number;
  /** Had settled before the cancel reached LND: recorded as a refund owed. */
  settled: number;
  /** Left for the draw scheduler: LND did not answer, or still reports the invoice open. */
  left: number;
}

export function createRaffleCancellation(deps: RaffleCancellationDeps) {
  const { lightning, settlement, clock } = deps;

  function credit(invoice: InvoiceState): void {
    const now = clock.now().toISOString();
    settlement.settle({
      paymentHash: invoice.id,
      settledAt: invoice.confirmedAt ? new Date(invoice.confirmedAt).toISOString() : now,
      now,
      decide: decideSettlement,
    });
  }

  return {
    /** Cancels every open invoice of a raffle the admin has just cancelled. */
    async cancelOpenInvoices(raffleId: number): Promise<CancelledInvoices> {
      const pending = deps.pendingOf(raffleId);
      const outcome: CancelledInvoices = { cancelled: 0, settled: 0, left: 0 };
      for (const [index, invoice] of pending.entries()) {
        let result;
        try {
          result = await cancelOrCredit(lightning, invoice.paymentHash, credit);
        } catch (error) {
          if (!(error instanceof LightningError)) throw error;
          // LND away: the rest waits for the draw scheduler rather than for a timeout each.
          outcome.left += pending.length - index;
          return outcome;
        }
        if (result === 'cancelled' && settlement.expire(invoice.purchaseId)) outcome.cancelled += 1;
        else if (result === 'settled') outcome.settled += 1;
        else if (result === 'open') outcome.left += 1;
      }
      return outcome;
    },
  };
}

export type RaffleCancellation = ReturnType<typeof createRaffleCancellation>;
