import { formatDateTime, formatNumber, formatSats, type AdminPayout } from '@rifa/shared';
import { CheckCheck, RotateCw, Send } from 'lucide-react';
import { Detail } from '../../../components/detail.tsx';
import { HashText } from '../../../components/hash-text.tsx';
import { PayoutStatusBadge } from '../../../components/payouts/payout-status.tsx';
import { canConfirm, canRetry } from '../../../components/payouts/payout-text.ts';
import { RaffleLink } from '../../../components/raffle-link.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { AsyncState } from '../../../hooks/use-async.ts';
import { t } from '../../../i18n/pt-BR.ts';
import type { PayoutAction } from './payout-action-dialog.tsx';
import { ListCard } from './list-card.tsx';

/** Needs the admin first, then in flight, then done (newest first within each). */
const ORDER: Record<AdminPayout['status'], number> = {
  unknown: 0,
  failed: 0,
  awaiting_admin: 0,
  awaiting_balance: 1,
  awaiting_invoice: 1,
  pending: 2,
  sending: 2,
  sent: 3,
  manual: 3,
};

/** Every on-chain send (prizes, refund batches) with its state and the admin's actions (docs/protocols/draw.md). */
export function PayoutsCard({
  payouts,
  onAction,
}: {
  payouts: AsyncState<AdminPayout[]>;
  onAction(action: PayoutAction): void;
}) {
  return (
    <ListCard
      title={t('admin.payouts.title')}
      description={t('admin.payouts.description')}
      state={payouts}
      fallback="errors.payouts"
      items={(data) =>
        [...data].sort(
          (a, b) => ORDER[a.status] - ORDER[b.status] || b.updated_at.localeCompare(a.updated_at),
        )
      }
      empty={t('admin.payouts.empty')}
      listClassName="divide-y divide-slate-200"
      listTestId="payouts-list"
    >
      {(payout) => <PayoutItem key={payout.id} payout={payout} onAction={onAction} />}
    </ListCard>
  );
}

function PayoutItem({
  payout,
  onAction,
}: {
  payout: AdminPayout;
  onAction(action: PayoutAction): void;
}) {
  return (
    <li className="grid gap-3 py-4" data-testid={`payout-${payout.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline">
              {t(
                payout.kind === 'prize' ? 'admin.payouts.kind.prize' : 'admin.payouts.kind.refund',
              )}
            </Badge>
            <RaffleLink id={payout.raffle_id} className="break-words font-semibold">
              {payout.raffle_name}
            </RaffleLink>
          </div>
          <PayoutStatusBadge status={payout.status} hint />
        </div>
        <p className="text-lg font-bold text-slate-900">{formatSats(payout.amount)}</p>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <Detail label={t('admin.payouts.outputs')} wide>
          <ul className="grid gap-1">
            {payout.outputs.map((output, index) => (
              <li key={`${output.address}-${index}`} className="grid gap-0.5">
                <HashText>{output.address}</HashText>
                {payout.outputs.length > 1 && (
                  <span className="text-xs text-slate-600">{formatSats(output.amount)}</span>
                )}
              </li>
            ))}
          </ul>
        </Detail>
        {payout.txid && (
          <Detail label={t('admin.payouts.txid')} wide>
            <HashText>{payout.txid}</HashText>
          </Detail>
        )}
        <Detail label={t('admin.payouts.label')}>
          <code className="break-all font-mono text-xs">{payout.label}</code>
        </Detail>
        <Detail label={t('admin.payouts.attempts')}>{formatNumber(payout.attempts)}</Detail>
        <Detail label={t('admin.payouts.updatedAt')}>{formatDateTime(payout.updated_at)}</Detail>
        {payout.last_error && (
          <Detail label={t('admin.payouts.lastError')} wide>
            <span className="break-words text-red-800">{payout.last_error}</span>
          </Detail>
        )}
      </dl>
      {(canConfirm(payout.status) || canRetry(payout.status)) && (
        <div className="flex flex-wrap gap-2">
          {canConfirm(payout.status) && (
            <Button
              size="sm"
              variant={payout.status === 'awaiting_admin' ? 'default' : 'outline'}
              onClick={() => onAction({ kind: 'confirm', payout })}
            >
              <CheckCheck aria-hidden="true" />
              {t('admin.payouts.confirm')}
            </Button>
          )}
          {canRetry(payout.status) && (
            <Button size="sm" variant="outline" onClick={() => onAction({ kind: 'retry', payout })}>
              {payout.status === 'awaiting_admin' ? (
                <Send aria-hidden="true" />
              ) : (
                <RotateCw aria-hidden="true" />
              )}
              {t(payout.status === 'awaiting_admin' ? 'admin.payouts.send' : 'admin.payouts.retry')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
