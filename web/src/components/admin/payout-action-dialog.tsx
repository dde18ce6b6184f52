import { formatNumber, formatSats, type AdminPayout, type AdminRefund } from '@rifa/shared';
import { useState, type FormEvent } from 'react';
import { api, errorMessage } from '../../api/client.ts';
import { useToast } from '../../hooks/use-toast.tsx';
import { t, type MessageKey } from '../../i18n/pt-BR.ts';
import { payoutLabel } from '../../lib/payout-text.ts';
import { Button } from '../ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog.tsx';
import { Input } from '../ui/input.tsx';
import { ConfirmFooter } from './confirm-footer.tsx';
import { Label } from '../ui/label.tsx';

/** The admin's money actions in Gerenciar (DESIGN.md §8), each confirmed in a dialog first. */
export type PayoutAction =
  | { kind: 'confirm'; payout: AdminPayout }
  | { kind: 'retry'; payout: AdminPayout }
  | { kind: 'payRefunds'; raffleId: number; raffleName: string; refunds: AdminRefund[] };

const TXID = /^[0-9a-fA-F]{64}$/;

export function PayoutActionDialog({
  action,
  onClose,
  onDone,
}: {
  action: PayoutAction | null;
  onClose(): void;
  onDone(): void;
}) {
  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {action?.kind === 'confirm' && (
          <ConfirmForm payout={action.payout} onClose={onClose} onDone={onDone} />
        )}
        {action?.kind === 'retry' && (
          <RetryForm payout={action.payout} onClose={onClose} onDone={onDone} />
        )}
        {action?.kind === 'payRefunds' && (
          <PayRefundsForm action={action} onClose={onClose} onDone={onDone} />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface Done {
  onClose(): void;
  onDone(): void;
}

/** Runs a money call: a toast naming the resulting payout state, or the server's error. */
function useMoneyCall(onDone: () => void) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async (
    call: () => Promise<AdminPayout>,
    titles: { sent: MessageKey; other: MessageKey },
  ) => {
    setBusy(true);
    try {
      const payout = await call();
      const sent = payout.status === 'sent' || payout.status === 'manual';
      const bad = payout.status === 'failed' || payout.status === 'unknown';
      toast({
        title: t(sent ? titles.sent : titles.other),
        description: t('toast.payoutStatus.description', { status: t(payoutLabel(payout.status)) }),
        variant: sent ? 'success' : bad ? 'destructive' : 'default',
      });
      onDone();
    } catch (error) {
      toast({
        title: t('toast.payoutError.title'),
        description: errorMessage(error),
        variant: 'destructive',
      });
      setBusy(false);
    }
  };
  return { busy, run };
}

function ConfirmForm({ payout, onClose, onDone }: { payout: AdminPayout } & Done) {
  const { busy, run } = useMoneyCall(onDone);
  const [txid, setTxid] = useState('');
  const trimmed = txid.trim();
  const invalid = trimmed !== '' && !TXID.test(trimmed);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid || busy) return;
    void run(
      () => api.confirmPayout(payout.id, trimmed === '' ? undefined : trimmed.toLowerCase()),
      {
        sent: 'toast.payoutConfirmed.title',
        other: 'toast.payoutConfirmed.title',
      },
    );
  };

  return (
    <form className="grid gap-4" onSubmit={onSubmit}>
      <DialogHeader>
        <DialogTitle>{t('admin.payouts.confirmTitle')}</DialogTitle>
        <DialogDescription>
          {t('admin.payouts.confirmText', {
            label: payout.label,
            amount: formatSats(payout.amount),
          })}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor="payout-txid">{t('admin.payouts.txidLabel')}</Label>
        <Input
          id="payout-txid"
          value={txid}
          onChange={(e) => setTxid(e.target.value)}
          className="font-mono"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid}
          aria-describedby="payout-txid-help"
        />
        <p
          id="payout-txid-help"
          className={invalid ? 'text-xs text-red-700' : 'text-xs text-slate-600'}
        >
          {invalid ? t('admin.payouts.txidInvalid') : t('admin.payouts.txidHelp')}
        </p>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('admin.manage.keep')}
        </Button>
        <Button type="submit" disabled={invalid || busy}>
          {t('admin.payouts.confirmSubmit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function RetryForm({ payout, onClose, onDone }: { payout: AdminPayout } & Done) {
  const { busy, run } = useMoneyCall(onDone);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('admin.payouts.retryTitle')}</DialogTitle>
        <DialogDescription>
          {t('admin.payouts.retryText', { amount: formatSats(payout.amount), label: payout.label })}
        </DialogDescription>
      </DialogHeader>
      {payout.status === 'unknown' && (
        <p
          role="note"
          className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
        >
          {t('admin.payouts.retryUnknown')}
        </p>
      )}
      <ConfirmFooter
        onCancel={onClose}
        busy={busy}
        onConfirm={() =>
          void run(() => api.retryPayout(payout.id), {
            sent: 'toast.payoutSent.title',
            other: 'toast.payoutRetried.title',
          })
        }
      >
        {t('admin.payouts.retrySubmit')}
      </ConfirmFooter>
    </>
  );
}

function PayRefundsForm({
  action,
  onClose,
  onDone,
}: { action: Extract<PayoutAction, { kind: 'payRefunds' }> } & Done) {
  const { busy, run } = useMoneyCall(onDone);
  const amount = action.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  const addresses = new Set(action.refunds.map((refund) => refund.address)).size;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('admin.refunds.payTitle')}</DialogTitle>
        <DialogDescription>
          {t('admin.refunds.payText', {
            amount: formatSats(amount),
            name: action.raffleName,
            count: formatNumber(addresses),
          })}
        </DialogDescription>
      </DialogHeader>
      <ConfirmFooter
        onCancel={onClose}
        busy={busy}
        onConfirm={() =>
          void run(() => api.payRefunds(action.raffleId), {
            sent: 'toast.refundsSent.title',
            other: 'toast.refundsQueued.title',
          })
        }
      >
        {t('admin.refunds.paySubmit')}
      </ConfirmFooter>
    </>
  );
}
