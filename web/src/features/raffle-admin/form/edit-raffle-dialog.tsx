import type { Raffle } from '@rifa/shared';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogHeading } from '../../../components/dialog-form.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { FieldMessage } from '../../../components/ui/label.tsx';
import { useAsync } from '../../../hooks/use-async.ts';
import { t, type MessageKey } from '../../../i18n/pt-BR.ts';
import { rafflesApi } from '../../raffles/index.ts';
import { useAdminCall } from '../action-dialog.tsx';
import { raffleAdminApi } from '../api.ts';
import { EditRaffleFields, EditRaffleTexts, type EditLocks } from './edit-raffle-fields.tsx';
import {
  committedTickets,
  editValuesFrom,
  raffleUpdatePayload,
  type RaffleEditValues,
} from './raffle-edit.ts';
import { RafflePhotosEditor } from './raffle-photos-editor.tsx';

const FORM_ID = 'edit-raffle-form';

/**
 * Gerenciar → 'Editar' (docs/decisions/0014-numbers-prizes-packages.md): every field PUT /api/rifa/:id takes, sending only what
 * changed; what the server would refuse now is shown disabled with its reason. Photos are
 * saved by their own editor as soon as they are added or removed.
 */
export function EditRaffleDialog({
  raffle,
  onClose,
  onDone,
}: {
  raffle: Raffle | null;
  onClose(): void;
  onDone(): void;
}) {
  return (
    <Dialog open={raffle !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl" data-testid="edit-raffle-dialog">
        {raffle && (
          <EditRaffleForm key={raffle.id} raffle={raffle} onClose={onClose} onDone={onDone} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EditRaffleForm({
  raffle,
  onClose,
  onDone,
}: {
  raffle: Raffle;
  onClose(): void;
  onDone(): void;
}) {
  const [values, setValues] = useState(() => editValuesFrom(raffle));
  // The photos as stored now: re-read after the photo editor saved a change.
  const detail = useAsync((signal) => rafflesApi.getRaffle(raffle.id, signal), raffle.id);
  const photos = detail.data?.photos ?? raffle.photos ?? [];
  const { busy, run } = useAdminCall(onDone);
  const locks: EditLocks = {
    salesClosed: new Date(raffle.end_date).getTime() <= Date.now(),
    committed: committedTickets(raffle),
  };
  // Photos change like the prizes they show (server/src/domain/raffles/raffle-photos.ts).
  const photosLock: MessageKey | null = locks.salesClosed
    ? 'admin.edit.photosClosed'
    : locks.committed > 0
      ? 'admin.edit.photosLocked'
      : null;
  const payload = raffleUpdatePayload(raffle, values);
  const changed = payload !== null && Object.keys(payload).length > 0;
  const set = <K extends keyof RaffleEditValues>(key: K, value: RaffleEditValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!payload || !changed || busy) return;
    void run(
      () => raffleAdminApi.updateRaffle(raffle.id, payload),
      () => ({ title: t('toast.raffleUpdated.title'), variant: 'success' }),
      (error) => ({
        title: t('toast.raffleUpdateError.title'),
        description: errorMessage(error, 'errors.updateRaffle'),
        variant: 'destructive',
      }),
    );
  };

  return (
    <>
      <DialogHeading
        title={t('admin.edit.title')}
        description={t('admin.edit.description', { name: raffle.name })}
      />
      <form
        id={FORM_ID}
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={onSubmit}
        noValidate
        data-testid={FORM_ID}
      >
        <EditRaffleFields values={values} set={set} locks={locks} />
        <EditRaffleTexts values={values} set={set} locks={locks} />
      </form>
      <section className="grid gap-2" aria-labelledby="edit-photos-title">
        <h3 id="edit-photos-title" className="text-sm font-medium text-slate-900">
          {t('admin.edit.photosTitle')}
        </h3>
        {photosLock ? (
          <FieldMessage className="text-amber-900" data-testid="edit-photos-locked">
            {t(photosLock)}
          </FieldMessage>
        ) : (
          <>
            <FieldMessage>{t('admin.edit.photosSaved')}</FieldMessage>
            <RafflePhotosEditor raffleId={raffle.id} photos={photos} onChange={detail.reload} />
          </>
        )}
      </section>
      <DialogFooter className="items-center">
        <FieldMessage role="status" className="sm:mr-auto">
          {payload === null ? t('admin.edit.invalid') : changed ? '' : t('admin.edit.noChanges')}
        </FieldMessage>
        <Button variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={FORM_ID} disabled={!changed || busy}>
          {busy ? t('admin.edit.saving') : t('admin.edit.save')}
        </Button>
      </DialogFooter>
    </>
  );
}
