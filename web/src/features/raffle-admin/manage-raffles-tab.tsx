import {
  formatDateTime,
  formatNumber,
  formatSats,
  type AdminPayout,
  type Raffle,
} from '@rifa/shared';
import { Ban, CopyPlus, Pencil } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { PayoutStatusBadge } from '../../components/payouts/payout-status.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TitledCard } from '../../components/titled-card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAsync } from '../../hooks/use-async.ts';
import { t } from '../../i18n/pt-BR.ts';
import { RaffleNameStatus, rafflesApi } from '../raffles/index.ts';
import { ActionDialog, ConfirmStep, useAdminCall } from './action-dialog.tsx';
import { raffleAdminApi } from './api.ts';
import { ExportMenu } from './export-menu.tsx';
import { EditRaffleDialog } from './form/edit-raffle-dialog.tsx';
import type { RaffleDraft } from './form/raffle-duplicate.ts';
import { AnchorsCard } from './payouts/anchors-card.tsx';
import { PayoutActionDialog, type PayoutAction } from './payouts/payout-action-dialog.tsx';
import { PayoutsCard } from './payouts/payouts-card.tsx';
import { PrizeDeliveriesCard } from './payouts/prize-deliveries-card.tsx';
import { groupRefunds, RefundsOwedCard, type RaffleRefunds } from './payouts/refunds-owed-card.tsx';
import { useRaffleDuplicate } from './use-raffle-duplicate.ts';

type Action = { kind: 'cancel'; raffle: Raffle };

/**
 * 'Gerenciar' (spec §2): name, prize, sold/total and status; cancel, and edit everything the
 * API allows (docs/decisions/0014-numbers-prizes-packages.md, edit-raffle-dialog.tsx); 'Duplicar' any raffle into the create form
 * (docs/decisions/0016-operator-cockpit-release.md, `onDuplicate` gets its draft).
 * docs/protocols/draw.md: each raffle's prize payout and refunds owed, the list of on-chain payouts
 * with 'Confirmar pagamento' / 'Tentar novamente', and 'Pagar reembolsos' per raffle.
 */
