import type { Purchase } from '@rifa/shared';
import { Clock, TimerOff, Undo2 } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { t, type MessageKey } from '../../i18n/pt-BR.ts';

/** Why a purchase that is not paid has no receipt (docs/decisions/0014-numbers-prizes-packages.md), one note per status. */
const NOTES: Record<
  Exclude<Purchase['status'], 'paid'>,
  { title: MessageKey; text: MessageKey; Icon: ComponentType<SVGProps<SVGSVGElement>> }
> = {
  pending: { title: 'receipt.pendingTitle', text: 'receipt.pendingText', Icon: Clock },
  expired: { title: 'receipt.expiredTitle', text: 'receipt.expiredText', Icon: TimerOff },
  refund_owed: { title: 'receipt.refundTitle', text: 'receipt.refundText', Icon: Undo2 },
};

/** The pt-BR note shown instead of a receipt for a pending, expired or refunded purchase. */
export function ReceiptUnavailable({ status }: { status: Exclude<Purchase['status'], 'paid'> }) {
  const { title, text, Icon } = NOTES[status];
  return (
    <div
      role="status"
      data-testid="receipt-unavailable"
      className="grid justify-items-center gap-2 rounded-xl border border-slate-200 bg-white px-4 py-10 text-center"
    >
      <Icon className="size-10 text-slate-500" aria-hidden="true" />
      <h1 className="text-xl font-semibold">{t(title)}</h1>
      <p className="max-w-prose text-sm text-slate-600">{t(text)}</p>
    </div>
  );
}
