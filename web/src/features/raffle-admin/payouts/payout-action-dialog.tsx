import {
  formatNumber,
  formatSats,
  type AdminDelivery,
  type AdminPayout,
  type AdminRefund,
} from '@rifa/shared';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { DialogForm } from '../../../components/dialog-form.tsx';
import { payoutLabel } from '../../../components/payouts/payout-text.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { t, type MessageKey } from '../../../i18n/pt-BR.ts';
import { ActionDialog, ConfirmStep, useAdminCall } from '../action-dialog.tsx';
import { raffleAdminApi } from '../api.ts';
import { CloseRefundForm, DeliverForm, ShipForm } from './delivery-forms.tsx';

/** The admin's money actions in Gerenciar (docs/protocols/draw.md), each confirmed in a dialog first. */
export type PayoutAction =
  | { kind: 'confirm'; payout: AdminPayout }
  | { kind: 'retry'; payout: AdminPayout }
  | { kind: 'payRefunds'; raffleId: number; raffleName: string; refunds: AdminRefund[] }
  | { kind: 'closeRefund'; refund: AdminRefund }
  | { kind: 'ship'; delivery: AdminDelivery }
  | { kind: 'deliver'; delivery: AdminDelivery };

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
    <ActionDialog open={action !== null} onClose={onClose}>
      {action?.kind === 'confirm' && (
        <ConfirmForm payout={action.payout} onClose={onClose} onDone={onDone} />
      )}
      {action?.kind === 'retry' && (
        <RetryForm payout={action.payout} onClose={onClose} onDone={onDone} />
      )}
      {action?.kind === 'payRefunds' && (
        <PayRefundsForm action={action} onClose={onClose} onDone={onDone} />
      )}
      {action?.kind === 'closeRefund' && (
        <CloseRefundForm refund={action.refund} onClose={onClose} onDone={onDone} />
      )}
      {action?.kind === 'ship' && (
        <ShipForm delivery={action.delivery} onClose={onClose} onDone={onDone} />
      )}
      {action?.kind === 'deliver' && (
        <DeliverForm delivery={action.delivery} onClose={onClose} onDone={onDone} />
      )}
    </ActionDialog>
  );
}

interface Done {
  onClose(): void;
  onDone(): void;
}

/** Runs a money call: a toast naming the resulting payout state, or the server's error. */
function useMoneyCall(onDone: () => void) {
  const { busy, run } = useAdminCall(onDone);
  const send = (
    call: () => Promise<AdminPayout>,
    titles: { sent: MessageKey; other: MessageKey },
  ) =>
    run(
      call,
      (payout) => {
        const sent = payout.status === 'sent' || payout.status === 'manual';
        const bad = payout.status === 'failed' || payout.status === 'unknown';
        return {
          title: t(sent ? titles.sent : titles.other),
          description: t('toast.payoutStatus.description', {
            status: t(payoutLabel(payout.status)),
          }),
          variant: sent ? 'success' : bad ? 'destructive' : 'default',
        };
      },
      (error) => ({
        title: t('toast.payoutError.title'),
        description: errorMessage(error),
        variant: 'destructive',
      }),
    );
  return { busy, send };
}

function ConfirmForm({ payout, onClose, onDone }: { payout: AdminPayout } & Done) {
  const { busy, send } = useMoneyCall(onDone);
  const [txid, setTxid] = useState('');
  const trimmed = txid.trim();
  const invalid = trimmed !== '' && !TXID.test(trimmed);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid || busy) return;
    void send(
      () =>
        raffleAdminApi.confirmPayout(payout.id, trimmed === '' ? undefined : trimmed.toLowerCase()),
      {
        sent: 'toast.payoutConfirmed.title',
        other: 'toast.payoutConfirmed.title',
      },
    );
  };

  return (
    <DialogForm
      title={t('admin.payouts.confirmTitle')}
      description={t('admin.payouts.confirmText', {
        label: payout.label,
        amount: formatSats(payout.amount),
      })}
      onSubmit={onSubmit}
      onCancel={onClose}
      cancelLabel={t('admin.manage.keep')}
      submitLabel={t('admin.payouts.confirmSubmit')}
      submitDisabled={invalid || busy}
    >
      <FormField
        id="payout-txid"
        label={t('admin.payouts.txidLabel')}
        value={txid}
        onChange={(e) => setTxid(e.target.value)}
        className="font-mono"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={invalid}
        aria-describedby="payout-txid-help"
      >
        <p
          id="payout-txid-help"
          className={invalid ? 'text-xs text-red-700' : 'text-xs text-slate-600'}
        >
          {invalid ? t('admin.payouts.txidInvalid') : t('admin.payouts.txidHelp')}
        </p>
      </FormField>
    </DialogForm>
  );
}

function RetryForm({ payout, onClose, onDone }: { payout: AdminPayout } & Done) {
  const { busy, send } = useMoneyCall(onDone);
  return (
    <ConfirmStep
      title={t('admin.payouts.retryTitle')}
      description={t(
        payout.method === 'lightning'
          ? 'admin.payouts.retryTextLightning'
          : 'admin.payouts.retryText',
        { amount: formatSats(payout.amount), label: payout.label },
      )}
      confirmLabel={t('admin.payouts.retrySubmit')}
      onCancel={onClose}
      busy={busy}
      onConfirm={() =>
        void send(() => raffleAdminApi.retryPayout(payout.id), {
          sent: 'toast.payoutSent.title',
          other: 'toast.payoutRetried.title',
        })
      }
    >
      {payout.status === 'unknown' && (
        <p
          role="note"
          className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
        >
          {t('admin.payouts.retryUnknown')}
        </p>
      )}
    </ConfirmStep>
  );
}

function PayRefundsForm({
  action,
  onClose,
  onDone,
}: { action: Extract<PayoutAction, { kind: 'payRefunds' }> } & Done) {
  const { busy, send } = useMoneyCall(onDone);
  const amount = action.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  const addresses = new Set(action.refunds.map((refund) => refund.address)).size;
  return (
    <ConfirmStep
      title={t('admin.refunds.payTitle')}
      description={t('admin.refunds.payText', {
        amount: formatSats(amount),
        name: action.raffleName,
        count: formatNumber(addresses),
      })}
      confirmLabel={t('admin.refunds.paySubmit')}
      onCancel={onClose}
      busy={busy}
      onConfirm={() =>
        void send(() => raffleAdminApi.payRefunds(action.raffleId), {
          sent: 'toast.refundsSent.title',
          other: 'toast.refundsQueued.title',
        })
      }
    />
  );
}
