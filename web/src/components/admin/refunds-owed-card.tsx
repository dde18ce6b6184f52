import { formatNumber, formatSats, type AdminRefund } from '@rifa/shared';
import { Send } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import type { AsyncState } from '../../hooks/use-async.ts';
import { t } from '../../i18n/pt-BR.ts';
import { isSettled, REFUND_REASON_LABEL } from '../../lib/payout-text.ts';
import { PayoutStatusBadge } from '../payout-status.tsx';
import { Button } from '../ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.tsx';
import { Spinner } from '../ui/spinner.tsx';
import type { PayoutAction } from './payout-action-dialog.tsx';

export interface RaffleRefunds {
  raffleId: number;
  raffleName: string;
  all: AdminRefund[];
  /** Not paid for good yet (no batch, or a batch still waiting or failed). */
  unpaid: AdminRefund[];
  /** A batch in flight or with an unknown outcome: paying again would conflict (resolve it first). */
  blocked: boolean;
}

/** The refunds owed, per raffle (DESIGN.md §8: paid in one batched transaction per raffle). */
export function groupRefunds(refunds: readonly AdminRefund[]): RaffleRefunds[] {
  const groups = new Map<number, RaffleRefunds>();
  for (const refund of refunds) {
    let group = groups.get(refund.raffle_id);
    if (!group) {
      group = {
        raffleId: refund.raffle_id,
        raffleName: refund.raffle_name,
        all: [],
        unpaid: [],
        blocked: false,
      };
      groups.set(refund.raffle_id, group);
    }
    group.all.push(refund);
    if (!isSettled(refund.payout_status)) group.unpaid.push(refund);
    if (refund.payout_status === 'sending' || refund.payout_status === 'unknown')
      group.blocked = true;
  }
  return [...groups.values()];
}

export function RefundsOwedCard({
  refunds,
  onAction,
}: {
  refunds: AsyncState<AdminRefund[]>;
  onAction(action: PayoutAction): void;
}) {
  const groups = groupRefunds(refunds.data ?? []);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.refunds.title')}</CardTitle>
        <CardDescription>{t('admin.refunds.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {refunds.loading && !refunds.data ? (
          <Spinner />
        ) : !refunds.data ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm text-red-700">
            <p>{errorMessage(refunds.error, 'errors.adminRefunds')}</p>
            <Button variant="outline" size="sm" onClick={refunds.reload}>
              {t('common.retry')}
            </Button>
          </div>
        ) : groups.length === 0 ? (
          <p className="py-4 text-center text-sm text-slate-600">{t('admin.refunds.empty')}</p>
        ) : (
          <ul className="grid gap-4" data-testid="refunds-owed">
            {groups.map((group) => (
              <RaffleRefundsItem key={group.raffleId} group={group} onAction={onAction} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function RaffleRefundsItem({
  group,
  onAction,
}: {
  group: RaffleRefunds;
  onAction(action: PayoutAction): void;
}) {
  const owed = group.unpaid.reduce((sum, refund) => sum + refund.amount, 0);
  return (
    <li
      className="grid gap-3 rounded-lg border border-slate-200 p-4"
      data-testid={`refunds-raffle-${group.raffleId}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-0.5">
          <Link
            to={`/raffles/${group.raffleId}`}
            className="break-words font-semibold hover:text-orange-700 hover:underline"
          >
            {group.raffleName}
          </Link>
          <p className="text-sm text-slate-600">
            {group.unpaid.length > 0
              ? t('admin.refunds.summary', {
                  count: formatNumber(group.unpaid.length),
                  amount: formatSats(owed),
                })
              : t('admin.refunds.allPaid')}
          </p>
        </div>
        {group.unpaid.length > 0 && !group.blocked && (
          <Button
            size="sm"
            onClick={() =>
              onAction({
                kind: 'payRefunds',
                raffleId: group.raffleId,
                raffleName: group.raffleName,
                refunds: group.unpaid,
              })
            }
          >
            <Send aria-hidden="true" />
            {t('admin.refunds.pay')}
          </Button>
        )}
      </div>
      {group.blocked && <p className="text-sm text-amber-900">{t('admin.refunds.blocked')}</p>}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">
            {t('admin.refunds.caption', { name: group.raffleName })}
          </caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1.5 pr-3 font-medium">
                {t('admin.refunds.buyer')}
              </th>
              <th scope="col" className="py-1.5 pr-3 font-medium">
                {t('admin.refunds.address')}
              </th>
              <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                {t('admin.refunds.amount')}
              </th>
              <th scope="col" className="py-1.5 pr-3 font-medium">
                {t('admin.refunds.reason')}
              </th>
              <th scope="col" className="py-1.5 font-medium">
                {t('admin.refunds.status')}
              </th>
            </tr>
          </thead>
          <tbody>
            {group.all.map((refund) => (
              <tr key={refund.id} className="border-t border-slate-100 align-top">
                <td className="py-1.5 pr-3">
                  <span className="block">{refund.user_name}</span>
                  <span className="block text-xs text-slate-500">{refund.user_email}</span>
                </td>
                <td className="max-w-[14rem] py-1.5 pr-3">
                  <code className="break-all font-mono text-xs">{refund.address}</code>
                </td>
                <td className="whitespace-nowrap py-1.5 pr-3 text-right">
                  {formatSats(refund.amount)}
                </td>
                <td className="py-1.5 pr-3">{t(REFUND_REASON_LABEL[refund.reason])}</td>
                <td className="py-1.5">
                  <PayoutStatusBadge
                    status={refund.payout_status}
                    unpaidLabel="refund.status.unpaid"
                  />
                  {refund.txid && (
                    <code className="mt-1 block max-w-[12rem] break-all font-mono text-xs">
                      {refund.txid}
                    </code>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </li>
  );
}
