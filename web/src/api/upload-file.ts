// A file's bytes POSTed as they are (the server decides what they are from their content),
// with the admin's bearer or API key, through XMLHttpRequest: the one browser API that reports
// upload progress — a 5 MB photo or a database backup over Tor takes a while.
import { t, type MessageKey } from '../i18n/pt-BR.ts';
import { getAdminApiKey, getApiBaseUrl, getToken } from '../lib/storage.ts';
import { ApiError, apiErrorFrom } from './client.ts';

/** Resolves with the 201's JSON; `onProgress` gets the fraction sent (0..1). */
export function uploadFile<T>(
  path: string,
  file: Blob,
  fallback: MessageKey,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${getApiBaseUrl()}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const apiKey = getAdminApiKey();
    if (apiKey) xhr.setRequestHeader('x-api-key', apiKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(t('errors.connection'), 0));
    xhr.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        // A proxy's HTML page: its 413 still means the file is too large.
        reject(new ApiError(xhr.status === 413 ? t(fallback) : t('errors.connection'), xhr.status));
        return;
      }
      if (xhr.status === 201) resolve(json as T);
      else reject(apiErrorFrom(xhr.status, json, fallback));
    };
    xhr.send(file);
  });
}
