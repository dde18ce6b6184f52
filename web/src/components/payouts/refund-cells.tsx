import { formatSats, type UserRefund } from '@rifa/shared';
import type { ReactNode } from 'react';
import { t } from '../../i18n/pt-BR.ts';
import { Badge } from '../ui/badge.tsx';
import { TableCell } from '../ui/table.tsx';
import { PayoutStatusBadge } from './payout-status.tsx';
import { REFUND_REASON_LABEL } from './payout-text.ts';

/**
 * The amount, reason and payout-state cells of a refund row, the same for the participant
 * (dashboard) and the admin (Gerenciar); `children` go under the state badge.
 */
export function RefundCells({
  refund,
  children,
}: {
  refund: Pick<UserRefund, 'amount' | 'reason' | 'payout_status'> &
    Partial<Pick<UserRefund, 'payout_method' | 'closed_at' | 'closed_reason'>>;
  children?: ReactNode;
}) {
  return (
    <>
      <TableCell className="whitespace-nowrap text-right">{formatSats(refund.amount)}</TableCell>
      <TableCell>{t(REFUND_REASON_LABEL[refund.reason])}</TableCell>
      <TableCell>
        {refund.closed_at ? (
          // docs/protocols/prize-delivery.md#closed-refunds: ended by the operator, with a reason.
          <span className="inline-grid justify-items-start gap-1">
            <Badge variant="outline" data-testid="payout-status">
              {t('refund.status.closed')}
            </Badge>
            {refund.closed_reason && (
              <span className="break-words text-xs text-slate-600">
                {t('refund.closedReason', { reason: refund.closed_reason })}
              </span>
            )}
          </span>
        ) : (
          <PayoutStatusBadge
            status={refund.payout_status}
            method={refund.payout_method}
            unpaidLabel="refund.status.unpaid"
          />
        )}
        {children}
      </TableCell>
    </>
  );
}
