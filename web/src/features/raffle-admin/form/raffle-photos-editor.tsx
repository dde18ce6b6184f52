import { MAX_PHOTO_BYTES, MAX_RAFFLE_PHOTOS, type RafflePhoto } from '@rifa/shared';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { t, tn } from '../../../i18n/pt-BR.ts';
import { cn } from '../../../lib/cn.ts';
import { raffleAdminApi } from '../api.ts';

type Busy = { kind: 'upload'; name: string; percent: number } | { kind: 'remove' } | null;

/**
 * docs/decisions/0014-numbers-prizes-packages.md: the admin adds and removes a raffle's prize photos. Each change is saved at once
 * (the server stores or deletes the photo), then `onChange` lets the caller read the raffle
 * again. The server decides what a file is from its bytes and refuses photos once a ticket is
 * sold or reserved; here only the size is checked first, so a 20 MB file is not sent over Tor
 * to be refused.
 */
export function RafflePhotosEditor({
  raffleId,
  photos,
  onChange,
}: {
  raffleId: number;
  photos: RafflePhoto[];
  onChange: () => void;
}) {
  const inputId = useId();
  const [busy, setBusy] = useState<Busy>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const room = MAX_RAFFLE_PHOTOS - photos.length;

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = '';
    if (files.length === 0) return;
    const problems: string[] = [];
    if (files.length > room) problems.push(tn('photos.editor.tooMany', room, { count: room }));
    for (const file of files.slice(0, room)) {
      if (file.size > MAX_PHOTO_BYTES) {
        problems.push(t('photos.editor.tooLarge', { name: file.name }));
        continue;
      }
      setBusy({ kind: 'upload', name: file.name, percent: 0 });
      try {
        await raffleAdminApi.uploadRafflePhoto(raffleId, file, (fraction) =>
          setBusy({ kind: 'upload', name: file.name, percent: Math.round(fraction * 100) }),
        );
        onChange();
      } catch (error) {
        problems.push(
          t('photos.editor.failed', {
            name: file.name,
            message: errorMessage(error, 'photos.errors.upload'),
          }),
        );
      }
    }
    setBusy(null);
    setErrors(problems);
  }

  async function remove(photo: RafflePhoto) {
    setBusy({ kind: 'remove' });
    setErrors([]);
    try {
      await raffleAdminApi.deleteRafflePhoto(raffleId, photo.id);
      onChange();
    } catch (error) {
      setErrors([errorMessage(error, 'photos.errors.delete')]);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="grid gap-3" data-testid="raffle-photos-editor">
      <p className="text-xs text-slate-600">
        {t('photos.editor.hint', { max: MAX_RAFFLE_PHOTOS })}
      </p>
      {photos.length === 0 ? (
        <p className="text-sm text-slate-600">{t('photos.editor.none')}</p>
      ) : (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {photos.map((photo, k) => (
            <li key={photo.id} className="relative">
              <img
                src={photo.thumb_url}
                width={96}
                height={96}
                alt={t('photos.show', { n: k + 1, total: photos.length })}
                loading="lazy"
                className="aspect-square w-full rounded-md bg-slate-100 object-cover"
              />
              <Button
                variant="destructive"
                size="icon"
                className="absolute right-1 top-1 size-8"
                disabled={busy !== null}
                aria-label={t('photos.editor.remove', { n: k + 1 })}
                onClick={() => void remove(photo)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}

      {busy?.kind === 'upload' && (
        <div className="grid gap-1" role="status">
          <p className="text-sm text-slate-700">
            {t('photos.editor.uploading', { name: busy.name, percent: busy.percent })}
          </p>
          <Progress value={busy.percent} max={100} aria-hidden="true" />
        </div>
      )}
      {busy?.kind === 'remove' && <Spinner label={t('photos.editor.removing')} />}

      {room > 0 ? (
        <div>
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            className="peer sr-only"
            disabled={busy !== null}
            onChange={(event) => void upload(event)}
          />
          <label
            htmlFor={inputId}
            className={cn(
              'inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50',
              'peer-focus-visible:ring-2 peer-focus-visible:ring-orange-500 peer-focus-visible:ring-offset-2',
              'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
            )}
          >
            <ImagePlus className="size-4" aria-hidden="true" />
            {t('photos.editor.add')}
          </label>
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          {t('photos.editor.full', { max: MAX_RAFFLE_PHOTOS })}
        </p>
      )}

      {errors.length > 0 && (
        <ul role="alert" className="grid gap-1 text-sm text-red-700">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
