import {
  DELIVERY_CONTACT_MAX,
  DELIVERY_CONTACT_MIN,
  formatNumber,
  type DeliveryStatus,
  type PrizeDelivery,
  type UserWin,
} from '@rifa/shared';
import { Check, Circle, MapPin } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/client.ts';
import { DialogForm } from '../../components/dialog-form.tsx';
import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { FieldMessage } from '../../components/ui/label.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { useToast } from '../../hooks/use-toast.tsx';
import { labelKeys, t, type MessageKey } from '../../i18n/pt-BR.ts';
import { participantApi } from './api.ts';

// A physical prize on the dashboard (docs/protocols/prize-delivery.md): where it is on its way,
// the contact the winner gave (private: only they and the organiser see it), and the dialog
// to give or change it until the organiser ships it.

const STATUSES = ['awaiting_contact', 'contact_given', 'shipped', 'delivered'] as const;
export const DELIVERY_LABEL: Record<DeliveryStatus, MessageKey> = labelKeys(
  'delivery.status',
  STATUSES,
);
const DELIVERY_HINT: Record<DeliveryStatus, MessageKey> = labelKeys('delivery.hint', STATUSES);
export const DELIVERY_BADGE: Record<DeliveryStatus, BadgeVariant> = {
  awaiting_contact: 'warning',
  contact_given: 'secondary',
  shipped: 'default',
  delivered: 'success',
};

/** The three steps the winner follows, each done once the delivery reached it. */
const STEPS: { key: MessageKey; reached: readonly DeliveryStatus[] }[] = [
  { key: 'delivery.step.contact', reached: ['contact_given', 'shipped', 'delivered'] },
  { key: 'delivery.step.shipped', reached: ['shipped', 'delivered'] },
  { key: 'delivery.step.delivered', reached: ['delivered'] },
];

/** The contact may change until the prize is shipped (then only through the organiser). */
export const contactEditable = (delivery: PrizeDelivery): boolean =>
  delivery.status === 'awaiting_contact' || delivery.status === 'contact_given';

export function DeliveryState({
  win,
  delivery,
  onEdit,
}: {
  win: UserWin;
  delivery: PrizeDelivery;
  onEdit(): void;
}) {
  return (
    <div className="grid gap-3" data-testid="delivery">
      <div className="grid justify-items-start gap-1">
        <Badge variant={DELIVERY_BADGE[delivery.status]} data-testid="delivery-status">
          {t(DELIVERY_LABEL[delivery.status])}
        </Badge>
        <span className="text-xs text-slate-600">{t(DELIVERY_HINT[delivery.status])}</span>
      </div>
      <ol className="grid grid-cols-3 gap-2" aria-label={t('delivery.stepsLabel')}>
        {STEPS.map((step) => {
          const done = step.reached.includes(delivery.status);
          return (
            <li
              key={step.key}
              className={
                done
                  ? 'flex items-center gap-1.5 rounded-md border border-green-200 bg-green-50 px-2 py-1.5 text-xs font-medium text-green-900'
                  : 'flex items-center gap-1.5 rounded-md border border-slate-200 bg-white px-2 py-1.5 text-xs text-slate-600'
              }
            >
              {done ? (
                <Check className="size-4 shrink-0" aria-hidden="true" />
              ) : (
                <Circle className="size-4 shrink-0" aria-hidden="true" />
              )}
              <span>
                {t(step.key)}
                <span className="sr-only">
                  {' '}
                  ({t(done ? 'delivery.step.done' : 'delivery.step.pending')})
                </span>
              </span>
            </li>
          );
        })}
      </ol>
      {delivery.contact && (
        <div className="grid gap-1">
          <p className="text-sm text-slate-500">{t('delivery.contact')}</p>
          <p className="whitespace-pre-wrap break-words text-sm" data-testid="delivery-contact">
            {delivery.contact}
          </p>
          <p className="text-xs text-slate-500">{t('delivery.private')}</p>
        </div>
      )}
      {delivery.tracking && (
        <div className="grid gap-1">
          <p className="text-sm text-slate-500">{t('delivery.tracking')}</p>
          <p className="whitespace-pre-wrap break-words text-sm" data-testid="delivery-tracking">
            {delivery.tracking}
          </p>
        </div>
      )}
      {contactEditable(delivery) ? (
        <Button
          size="sm"
          className="justify-self-start"
          variant={delivery.status === 'awaiting_contact' ? 'default' : 'outline'}
          onClick={onEdit}
          aria-label={t(
            delivery.status === 'awaiting_contact' ? 'delivery.giveFor' : 'delivery.changeFor',
            { name: win.raffle_name },
          )}
        >
          <MapPin aria-hidden="true" />
          {t(delivery.status === 'awaiting_contact' ? 'delivery.give' : 'delivery.change')}
        </Button>
      ) : (
        delivery.status === 'shipped' && (
          <p className="text-xs text-slate-600">{t('delivery.frozen')}</p>
        )
      )}
    </div>
  );
}

/** The winner's delivery contact for one physical prize. */
export function DeliveryContactDialog({
  win,
  onClose,
  onSaved,
}: {
  win: UserWin | null;
  onClose(): void;
  onSaved(): void;
}) {
  return (
    <Dialog open={win !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-testid="delivery-dialog">
        {win && (
          <ContactForm
            key={`${win.raffle_id}-${win.position}`}
            win={win}
            onClose={onClose}
            onSaved={onSaved}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ContactForm({
  win,
  onClose,
  onSaved,
}: {
  win: UserWin;
  onClose(): void;
  onSaved(): void;
}) {
  const toast = useToast();
  const [contact, setContact] = useState(win.delivery?.contact ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const length = contact.trim().length;
  const fits = length >= DELIVERY_CONTACT_MIN && length <= DELIVERY_CONTACT_MAX;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fits || busy) return;
    setBusy(true);
    setError(null);
    try {
      await participantApi.giveDeliveryContact(win.raffle_id, {
        position: win.position,
        contact,
      });
      toast({
        title: t('toast.deliveryContact.title'),
        description: t('toast.deliveryContact.description'),
        variant: 'success',
      });
      onSaved();
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, 'errors.deliveryContact'));
      setBusy(false);
    }
  };

  return (
    <DialogForm
      title={t('delivery.dialog.title')}
      description={t('delivery.dialog.description', {
        prize: win.prize_description ?? '',
        name: win.raffle_name,
      })}
      onSubmit={(event) => void onSubmit(event)}
      onCancel={onClose}
      submitLabel={busy ? t('delivery.dialog.saving') : t('delivery.dialog.submit')}
      submitDisabled={!fits || busy}
      noValidate
    >
      <TextareaField
        id="delivery-contact"
        label={t('delivery.dialog.label')}
        value={contact}
        onChange={(e) => setContact(e.target.value)}
        rows={4}
        maxLength={DELIVERY_CONTACT_MAX + 50}
        placeholder={t('delivery.dialog.placeholder')}
        aria-invalid={error || length > DELIVERY_CONTACT_MAX ? true : undefined}
        help={t('delivery.dialog.help', {
          min: formatNumber(DELIVERY_CONTACT_MIN),
          max: formatNumber(DELIVERY_CONTACT_MAX),
          used: formatNumber(length),
        })}
      />
      {error && (
        <FieldMessage id="delivery-contact-error" tone="error" role="alert">
          {error}
        </FieldMessage>
      )}
    </DialogForm>
  );
}
