// One rule of the settlement watcher's sweep (docs/protocols/payment.md step 6) and of the close of sales
// (§8): an invoice whose reservation is about to end is cancelled in LND first, so it can
// never be paid once its tickets are given back. If LND refuses the cancel, the invoice may
// have settled in between: it is looked up again, and credited if it did.
import { LightningError, type InvoiceState, type Lightning } from '../ports/index.ts';

export type CancelOutcome =
  /** Cancelled in LND (now or before): the reservation may be released. */
  | 'cancelled'
  /** It had settled: `credit` was called with it. */
  | 'settled'
  /** Still payable, or LND does not know it: keep the reservation and look again later. */
  | 'open';

/** Throws the LightningError of the second lookup when LND cannot tell (callers keep the reservation). */
export async function cancelOrCredit(
  lightning: Lightning,
  paymentHash: string,
  credit: (invoice: InvoiceState) => void,
): Promise<CancelOutcome> {
  try {
    await lightning.cancelInvoice(paymentHash);
    return 'cancelled';
  } catch (error) {
    if (!(error instanceof LightningError)) throw error;
  }
  const again = await lightning.getInvoice(paymentHash);
  if (again?.isConfirmed) {
    credit(again);
    return 'settled';
  }
  return again?.isCanceled ? 'cancelled' : 'open';
}
