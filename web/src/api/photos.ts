import type { RafflePhoto } from '@rifa/shared';
import { t } from '../i18n/pt-BR.ts';
import { getAdminApiKey, getApiBaseUrl, getToken } from '../lib/storage.ts';
import { ApiError, apiErrorFrom, request } from './client.ts';

// Prize photos (issue 14). The upload sends the file's bytes as they are (the server decides
// what they are from their content) through XMLHttpRequest, the one browser API that reports
// upload progress — a 5 MB photo over Tor takes a while.

const photosPath = (raffleId: number) => `/api/rifa/admin/${raffleId}/photos`;

/** POST the file; `onProgress` gets the fraction sent (0..1). Errors are ApiErrors in pt-BR. */
export function uploadRafflePhoto(
  raffleId: number,
  file: Blob,
  onProgress?: (fraction: number) => void,
): Promise<RafflePhoto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${getApiBaseUrl()}${photosPath(raffleId)}`);
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
        // A proxy's HTML page: its 413 still means the photo is too large.
        const message = xhr.status === 413 ? t('photos.errors.upload') : t('errors.connection');
        reject(new ApiError(message, xhr.status));
        return;
      }
      if (xhr.status === 201) resolve(json as RafflePhoto);
      else reject(apiErrorFrom(xhr.status, json, 'photos.errors.upload'));
    };
    xhr.send(file);
  });
}

export const deleteRafflePhoto = (raffleId: number, photoId: number) =>
  request<void>('DELETE', `${photosPath(raffleId)}/${photoId}`, {
    fallback: 'photos.errors.delete',
  });
