import type { BackupEntry } from '@rifa/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { DialogForm, DialogHeading, DialogStep } from '../../../components/dialog-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { t } from '../../../i18n/pt-BR.ts';
import { backupsApi } from '../api.ts';
import { restartWatch, waitForRestart } from './restart-watch.ts';

type Phase = 'confirm' | 'restarting' | 'slow';

/**
 * 'Restaurar' (docs/decisions/0016-operator-cockpit-release.md): asks the admin password and says what happens — the app restarts,
 * everything since the backup is replaced, a safety copy is kept. After the server's 202 it
 * shows 'Reiniciando…', polls /api/health and reloads the page once the app is back.
 */
export function RestoreBackupDialog({
  entry,
  date,
  onClose,
}: {
  entry: BackupEntry;
  /** The backup's date as the list shows it. */
  date: string;
  onClose(): void;
}) {
  const [phase, setPhase] = useState<Phase>('confirm');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (phase !== 'restarting') return;
    const controller = new AbortController();
    void waitForRestart(controller.signal).then((back) => {
      if (controller.signal.aborted) return;
      if (back) restartWatch.reload();
      else setPhase('slow');
    });
    return () => controller.abort();
  }, [phase]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (password === '') {
      setError(t('admin.backups.passwordRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await backupsApi.restore(entry.name, password);
      setPhase('restarting');
    } catch (failure) {
      setError(errorMessage(failure, 'admin.backups.restoreError'));
      setBusy(false);
    }
  };

  // Once the restore is under way the dialog stays: the page reloads from it.
  const close = () => phase === 'confirm' && !busy && onClose();
  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      {/* Past 'confirm' the dialog cannot be closed: no ✕ that would do nothing. */}
      <DialogContent hideClose={phase !== 'confirm'}>
        {phase === 'confirm' ? (
          <DialogForm
            title={t('admin.backups.restoreTitle', { date })}
            description={t('admin.backups.restoreDescription')}
            onCancel={close}
            onSubmit={(event) => void onSubmit(event)}
            submitLabel={busy ? t('admin.backups.restoring') : t('admin.backups.confirmRestore')}
            submitDisabled={busy}
            noValidate
          >
            <FormField
              id="restore-password"
              type="password"
              label={t('admin.backups.password')}
              help={t('admin.backups.passwordHelp')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              {...(error ? { error } : {})}
            />
          </DialogForm>
        ) : phase === 'restarting' ? (
          <div aria-live="polite" className="grid justify-items-center gap-3 py-4 text-center">
            <DialogHeading
              title={t('admin.backups.restartingTitle')}
              description={t('admin.backups.restartingText')}
            />
            <Spinner />
          </div>
        ) : (
          <DialogStep
            title={t('admin.backups.restartSlowTitle')}
            description={t('admin.backups.restartSlowText')}
            onCancel={() => setPhase('restarting')}
            cancelLabel={t('common.retry')}
            action={
              <Button onClick={() => restartWatch.reload()}>{t('admin.backups.reloadPage')}</Button>
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
