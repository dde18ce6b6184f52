// What an uploaded photo is, decided by its first bytes — never by its name or Content-Type
// (docs/decisions/0014-numbers-prizes-packages.md) — and where a stored photo is served from.
import type { PhotoFormat, PhotoVariant } from '../ports/index.ts';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, k) => bytes[at + k] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

// JPEG: SOI then a marker (FF D8 FF). PNG: its 8-byte signature. WebP: a RIFF container
// whose form type, at offset 8, is 'WEBP'.
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

/** The photo format `bytes` start with, or null (text, an executable, a GIF, a PDF…). */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  return null;
}

/**
 * The most pixels a photo may have (width × height of the upload): checked from the header
 * before decoding, so a small file that inflates to gigabytes (a decompression bomb) is refused
 * without being decoded. 50 MP is above any phone camera's ordinary JPEG.
 */
export const MAX_PHOTO_MEGAPIXELS = 50;
export const MAX_PHOTO_PIXELS = MAX_PHOTO_MEGAPIXELS * 1_000_000;

/** The stored sizes (longest side, pixels): the page's photo and the thumbnail. */
export const PHOTO_FULL_SIDE = 1600;
export const PHOTO_THUMB_SIDE = 480;

/** 128 random bits in hex: the file name of a stored photo (adapters/sqlite/migrations/0007-photos.ts). */
export const FILE_KEY = /^[0-9a-f]{32}$/;

const SUFFIX: Record<PhotoVariant, string> = { full: '.webp', thumb: '-thumb.webp' };

/** The file name of one size of a photo, e.g. '<key>-thumb.webp'. */
export function photoFileName(fileKey: string, variant: PhotoVariant): string {
  return `${fileKey}${SUFFIX[variant]}`;
}

/** The path a photo is served from, on our own origin (no third-party host, Tor users). */
export function photoUrl(raffleId: number, fileKey: string, variant: PhotoVariant): string {
  return `/media/rifa/${raffleId}/${photoFileName(fileKey, variant)}`;
}

/** The key and size named by a served file name, or null for any other name. */
export function parsePhotoFileName(
  name: string,
): { fileKey: string; variant: PhotoVariant } | null {
  const match = /^([0-9a-f]{32})(-thumb)?\.webp$/.exec(name);
  if (!match) return null;
  return { fileKey: match[1]!, variant: match[2] ? 'thumb' : 'full' };
}
