// Issue 16's admin calls beside the main client (client.ts): the Painel, and the per-raffle
// CSV exports. An export needs the admin's bearer or API key, which a plain link cannot send,
// so it is fetched and saved from a Blob URL: the file never passes through another host.
import type { ExportKind, Painel } from '@rifa/shared';
import { ApiError, apiErrorFrom, request } from '../../../api/client.ts';
import { t } from '../../../i18n/pt-BR.ts';
import { getAdminApiKey, getApiBaseUrl, getToken } from '../../../lib/storage.ts';

export const painelApi = {
  get: (signal?: AbortSignal) =>
    request<Painel>('GET', '/api/admin/painel', { fallback: 'errors.painel', signal }),
};

/** 'attachment; filename="rifa-7-compras.csv"' → 'rifa-7-compras.csv'. */
function filenameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Downloads one raffle's export (admin), saved under the name the server gives it. */
export async function downloadRaffleCsv(raffleId: number, kind: ExportKind): Promise<void> {
  const headers: Record<string, string> = { Accept: 'text/csv' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const apiKey = getAdminApiKey();
  if (apiKey) headers['x-api-key'] = apiKey;
  let response: Response;
  try {
    response = await fetch(`${getApiBaseUrl()}/api/admin/rifa/${raffleId}/export/${kind}.csv`, {
      headers,
    });
  } catch {
    throw new ApiError(t('errors.connection'), 0);
  }
  if (!response.ok) {
    const json: unknown = await response.json().catch(() => null);
    throw apiErrorFrom(response.status, json, 'admin.export.failed');
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filenameOf(response.headers.get('Content-Disposition'), `rifa-${raffleId}.csv`);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: revoke it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
