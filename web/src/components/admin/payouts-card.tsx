import { formatDateTime, formatNumber, formatSats, type AdminPayout } from '@rifa/shared';
import { CheckCheck, RotateCw, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import type { AsyncState } from '../../hooks/use-async.ts';
import { t } from '../../i18n/pt-BR.ts';
import { canConfirm, canRetry } from '../../lib/payout-text.ts';
import { HashText } from '../hash-text.tsx';
import { PayoutStatusBadge } from '../payout-status.tsx';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.tsx';
import { Spinner } from '../ui/spinner.tsx';
import type { PayoutAction } from './payout-action-dialog.tsx';

/** Needs the admin first, then in flight, then done (newest first within each). */
const ORDER: Record<AdminPayout['status'], number> = {
  unknown: 0,
  failed: 0,
  awaiting_admin: 0,
  awaiting_balance: 1,
  pending: 2,
  sending: 2,
  sent: 3,
  manual: 3,
};

/** Every on-chain send (prizes, refund batches) with its state and the admin's actions (DESIGN.md §8). */
export function PayoutsCard({
  payouts,
  onAction,
}: {
  payouts: AsyncState<AdminPayout[]>;
  onAction(action: PayoutAction): void;
}) {
  const list = [...(payouts.data ?? [])].sort(
    (a, b) => ORDER[a.status] - ORDER[b.status] || b.updated_at.localeCompare(a.updated_at),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.payouts.title')}</CardTitle>
        <CardDescription>{t('admin.payouts.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {payouts.loading && !payouts.data ? (
          <Spinner />
        ) : !payouts.data ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm text-red-700">
            <p>{errorMessage(payouts.error, 'errors.payouts')}</p>
            <Button variant="outline" size="sm" onClick={payouts.reload}>
              {t('common.retry')}
            </Button>
          </div>
        ) : list.length === 0 ? (
          <p className="py-4 text-center text-sm text-slate-600">{t('admin.payouts.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-200" data-testid="payouts-list">
            {list.map((payout) => (
              <PayoutItem key={payout.id} payout={payout} onAction={onAction} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
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
            <Link
              to={`/raffles/${payout.raffle_id}`}
              className="break-words font-semibold hover:text-orange-700 hover:underline"
            >
              {payout.raffle_name}
            </Link>
          </div>
          <PayoutStatusBadge status={payout.status} hint />
        </div>
        <p className="text-lg font-bold text-slate-900">{formatSats(payout.amount)}</p>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <Row label={t('admin.payouts.outputs')} wide>
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
        </Row>
        {payout.txid && (
          <Row label={t('admin.payouts.txid')} wide>
            <HashText>{payout.txid}</HashText>
          </Row>
        )}
        <Row label={t('admin.payouts.label')}>
          <code className="break-all font-mono text-xs">{payout.label}</code>
        </Row>
        <Row label={t('admin.payouts.attempts')}>{formatNumber(payout.attempts)}</Row>
        <Row label={t('admin.payouts.updatedAt')}>{formatDateTime(payout.updated_at)}</Row>
        {payout.last_error && (
          <Row label={t('admin.payouts.lastError')} wide>
            <span className="break-words text-red-800">{payout.last_error}</span>
          </Row>
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

function Row({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'grid min-w-0 gap-0.5 sm:col-span-2' : 'grid min-w-0 gap-0.5'}>
      <dt className="text-slate-500">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
