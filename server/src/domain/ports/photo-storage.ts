// Prize photos (docs/decisions/0014-numbers-prizes-packages.md): their rows, their files under DATA_DIR and the image codec. The
// domain (raffle-photos.ts) decides what is accepted; these only store and transform.
import type { RafflePhoto } from '@rifa/shared';
import { PortError } from './port-error.ts';

/** The formats accepted on upload, recognised by their first bytes (photo-format.ts). */
export type PhotoFormat = 'jpeg' | 'png' | 'webp';

/** One stored size of a photo: 'full' (longest side ≤ 1600) or 'thumb' (≤ 480). */
export type PhotoVariant = 'full' | 'thumb';

export interface EncodedImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** What the codec makes of an upload: both sizes, re-encoded, with no metadata left. */
export interface ProcessedPhoto {
  full: EncodedImage;
  thumb: EncodedImage;
}

/** Why the codec refused an upload that passed the magic-byte check. */
export type PhotoRejection = 'unreadable' | 'too_many_pixels' | 'format_mismatch';

export class PhotoRejectedError extends PortError<PhotoRejection> {
  constructor(kind: PhotoRejection) {
    super(kind, `photo rejected: ${kind}`);
    this.name = 'PhotoRejectedError';
  }
}

export interface PhotoProcessor {
  /**
   * Decodes `bytes` as `format` (anything else, a truncated file or more than the pixel limit:
   * PhotoRejectedError), turns it upright from its EXIF orientation, drops all metadata and
   * encodes both sizes.
   */
  process(bytes: Uint8Array, format: PhotoFormat): Promise<ProcessedPhoto>;
  /**
   * A stored thumbnail as a small JPEG (longest side ≤ 128, about 5 kB): what an LNURL wallet
   * may show beside the raffle's name (docs/protocols/lnurl.md#pay-request allows JPEG or PNG only).
   */
  walletThumbnail(webp: Uint8Array): Promise<Uint8Array>;
}

/** A photo row as stored. */
export interface PhotoRecord {
  id: number;
  raffle_id: number;
  file_key: string;
  position: number;
  width: number;
  height: number;
}

export interface NewPhotoRecord {
  raffle_id: number;
  file_key: string;
  full: { width: number; height: number; bytes: number };
  thumb: { width: number; height: number; bytes: number };
  created_at: string;
}

export interface RafflePhotoRepository {
  /** A raffle's photos in display order. */
  list(raffleId: number): RafflePhoto[];
  count(raffleId: number): number;
  /** Appends a photo after the raffle's last one. */
  add(photo: NewPhotoRecord): RafflePhoto;
  find(raffleId: number, photoId: number): PhotoRecord | undefined;
  findByKey(raffleId: number, fileKey: string): PhotoRecord | undefined;
  remove(photoId: number): void;
}

export interface PhotoFiles {
  /** Writes both sizes durably (temp file, fsync, rename), private to the app's user. */
  write(raffleId: number, fileKey: string, photo: ProcessedPhoto): Promise<void>;
  /** Removes both sizes; a missing file is not an error. */
  remove(raffleId: number, fileKey: string): Promise<void>;
  /** The absolute path of one size, for sending it (it may not exist). */
  pathOf(raffleId: number, fileKey: string, variant: PhotoVariant): string;
}
