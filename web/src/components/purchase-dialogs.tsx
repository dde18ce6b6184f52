import type { PurchaseFlow } from '../hooks/use-purchase-flow.ts';
import { BuyDialog } from './buy-dialog.tsx';
import { PaymentDialog } from './payment-dialog.tsx';

/** The buy and payment dialogs of a page's purchase flow (hooks/use-purchase-flow.ts). */
export function PurchaseDialogs({ flow }: { flow: PurchaseFlow }) {
  return (
    <>
      <BuyDialog {...flow.buy} />
      <PaymentDialog {...flow.payment} />
    </>
  );
}
