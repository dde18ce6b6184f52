import { formatNumber, formatSats, type AdminRefund } from '@rifa/shared';
import { Send } from 'lucide-react';
import { isSettled } from '../../../components/payouts/payout-text.ts';
import { RefundCells } from '../../../components/payouts/refund-cells.tsx';
import { RaffleLink } from '../../../components/raffle-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, TableCell, TableRow } from '../../../components/ui/table.tsx';
import type { AsyncState } from '../../../hooks/use-async.ts';
import { t } from '../../../i18n/pt-BR.ts';
import type { PayoutAction } from './payout-action-dialog.tsx';
import { ListCard } from './list-card.tsx';

export interface RaffleRefunds {
  raffleId: number;
  raffleName: string;
  all: AdminRefund[];
  /** Not paid for good yet (no batch, or a batch still waiting or failed). */
  unpaid: AdminRefund[];
  /** A batch in flight or with an unknown outcome: paying again would conflict (resolve it first). */
  blocked: boolean;
}

/** The refunds owed, per raffle (docs/protocols/draw.md: paid in one batched transaction per raffle). */
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
  return (
    <ListCard
      title={t('admin.refunds.title')}
      description={t('admin.refunds.description')}
      state={refunds}
      fallback="errors.adminRefunds"
      items={groupRefunds}
      empty={t('admin.refunds.empty')}
      listClassName="grid gap-4"
      listTestId="refunds-owed"
    >
      {(group) => <RaffleRefundsItem key={group.raffleId} group={group} onAction={onAction} />}
    </ListCard>
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
          <RaffleLink id={group.raffleId} className="break-words font-semibold">
            {group.raffleName}
          </RaffleLink>
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
      <DataTable
        variant="compact"
        className="min-w-[40rem]"
        caption={t('admin.refunds.caption', { name: group.raffleName })}
        columns={[
          { label: t('admin.refunds.buyer') },
          { label: t('admin.refunds.address') },
          { label: t('admin.refunds.amount'), className: 'text-right' },
          { label: t('admin.refunds.reason') },
          { label: t('admin.refunds.status') },
        ]}
      >
        {group.all.map((refund) => (
          <TableRow key={refund.id} className="align-top">
            <TableCell>
              <span className="block">{refund.user_name}</span>
              <span className="block text-xs text-slate-500">{refund.user_email}</span>
            </TableCell>
            <TableCell className="max-w-[14rem]">
              <code className="break-all font-mono text-xs">{refund.address}</code>
            </TableCell>
            <RefundCells refund={refund}>
              {refund.txid && (
                <code className="mt-1 block max-w-[12rem] break-all font-mono text-xs">
                  {refund.txid}
                </code>
              )}
            </RefundCells>
          </TableRow>
        ))}
      </DataTable>
    </li>
  );
}
