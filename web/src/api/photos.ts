import type { RafflePhoto } from '@rifa/shared';
import { request } from './client.ts';
import { uploadFile } from './upload-file.ts';

// Prize photos (issue 14), sent with their progress (upload-file.ts).

const photosPath = (raffleId: number) => `/api/rifa/admin/${raffleId}/photos`;

/** POST the file; `onProgress` gets the fraction sent (0..1). Errors are ApiErrors in pt-BR. */
export function uploadRafflePhoto(
  raffleId: number,
  file: Blob,
  onProgress?: (fraction: number) => void,
): Promise<RafflePhoto> {
  return uploadFile<RafflePhoto>(photosPath(raffleId), file, 'photos.errors.upload', onProgress);
}

export const deleteRafflePhoto = (raffleId: number, photoId: number) =>
  request<void>('DELETE', `${photosPath(raffleId)}/${photoId}`, {
    fallback: 'photos.errors.delete',
  });
