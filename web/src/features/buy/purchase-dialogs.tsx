import { BuyDialog } from './buy-dialog.tsx';
import { PaymentDialog } from './payment-dialog.tsx';
import type { PurchaseFlow } from './use-purchase-flow.ts';

/** The buy and payment dialogs of a page's purchase flow (use-purchase-flow.ts). */
export function PurchaseDialogs({ flow }: { flow: PurchaseFlow }) {
  return (
    <>
      <BuyDialog {...flow.buy} />
      <PaymentDialog {...flow.payment} />
    </>
  );
}
