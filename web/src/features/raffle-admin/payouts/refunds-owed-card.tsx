import { formatNumber, formatSats, type AdminRefund } from '@rifa/shared';
import { Ban, Send } from 'lucide-react';
import { isSettled } from '../../../components/payouts/payout-text.ts';
import { RefundCells } from '../../../components/payouts/refund-cells.tsx';
import { RaffleLink } from '../../../components/raffle-link.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, TableCell, TableRow } from '../../../components/ui/table.tsx';
import type { AsyncState } from '../../../hooks/use-async.ts';
import { t } from '../../../i18n/pt-BR.ts';
import type { PayoutAction } from './payout-action-dialog.tsx';
import { ListCard } from './list-card.tsx';
import { ExplorerLink } from '../../site/index.ts';

export interface RaffleRefunds {
  raffleId: number;
  raffleName: string;
  all: AdminRefund[];
  /** Not paid for good yet (no batch, or a batch still waiting or failed), nor closed. */
  unpaid: AdminRefund[];
  /**
   * What 'Pagar reembolsos' would send on-chain: refunds the server routes to a batch, or an
   * on-chain batch still waiting or failed (sent again). Empty: the button is not offered.
   */
  onchain: AdminRefund[];
  /** Below the on-chain threshold: each buyer's own Lightning invoice (or a closing). */
  lightning: AdminRefund[];
  /** A batch in flight or with an unknown outcome: paying again would conflict (resolve it first). */
  blocked: boolean;
}

/** In an on-chain batch that 'Pagar reembolsos' sends again (server/src/domain/payouts/payouts.ts). */
const resendable = (refund: AdminRefund): boolean =>
  refund.payout_method === 'onchain' &&
  (refund.payout_status === 'pending' ||
    refund.payout_status === 'awaiting_balance' ||
    refund.payout_status === 'awaiting_admin' ||
    refund.payout_status === 'failed');

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
        onchain: [],
        lightning: [],
        blocked: false,
      };
      groups.set(refund.raffle_id, group);
    }
    group.all.push(refund);
    if (!isSettled(refund.payout_status) && !refund.closed_at) group.unpaid.push(refund);
    const free = refund.payout_id === null && !refund.closed_at;
    if ((free && refund.route === 'onchain') || resendable(refund)) group.onchain.push(refund);
    if (free && refund.route === 'lightning') group.lightning.push(refund);
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
        {group.onchain.length > 0 && !group.blocked && (
          <Button
            size="sm"
            onClick={() =>
              onAction({
                kind: 'payRefunds',
                raffleId: group.raffleId,
                raffleName: group.raffleName,
                refunds: group.onchain,
              })
            }
          >
            <Send aria-hidden="true" />
            {t('admin.refunds.pay')}
          </Button>
        )}
      </div>
      {group.blocked && <p className="text-sm text-amber-900">{t('admin.refunds.blocked')}</p>}
      {group.lightning.length > 0 && (
        <p className="text-sm text-slate-700" data-testid="refunds-lightning-only">
          {t('admin.refunds.lightningOnly')}
        </p>
      )}
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
              {refund.account_deleted ? (
                <span className="mt-1 flex flex-wrap gap-1">
                  <Badge variant="outline">{t('admin.refunds.deleted')}</Badge>
                  <Badge variant={refund.claim_link ? 'success' : 'warning'}>
                    {t(refund.claim_link ? 'admin.refunds.hasLink' : 'admin.refunds.noLink')}
                  </Badge>
                </span>
              ) : (
                <span className="block text-xs text-slate-500">{refund.user_email}</span>
              )}
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
              <ExplorerLink kind="tx" id={refund.txid} className="mt-1 text-xs" />
              {refund.payout_id === null && !refund.closed_at && (
                <Button
                  size="sm"
                  variant="outline"
                  className="mt-2"
                  aria-label={t('admin.refunds.closeFor', {
                    amount: formatSats(refund.amount),
                    buyer: refund.user_name,
                  })}
                  onClick={() => onAction({ kind: 'closeRefund', refund })}
                >
                  <Ban aria-hidden="true" />
                  {t('admin.refunds.close')}
                </Button>
              )}
            </RefundCells>
          </TableRow>
        ))}
      </DataTable>
    </li>
  );
}
