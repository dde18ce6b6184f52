// An admin file (CSV export, backup) fetched with the admin's bearer or API key — which a
// plain link cannot send — and saved from a Blob URL; a refusal becomes the ApiError with the
// server's pt-BR message, as for every other call.
import { t, type MessageKey } from '../i18n/pt-BR.ts';
import { saveBlob } from '../lib/download-json.ts';
import { getAdminApiKey, getApiBaseUrl, getToken } from '../lib/storage.ts';
import { ApiError, apiErrorFrom } from './client.ts';

interface AdminDownload {
  path: string;
  accept?: string;
  /** The error's text when the server gives none. */
  fallback: MessageKey;
  /** The saved file's name, from the response (its Content-Disposition) or fixed. */
  filename: (response: Response) => string;
}

export async function downloadAdminFile(download: AdminDownload): Promise<void> {
  const headers: Record<string, string> = {};
  if (download.accept) headers.Accept = download.accept;
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const apiKey = getAdminApiKey();
  if (apiKey) headers['x-api-key'] = apiKey;
  let response: Response;
  try {
    response = await fetch(`${getApiBaseUrl()}${download.path}`, { headers });
  } catch {
    throw new ApiError(t('errors.connection'), 0);
  }
  if (!response.ok) {
    const json: unknown = await response.json().catch(() => null);
    throw apiErrorFrom(response.status, json, download.fallback);
  }
  saveBlob(download.filename(response), await response.blob());
}
