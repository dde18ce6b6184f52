import { formatSats, type UserRefund } from '@rifa/shared';
import { Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import type { AsyncState } from '../../hooks/use-async.ts';
import { t } from '../../i18n/pt-BR.ts';
import { REFUND_REASON_LABEL } from '../../lib/payout-text.ts';
import { PayoutStatusBadge } from '../payout-status.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.tsx';
import { LoadError } from './wins-card.tsx';

/** Refunds the operator owes the user (a cancelled raffle, a payment after the close). Hidden when none. */
export function RefundsCard({ refunds }: { refunds: AsyncState<UserRefund[]> }) {
  if (refunds.loading && !refunds.data) return null;
  if (refunds.data && refunds.data.length === 0) return null;
  return (
    <Card data-testid="refunds-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Undo2 className="size-5 text-orange-500" aria-hidden="true" />
          {t('dashboard.refunds.title')}
        </CardTitle>
        <CardDescription>{t('dashboard.refunds.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        {refunds.data ? (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm" data-testid="refunds-table">
              <caption className="sr-only">{t('dashboard.refunds.caption')}</caption>
              <thead className="text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('dashboard.refunds.raffle')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    {t('dashboard.refunds.amount')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('dashboard.refunds.reason')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('dashboard.refunds.status')}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t('dashboard.refunds.txid')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {refunds.data.map((refund) => (
                  <tr key={refund.id} className="border-t border-slate-100 align-top">
                    <td className="py-2 pr-3">
                      <Link
                        to={`/raffles/${refund.raffle_id}`}
                        className="hover:text-orange-700 hover:underline"
                      >
                        {refund.raffle_name}
                      </Link>
                    </td>
                    <td className="whitespace-nowrap py-2 pr-3 text-right">
                      {formatSats(refund.amount)}
                    </td>
                    <td className="py-2 pr-3">{t(REFUND_REASON_LABEL[refund.reason])}</td>
                    <td className="py-2 pr-3">
                      <PayoutStatusBadge
                        status={refund.payout_status}
                        unpaidLabel="refund.status.unpaid"
                      />
                    </td>
                    <td className="max-w-[16rem] py-2">
                      {refund.txid && (
                        <code className="break-all font-mono text-xs">{refund.txid}</code>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <LoadError error={refunds.error} fallback="errors.userRefunds" reload={refunds.reload} />
        )}
      </CardContent>
    </Card>
  );
}
