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
import { ExplorerLink } from '../../site/index.ts';

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

/**
 * Every payout (prizes, refund batches, a buyer's refunds over Lightning) with its real rail:
 * on-chain with its outputs, txid and label, or Lightning with its payment hash and routing
 * fee; its state in that rail's words, and the admin's actions (docs/protocols/draw.md).
 */
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
            <Badge
              variant={payout.method === 'lightning' ? 'default' : 'secondary'}
              data-testid="payout-method"
            >
              {t(
                payout.method === 'lightning'
                  ? 'admin.payouts.method.lightning'
                  : 'admin.payouts.method.onchain',
              )}
            </Badge>
            <RaffleLink id={payout.raffle_id} className="break-words font-semibold">
              {payout.raffle_name}
            </RaffleLink>
          </div>
          <PayoutStatusBadge status={payout.status} method={payout.method} hint />
        </div>
        <p className="text-lg font-bold text-slate-900">{formatSats(payout.amount)}</p>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {payout.method === 'lightning' ? (
          <LightningDetails payout={payout} />
        ) : (
          <OnchainDetails payout={payout} />
        )}
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

/** Lightning: the recipient's invoice, found by its payment hash; the routing fee once paid. */
function LightningDetails({ payout }: { payout: AdminPayout }) {
  return (
    <>
      <Detail label={t('admin.payouts.outputs')} wide>
        {payout.payment_hash
          ? t('admin.payouts.invoiceDestination')
          : t('admin.payouts.noInvoiceYet', { amount: formatSats(payout.amount) })}
      </Detail>
      {payout.payment_hash && (
        <Detail label={t('admin.payouts.paymentHash')} wide>
          <HashText data-testid="payout-hash">{payout.payment_hash}</HashText>
        </Detail>
      )}
      {payout.fee !== null && (
        <Detail label={t('admin.payouts.routingFee')}>
          <span data-testid="payout-fee">{formatSats(payout.fee)}</span>
        </Detail>
      )}
      <Detail label={t('admin.payouts.name')}>
        <code className="break-all font-mono text-xs">{payout.label}</code>
      </Detail>
    </>
  );
}

/** On-chain: the outputs, the txid once sent, the network fee when LND reported it, the label. */
function OnchainDetails({ payout }: { payout: AdminPayout }) {
  return (
    <>
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
          <HashText data-testid="payout-txid">{payout.txid}</HashText>
          <ExplorerLink kind="tx" id={payout.txid} />
        </Detail>
      )}
      {payout.txid && (
        <Detail label={t('admin.payouts.networkFee')}>
          {payout.fee !== null ? formatSats(payout.fee) : t('admin.payouts.networkFeeUnknown')}
        </Detail>
      )}
      <Detail label={t('admin.payouts.label')}>
        <code className="break-all font-mono text-xs">{payout.label}</code>
      </Detail>
    </>
  );
}
