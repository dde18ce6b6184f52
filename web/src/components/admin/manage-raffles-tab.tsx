import {
  formatDateTime,
  formatNumber,
  formatSats,
  type AdminPayout,
  type Raffle,
} from '@rifa/shared';
import { Ban, CalendarClock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { api, errorMessage } from '../../api/client.ts';
import { useAsync } from '../../hooks/use-async.ts';
import { useToast } from '../../hooks/use-toast.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { isoToLocalInput, localInputToIso } from '../../lib/datetime-local.ts';
import { STATUS_BADGE, STATUS_LABEL } from '../../lib/raffle-text.ts';
import { PayoutStatusBadge } from '../payout-status.tsx';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog.tsx';
import { Input } from '../ui/input.tsx';
import { Label } from '../ui/label.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { ConfirmFooter } from './confirm-footer.tsx';
import { PayoutActionDialog, type PayoutAction } from './payout-action-dialog.tsx';
import { PayoutsCard } from './payouts-card.tsx';
import { groupRefunds, RefundsOwedCard, type RaffleRefunds } from './refunds-owed-card.tsx';

type Action = { kind: 'cancel'; raffle: Raffle } | { kind: 'endDate'; raffle: Raffle };

/**
 * 'Gerenciar' (spec §2): name, prize, sold/total and status; cancel and change the end date.
 * DESIGN.md §8: each raffle's prize payout and refunds owed, the list of on-chain payouts
 * with 'Confirmar pagamento' / 'Tentar novamente', and 'Pagar reembolsos' per raffle.
 */
export function ManageRafflesTab() {
  const raffles = useAsync((signal) => api.listRaffles(signal));
  const payouts = useAsync((signal) => api.listPayouts(signal));
  const refunds = useAsync((signal) => api.listRefunds(signal));
  const [action, setAction] = useState<Action | null>(null);
  const [payoutAction, setPayoutAction] = useState<PayoutAction | null>(null);
  // Spec §7: on failure the admin list becomes empty.
  const list = raffles.data ?? [];
  const prizeOf = new Map(
    (payouts.data ?? []).filter((p) => p.kind === 'prize').map((p) => [p.raffle_id, p]),
  );
  const refundsOf = new Map(
    groupRefunds(refunds.data ?? []).map((group) => [group.raffleId, group]),
  );
  const reloadAll = () => {
    raffles.reload();
    payouts.reload();
    refunds.reload();
  };

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('admin.manage.title')}</CardTitle>
        </CardHeader>
        <CardContent>
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
                    <div className="flex flex-wrap items-center gap-2">
                      <Link
                        to={`/raffles/${raffle.id}`}
                        className="break-words font-semibold hover:text-orange-700 hover:underline"
                      >
                        {raffle.name}
                      </Link>
                      <Badge variant={STATUS_BADGE[raffle.status]}>
                        {t(STATUS_LABEL[raffle.status])}
                      </Badge>
                    </div>
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
                  {raffle.status === 'active' && (
                    <div className="flex shrink-0 flex-wrap gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => setAction({ kind: 'endDate', raffle })}
                      >
                        <CalendarClock aria-hidden="true" />
                        {t('admin.manage.changeEndDate')}
                      </Button>
                      <Button
                        variant="destructive"
                        size="sm"
                        onClick={() => setAction({ kind: 'cancel', raffle })}
                      >
                        <Ban aria-hidden="true" />
                        {t('admin.manage.cancel')}
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
        <ActionDialog
          action={action}
          onClose={() => setAction(null)}
          onDone={() => {
            setAction(null);
            reloadAll();
          }}
        />
      </Card>
      <PayoutsCard payouts={payouts} onAction={setPayoutAction} />
      <RefundsOwedCard refunds={refunds} onAction={setPayoutAction} />
      <PayoutActionDialog
        action={payoutAction}
        onClose={() => setPayoutAction(null)}
        onDone={() => {
          setPayoutAction(null);
          reloadAll();
        }}
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
          <PayoutStatusBadge status={prize.status} />
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

function ActionDialog({
  action,
  onClose,
  onDone,
}: {
  action: Action | null;
  onClose(): void;
  onDone(): void;
}) {
  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {action?.kind === 'cancel' && (
          <CancelForm raffle={action.raffle} onClose={onClose} onDone={onDone} />
        )}
        {action?.kind === 'endDate' && (
          <EndDateForm raffle={action.raffle} onClose={onClose} onDone={onDone} />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface FormProps {
  raffle: Raffle;
  onClose(): void;
  onDone(): void;
}

function useUpdate(onDone: () => void) {
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const run = async (update: () => Promise<unknown>, title: string) => {
    setSaving(true);
    try {
      await update();
      toast({ title, variant: 'success' });
      onDone();
    } catch (error) {
      toast({
        title: t('toast.raffleUpdateError.title'),
        description: errorMessage(error, 'errors.updateRaffle'),
        variant: 'destructive',
      });
      setSaving(false);
    }
  };
  return { saving, run };
}

function CancelForm({ raffle, onClose, onDone }: FormProps) {
  const { saving, run } = useUpdate(onDone);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('admin.manage.cancelTitle')}</DialogTitle>
        <DialogDescription>{t('admin.manage.cancelText', { name: raffle.name })}</DialogDescription>
      </DialogHeader>
      <ConfirmFooter
        onCancel={onClose}
        busy={saving}
        onConfirm={() =>
          void run(
            () => api.updateRaffle(raffle.id, { status: 'cancelled' }),
            t('toast.raffleCancelled.title'),
          )
        }
      >
        {t('admin.manage.cancelConfirm')}
      </ConfirmFooter>
    </>
  );
}

function EndDateForm({ raffle, onClose, onDone }: FormProps) {
  const { saving, run } = useUpdate(onDone);
  const [value, setValue] = useState(() => isoToLocalInput(raffle.end_date));
  const iso = localInputToIso(value);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (iso && !saving)
      void run(
        () => api.updateRaffle(raffle.id, { end_date: iso }),
        t('toast.raffleUpdated.title'),
      );
  };

  return (
    <form className="grid gap-4" onSubmit={onSubmit}>
      <DialogHeader>
        <DialogTitle>{t('admin.manage.endDateTitle')}</DialogTitle>
        <DialogDescription>
          {t('admin.manage.endDateDescription', { name: raffle.name })}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor="new-end-date">{t('admin.manage.newEndDate')}</Label>
        <Input
          id="new-end-date"
          type="datetime-local"
          required
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={!iso || saving}>
          {t('admin.manage.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
