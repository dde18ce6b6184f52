import { formatDateTime, formatNumber, type AdminDelivery } from '@rifa/shared';
import { PackageCheck, Truck } from 'lucide-react';
import { Detail } from '../../../components/detail.tsx';
import { RaffleLink } from '../../../components/raffle-link.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { AsyncState } from '../../../hooks/use-async.ts';
import { labelKeys, t, type MessageKey } from '../../../i18n/pt-BR.ts';
import { ListCard } from './list-card.tsx';
import type { PayoutAction } from './payout-action-dialog.tsx';

// Physical prizes in Gerenciar (docs/protocols/prize-delivery.md): the winner's private
// contact, then 'Marcar como enviado' (with a note) and 'Marcar como entregue' — each offered
// only when the server would accept it.

const LABEL: Record<AdminDelivery['status'], MessageKey> = {
  ...labelKeys('delivery.status', ['contact_given', 'shipped', 'delivered']),
  awaiting_contact: 'delivery.admin.awaiting_contact',
};
const BADGE = {
  awaiting_contact: 'warning',
  contact_given: 'default',
  shipped: 'secondary',
  delivered: 'success',
} as const;
/** What needs the organiser first: a contact to ship to, then one shipped, then the rest. */
const ORDER: Record<AdminDelivery['status'], number> = {
  contact_given: 0,
  shipped: 1,
  awaiting_contact: 2,
  delivered: 3,
};

export function PrizeDeliveriesCard({
  deliveries,
  onAction,
}: {
  deliveries: AsyncState<AdminDelivery[]>;
  onAction(action: PayoutAction): void;
}) {
  return (
    <ListCard
      title={t('admin.deliveries.title')}
      description={t('admin.deliveries.description')}
      state={deliveries}
      fallback="errors.deliveries"
      items={(data) => [...data].sort((a, b) => ORDER[a.status] - ORDER[b.status])}
      empty={t('admin.deliveries.empty')}
      listClassName="divide-y divide-slate-200"
      listTestId="deliveries-list"
    >
      {(delivery) => (
        <DeliveryItem
          key={`${delivery.raffle_id}-${delivery.position}`}
          delivery={delivery}
          onAction={onAction}
        />
      )}
    </ListCard>
  );
}

function DeliveryItem({
  delivery,
  onAction,
}: {
  delivery: AdminDelivery;
  onAction(action: PayoutAction): void;
}) {
  const { status } = delivery;
  return (
    <li
      className="grid gap-3 py-4"
      data-testid={`delivery-${delivery.raffle_id}-${delivery.position}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <RaffleLink id={delivery.raffle_id} className="break-words font-semibold">
            {delivery.raffle_name}
          </RaffleLink>
          <p className="text-sm text-slate-600">
            {t('admin.deliveries.ticket', {
              position: delivery.position,
              n: formatNumber(delivery.winning_ticket),
            })}
          </p>
        </div>
        <Badge variant={BADGE[status]} data-testid="delivery-status">
          {t(LABEL[status])}
        </Badge>
      </div>
      <p className="break-words text-lg font-bold text-slate-900">{delivery.description}</p>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <Detail label={t('admin.deliveries.winner')}>
          <span className="block">{delivery.winner_name}</span>
          {delivery.account_deleted ? (
            <Badge variant="outline">{t('admin.refunds.deleted')}</Badge>
          ) : (
            <span className="block break-all text-xs text-slate-500">{delivery.winner_email}</span>
          )}
        </Detail>
        <Detail label={t('delivery.contact')} wide>
          {delivery.contact ? (
            <span className="whitespace-pre-wrap break-words" data-testid="admin-delivery-contact">
              {delivery.contact}
            </span>
          ) : (
            <span className="text-slate-600">
              {t(
                delivery.account_deleted
                  ? 'admin.deliveries.deletedNoContact'
                  : 'admin.deliveries.noContact',
              )}
            </span>
          )}
        </Detail>
        {delivery.tracking && (
          <Detail label={t('delivery.tracking')} wide>
            <span className="whitespace-pre-wrap break-words">{delivery.tracking}</span>
          </Detail>
        )}
        {delivery.shipped_at && (
          <Detail label={t('delivery.status.shipped')}>
            {formatDateTime(delivery.shipped_at)}
          </Detail>
        )}
        {delivery.delivered_at && (
          <Detail label={t('delivery.status.delivered')}>
            {formatDateTime(delivery.delivered_at)}
          </Detail>
        )}
      </dl>
      {status !== 'delivered' && (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant={status === 'shipped' ? 'outline' : 'default'}
            onClick={() => onAction({ kind: 'ship', delivery })}
          >
            <Truck aria-hidden="true" />
            {t(status === 'shipped' ? 'admin.deliveries.reship' : 'admin.deliveries.ship')}
          </Button>
          {status === 'shipped' && (
            <Button size="sm" onClick={() => onAction({ kind: 'deliver', delivery })}>
              <PackageCheck aria-hidden="true" />
              {t('admin.deliveries.deliver')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
