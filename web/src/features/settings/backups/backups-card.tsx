import { formatDateTime, type BackupEntry } from '@rifa/shared';
import { ArchiveRestore, DatabaseBackup, Download, Upload, type LucideIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { Loaded } from '../../../components/load-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useAsync } from '../../../hooks/use-async.ts';
import { useToast } from '../../../hooks/use-toast.tsx';
import { t } from '../../../i18n/pt-BR.ts';
import { backupsApi } from '../api.ts';
import { RestoreBackupDialog } from './restore-backup-dialog.tsx';
import { WideCard } from '../wide-card.tsx';

const sizeFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** 1536 → '1,5 KB', 3_400_000 → '3,2 MB' (powers of 1024, as file managers show them). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${sizeFormat.format(value)} ${units[unit]}`;
}

/**
 * 'Backups' (docs/decisions/0016-operator-cockpit-release.md): the copies of the database in DATA_DIR/backups, newest first, with
 * 'Baixar', 'Restaurar' (admin password; the app restarts), 'Fazer backup agora' and 'Enviar
 * backup' (a file from this computer joins the list, to be restored like the others).
 */
export function BackupsCard() {
  const backups = useAsync((signal) => backupsApi.list(signal));
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [restoring, setRestoring] = useState<BackupEntry | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = async (file: File) => {
    setUploading(0);
    try {
      await backupsApi.upload(file, (fraction) => setUploading(Math.round(fraction * 100)));
      toast({ title: t('admin.backups.uploaded'), variant: 'success' });
      backups.reload();
    } catch (error) {
      toast({
        title: t('admin.backups.uploadError'),
        description: errorMessage(error, 'admin.backups.uploadError'),
        variant: 'destructive',
      });
    }
    setUploading(null);
  };

  const create = async () => {
    setCreating(true);
    try {
      await backupsApi.create();
      toast({ title: t('admin.backups.created'), variant: 'success' });
      backups.reload();
    } catch (error) {
      toast({
        title: t('admin.backups.createError'),
        description: errorMessage(error, 'admin.backups.createError'),
        variant: 'destructive',
      });
    }
    setCreating(false);
  };

  const download = (entry: BackupEntry) => {
    backupsApi.download(entry.name).catch((error: unknown) =>
      toast({
        title: t('admin.backups.downloadError'),
        description: errorMessage(error, 'admin.backups.downloadError'),
        variant: 'destructive',
      }),
    );
  };

  return (
    <WideCard
      data-testid="backups-card"
      title={t('admin.backups.title')}
      description={t('admin.backups.description')}
      contentClassName="grid gap-3"
      after={
        restoring && (
          <RestoreBackupDialog
            entry={restoring}
            date={formatDateTime(restoring.created_at)}
            onClose={() => setRestoring(null)}
          />
        )
      }
    >
      <div className="flex flex-wrap gap-2">
        <Button disabled={creating} onClick={() => void create()}>
          <DatabaseBackup aria-hidden="true" />
          {creating ? t('admin.backups.creating') : t('admin.backups.createNow')}
        </Button>
        <Button
          variant="outline"
          disabled={uploading !== null}
          aria-describedby="backup-upload-help"
          onClick={() => fileInput.current?.click()}
        >
          <Upload aria-hidden="true" />
          {uploading === null
            ? t('admin.backups.upload')
            : t('admin.backups.uploading', { percent: uploading })}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".sqlite,application/vnd.sqlite3,application/x-sqlite3"
          className="hidden"
          data-testid="backup-upload-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </div>
      <p id="backup-upload-help" className="text-xs text-slate-600">
        {t('admin.backups.uploadHelp')}
      </p>
      <Loaded state={backups} fallback="admin.backups.loadError">
        {(entries) =>
          entries.length === 0 ? (
            <p className="text-sm text-slate-600">{t('admin.backups.empty')}</p>
          ) : (
            <ul aria-label={t('admin.backups.listLabel')} className="grid gap-2">
              {entries.map((entry) => (
                <BackupRow
                  key={entry.name}
                  entry={entry}
                  onDownload={() => download(entry)}
                  onRestore={() => setRestoring(entry)}
                />
              ))}
            </ul>
          )
        }
      </Loaded>
    </WideCard>
  );
}

function BackupRow({
  entry,
  onDownload,
  onRestore,
}: {
  entry: BackupEntry;
  onDownload(): void;
  onRestore(): void;
}) {
  const date = formatDateTime(entry.created_at);
  return (
    <li
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border border-slate-200 p-3"
      data-testid="backup-row"
    >
      {/* At least 14rem for the date and file name: on a phone the buttons go below them. */}
      <div className="grid min-w-0 flex-1 basis-56 gap-0.5">
        <p className="font-medium">
          {t('admin.backups.createdAt', { date })}{' '}
          {entry.safety && (
            <Badge variant="warning" title={t('admin.backups.safetyHint')}>
              {t('admin.backups.safety')}
            </Badge>
          )}
          {entry.uploaded && (
            <Badge variant="secondary" title={t('admin.backups.uploadedHint')}>
              {t('admin.backups.uploadedBadge')}
            </Badge>
          )}
        </p>
        <p className="truncate text-xs text-slate-600">
          {formatBytes(entry.size)} · <code>{entry.name}</code>
        </p>
      </div>
      <div className="flex gap-2">
        <RowAction
          icon={Download}
          label={t('admin.backups.download')}
          fullLabel={t('admin.backups.downloadLabel', { date })}
          onClick={onDownload}
        />
        <RowAction
          icon={ArchiveRestore}
          label={t('admin.backups.restore')}
          fullLabel={t('admin.backups.restoreLabel', { date })}
          onClick={onRestore}
        />
      </div>
    </li>
  );
}

/** A backup's button: its short label shown, the one naming the backup read aloud. */
function RowAction({
  icon: Icon,
  label,
  fullLabel,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  fullLabel: string;
  onClick(): void;
}) {
  return (
    <Button variant="outline" size="sm" aria-label={fullLabel} onClick={onClick}>
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );
}