export function ManageRafflesTab({ onDuplicate }: { onDuplicate(draft: RaffleDraft): void }) {
  const raffles = useAsync((signal) => rafflesApi.listRaffles(signal));
  const payouts = useAsync((signal) => raffleAdminApi.listPayouts(signal));
  const refunds = useAsync((signal) => raffleAdminApi.listRefunds(signal));
  const deliveries = useAsync((signal) => raffleAdminApi.listDeliveries(signal));
  const [action, setAction] = useState<Action | null>(null);
  /** The raffle in the edit dialog, by id: the list may be re-read meanwhile. */
  const [editing, setEditing] = useState<number | null>(null);
  const [payoutAction, setPayoutAction] = useState<PayoutAction | null>(null);
  const copy = useRaffleDuplicate(onDuplicate);
  // Spec §7: on failure the admin list becomes empty.
  const list = raffles.data ?? [];
  const prizeOf = new Map(
    (payouts.data ?? []).filter((p) => p.kind === 'prize').map((p) => [p.raffle_id, p]),
  );
  const refundsOf = new Map(
    groupRefunds(refunds.data ?? []).map((group) => [group.raffleId, group]),
  );
  // After any action (one dialog at a time): close it and re-read everything it touches.
  const actionDone = () => {
    setAction(null);
    setEditing(null);
    setPayoutAction(null);
    raffles.reload();
    payouts.reload();
    refunds.reload();
    deliveries.reload();
  };

  return (
    <div className="grid gap-6">
      <TitledCard
        title={t('admin.manage.title')}
        after={
          <>
            <RaffleActionDialog
              action={action}
              onClose={() => setAction(null)}
              onDone={actionDone}
            />
            <EditRaffleDialog
              raffle={list.find((raffle) => raffle.id === editing) ?? null}
              onClose={() => {
                setEditing(null);
                raffles.reload();
              }}
              onDone={actionDone}
            />
          </>
        }
      >
        {raffles.loading && !raffles.data ? (
          <Spinner />
        ) : list.length === 0 ? (
          <p className="py-8 text-center text-slate-600">{t('admin.manage.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-200" data-testid="manage-list">
            {list.map((raffle) => (
              <li
                key={raffle.id}
                className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="grid min-w-0 gap-1">
                  <RaffleNameStatus id={raffle.id} name={raffle.name} status={raffle.status} />
                  <p className="text-sm text-slate-600">
                    {t('admin.manage.prize', { amount: formatSats(raffle.prize_amount) })} ·{' '}
                    {t('admin.manage.sold', {
                      sold: formatNumber(raffle.sold_tickets),
                      total: formatNumber(raffle.total_tickets),
                    })}
                  </p>
                  <p className="text-xs text-slate-500">
                    {t('admin.manage.endsAt', { date: formatDateTime(raffle.end_date) })}
                  </p>
                  <MoneyState prize={prizeOf.get(raffle.id)} refunds={refundsOf.get(raffle.id)} />
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  <ExportMenu raffleId={raffle.id} name={raffle.name} />
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('admin.duplicate.openLabel', { name: raffle.name })}
                    disabled={copy.pending !== null}
                    onClick={() => void copy.duplicate(raffle)}
                  >
                    <CopyPlus aria-hidden="true" />
                    {t('admin.duplicate.open')}
                  </Button>
                  {raffle.status === 'active' && (
                    <>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t('admin.edit.openLabel', { name: raffle.name })}
                        onClick={() => setEditing(raffle.id)}
                      >
                        <Pencil aria-hidden="true" />
                        {t('admin.edit.open')}
                      </Button>
                      <Button
                        variant="destructive"
                        size="sm"
                        onClick={() => setAction({ kind: 'cancel', raffle })}
                      >
                        <Ban aria-hidden="true" />
                        {t('admin.manage.cancel')}
                      </Button>
                    </>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </TitledCard>
      <PayoutsCard payouts={payouts} onAction={setPayoutAction} />
      <PrizeDeliveriesCard deliveries={deliveries} onAction={setPayoutAction} />
      <AnchorsCard />
      <RefundsOwedCard refunds={refunds} onAction={setPayoutAction} />
      <PayoutActionDialog
        action={payoutAction}
        onClose={() => setPayoutAction(null)}
        onDone={actionDone}
      />
    </div>
  );
}

/** A raffle's prize payout state and the refunds it still owes, when there are any. */
function MoneyState({
  prize,
  refunds,
}: {
  prize: AdminPayout | undefined;
  refunds: RaffleRefunds | undefined;
}) {
  if (!prize && !refunds?.unpaid.length) return null;
  const owed = refunds?.unpaid.reduce((sum, refund) => sum + refund.amount, 0) ?? 0;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="raffle-money-state">
      {prize && (
        <span className="inline-flex items-center gap-1.5">
          <span className="text-slate-600">{t('admin.manage.prizePayout')}</span>
          <PayoutStatusBadge status={prize.status} method={prize.method} />
        </span>
      )}
      {refunds && refunds.unpaid.length > 0 && (
        <span className="text-amber-900">
          {t('admin.manage.refundsOwed', {
            count: formatNumber(refunds.unpaid.length),
            amount: formatSats(owed),
          })}
        </span>
      )}
    </div>
  );
}

function RaffleActionDialog({
  action,
  onClose,
  onDone,
}: {
  action: Action | null;
  onClose(): void;
  onDone(): void;
}) {
  return (
    <ActionDialog open={action !== null} onClose={onClose}>
      {action?.kind === 'cancel' && (
        <CancelForm raffle={action.raffle} onClose={onClose} onDone={onDone} />
      )}
    </ActionDialog>
  );
}

interface FormProps {
  raffle: Raffle;
  onClose(): void;
  onDone(): void;
}

function useUpdate(onDone: () => void) {
  const { busy, run } = useAdminCall(onDone);
  const update = (call: () => Promise<unknown>, title: string) =>
    run(
      call,
      () => ({ title, variant: 'success' }),
      (error) => ({
        title: t('toast.raffleUpdateError.title'),
        description: errorMessage(error, 'errors.updateRaffle'),
        variant: 'destructive',
      }),
    );
  return { saving: busy, update };
}

function CancelForm({ raffle, onClose, onDone }: FormProps) {
  const { saving, update } = useUpdate(onDone);
  return (
    <ConfirmStep
      title={t('admin.manage.cancelTitle')}
      description={t('admin.manage.cancelText', { name: raffle.name })}
      confirmLabel={t('admin.manage.cancelConfirm')}
      onCancel={onClose}
      busy={saving}
      onConfirm={() =>
        void update(
          () => raffleAdminApi.updateRaffle(raffle.id, { status: 'cancelled' }),
          t('toast.raffleCancelled.title'),
        )
      }
    />
  );
}
