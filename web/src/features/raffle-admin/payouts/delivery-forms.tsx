import {
  DELIVERY_NOTE_MAX,
  REFUND_CLOSE_REASON_MAX,
  formatSats,
  type AdminDelivery,
  type AdminRefund,
} from '@rifa/shared';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { DialogForm } from '../../../components/dialog-form.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { t } from '../../../i18n/pt-BR.ts';
import { ConfirmStep, useAdminCall } from '../action-dialog.tsx';
import { raffleAdminApi } from '../api.ts';

// The operator's steps of a physical prize and the closing of a refund nobody can receive
// (docs/protocols/prize-delivery.md), each confirmed in a dialog; the server validates and
// repeats nothing twice.

interface Done {
  onClose(): void;
  onDone(): void;
}

function useDeliveryCall(onDone: () => void) {
  const { busy, run } = useAdminCall(onDone);
  const send = (call: () => Promise<unknown>) =>
    run(
      call,
      () => ({ title: t('toast.deliveryUpdated.title'), variant: 'success' }),
      (error) => ({
        title: t('toast.deliveryError.title'),
        description: errorMessage(error),
        variant: 'destructive',
      }),
    );
  return { busy, send };
}

/** 'Marcar como enviado' with the optional note (required when the winner gave no contact). */
export function ShipForm({ delivery, onClose, onDone }: { delivery: AdminDelivery } & Done) {
  const { busy, send } = useDeliveryCall(onDone);
  const [note, setNote] = useState(delivery.tracking ?? '');
  const trimmed = note.trim();
  const required = delivery.contact === null;
  const ready = !busy && trimmed.length <= DELIVERY_NOTE_MAX && (!required || trimmed !== '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    void send(() => raffleAdminApi.markShipped(delivery.raffle_id, delivery.position, trimmed));
  };
  return (
    <DialogForm
      title={t('admin.deliveries.shipTitle')}
      description={t('admin.deliveries.shipText', {
        prize: delivery.description,
        name: delivery.raffle_name,
      })}
      onSubmit={onSubmit}
      onCancel={onClose}
      cancelLabel={t('admin.manage.keep')}
      submitLabel={t('admin.deliveries.shipSubmit')}
      submitDisabled={!ready}
      noValidate
    >
      <TextareaField
        id="delivery-note"
        label={t(required ? 'admin.deliveries.noteRequired' : 'admin.deliveries.note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        rows={3}
        maxLength={DELIVERY_NOTE_MAX}
        help={t('admin.deliveries.noteHelp')}
      />
    </DialogForm>
  );
}

export function DeliverForm({ delivery, onClose, onDone }: { delivery: AdminDelivery } & Done) {
  const { busy, send } = useDeliveryCall(onDone);
  return (
    <ConfirmStep
      title={t('admin.deliveries.deliverTitle')}
      description={t('admin.deliveries.deliverText', {
        prize: delivery.description,
        name: delivery.raffle_name,
      })}
      confirmLabel={t('admin.deliveries.deliverSubmit')}
      onCancel={onClose}
      busy={busy}
      onConfirm={() =>
        void send(() => raffleAdminApi.markDelivered(delivery.raffle_id, delivery.position))
      }
    />
  );
}

/** 'Encerrar': the refund stops being owed, with a reason the buyer sees. */
export function CloseRefundForm({ refund, onClose, onDone }: { refund: AdminRefund } & Done) {
  const { busy, run } = useAdminCall(onDone);
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const ready = !busy && trimmed.length >= 3 && trimmed.length <= REFUND_CLOSE_REASON_MAX;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    void run(
      () => raffleAdminApi.closeRefund(refund.id, trimmed),
      () => ({ title: t('toast.refundClosed.title'), variant: 'success' }),
      (error) => ({
        title: t('toast.refundCloseError.title'),
        description: errorMessage(error),
        variant: 'destructive',
      }),
    );
  };
  return (
    <DialogForm
      title={t('admin.refunds.closeTitle')}
      description={t('admin.refunds.closeText', {
        amount: formatSats(refund.amount),
        buyer: refund.user_name,
      })}
      onSubmit={onSubmit}
      onCancel={onClose}
      cancelLabel={t('admin.manage.keep')}
      submitLabel={t('admin.refunds.closeSubmit')}
      submitDisabled={!ready}
      noValidate
    >
      <TextareaField
        id="refund-close-reason"
        label={t('admin.refunds.closeReason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        rows={2}
        maxLength={REFUND_CLOSE_REASON_MAX}
        help={t('admin.refunds.closeReasonHelp')}
      />
    </DialogForm>
  );
}
