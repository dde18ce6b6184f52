// Issue 16's backup calls (admin bearer); a download is saved from a Blob URL
// (admin-download.ts). A restore answers 202 and the server restarts: waitForRestart polls
// /api/health until the app answers again.
import type { BackupEntry, BackupRestoreResponse, ListResponse } from '@rifa/shared';
import { downloadAdminFile } from '../../../api/admin-download.ts';
import { api, request } from '../../../api/client.ts';
import { uploadFile } from '../../../api/upload-file.ts';

const path = (name: string) => `/api/admin/backups/${encodeURIComponent(name)}`;

export const backupsApi = {
  list: async (signal?: AbortSignal) =>
    (
      await request<ListResponse<BackupEntry>>('GET', '/api/admin/backups', {
        fallback: 'admin.backups.loadError',
        signal,
      })
    ).data,
  create: () =>
    request<BackupEntry>('POST', '/api/admin/backups', { fallback: 'admin.backups.createError' }),
  /** A backup file from this computer, stored beside the others (restored like any of them). */
  upload: (file: Blob, onProgress?: (fraction: number) => void) =>
    uploadFile<BackupEntry>(
      '/api/admin/backups/upload',
      file,
      'admin.backups.uploadError',
      onProgress,
    ),
  restore: (name: string, password: string) =>
    request<BackupRestoreResponse>('POST', `${path(name)}/restore`, {
      body: { password },
      fallback: 'admin.backups.restoreError',
    }),
};

/** Saves one backup under its own name. */
export function downloadBackup(name: string): Promise<void> {
  return downloadAdminFile({
    path: `${path(name)}/download`,
    fallback: 'admin.backups.downloadError',
    filename: () => name,
  });
}

/** How the page waits for the restart; tests shorten the waits and catch the reload. */
export const restartWatch = {
  /** The old app answers a moment longer: the first look comes after it stopped listening. */
  firstPollMs: 1_500,
  pollEveryMs: 1_000,
  giveUpMs: 120_000,
  reload: () => window.location.reload(),
};

/** Resolves true once /api/health answers again, false after giveUpMs (or when aborted). */
export async function waitForRestart(signal: AbortSignal): Promise<boolean> {
  const deadline = Date.now() + restartWatch.giveUpMs;
  let wait = restartWatch.firstPollMs;
  while (!signal.aborted && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    wait = restartWatch.pollEveryMs;
    if (signal.aborted) return false;
    try {
      await api.health(signal);
      return true;
    } catch {
      // Refused or 503 while the app restarts: look again.
    }
  }
  return false;
}
