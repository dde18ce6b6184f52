// Issue 16's backup calls (admin bearer). A download needs the bearer, which a plain link
// cannot send, so the file is fetched and saved from a Blob URL: it never passes through
// another host. A restore answers 202 and the server restarts: waitForRestart polls
// /api/health until the app answers again.
import type { BackupEntry, BackupRestoreResponse, ListResponse } from '@rifa/shared';
import { api, ApiError, apiErrorFrom, request } from '../../../api/client.ts';
import { t } from '../../../i18n/pt-BR.ts';
import { getAdminApiKey, getApiBaseUrl, getToken } from '../../../lib/storage.ts';

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
  restore: (name: string, password: string) =>
    request<BackupRestoreResponse>('POST', `${path(name)}/restore`, {
      body: { password },
      fallback: 'admin.backups.restoreError',
    }),
};

/** Saves one backup under its own name. */
export async function downloadBackup(name: string): Promise<void> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const apiKey = getAdminApiKey();
  if (apiKey) headers['x-api-key'] = apiKey;
  let response: Response;
  try {
    response = await fetch(`${getApiBaseUrl()}${path(name)}/download`, { headers });
  } catch {
    throw new ApiError(t('errors.connection'), 0);
  }
  if (!response.ok) {
    const json: unknown = await response.json().catch(() => null);
    throw apiErrorFrom(response.status, json, 'admin.backups.downloadError');
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: revoke it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
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
