// The PhotoProcessor port over sharp (libvips, prebuilt for linux x64 and arm64): decodes an
// upload, turns it upright from its EXIF orientation and encodes the two stored sizes as
// WebP. WebP: at the same visual quality about a third smaller than JPEG — what matters over
// Tor — with alpha for PNGs, and shown by every browser still in use (Safari since 14).
// sharp writes no metadata unless asked: EXIF (GPS included), ICC (pixels converted to sRGB
// first), XMP and IPTC are all dropped.
import type { Metadata } from 'sharp';
import { MAX_PHOTO_PIXELS, PHOTO_FULL_SIDE, PHOTO_THUMB_SIDE } from '../../domain/raffles/index.ts';
import {
  PhotoRejectedError,
  type EncodedImage,
  type PhotoFormat,
  type PhotoProcessor,
  type ProcessedPhoto,
} from '../../domain/ports/index.ts';

type Sharp = (typeof import('sharp'))['default'];

const QUALITY = { full: 80, thumb: 75 } as const;

export function createSharpPhotoProcessor(): PhotoProcessor {
  // Loaded at the first upload, not at start: libvips adds ~27 MB of RSS and most processes
  // never see a photo (docs/protocols/targets.md: idle RSS under 110 MB). No cache of decoded images
  // between uploads (a few a month): memory goes back down after each one.
  /** docs/protocols/lnurl.md#pay-request: a wallet shows it small; ~5 kB keeps the answer light. */
  const WALLET_THUMB_SIDE = 128;
  let loaded: Promise<Sharp> | undefined;
  const load = () =>
    (loaded ??= import('sharp').then(({ default: sharp }) => {
      sharp.cache(false);
      return sharp;
    }));
  // One upload decoded at a time: a 50 MP photo takes some 150 MB while decoded.
  let queue: Promise<unknown> = Promise.resolve();

  async function encode(
    sharp: Sharp,
    bytes: Uint8Array,
    side: number,
    quality: number,
  ): Promise<EncodedImage> {
    // failOn 'error': a truncated or corrupt file is refused; limitInputPixels is the
    // decompression-bomb guard again, in case the header lied to metadata().
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_PHOTO_PIXELS,
      failOn: 'error',
    })
      .autoOrient()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    return { data: new Uint8Array(data), width: info.width, height: info.height };
  }

  async function processOne(bytes: Uint8Array, format: PhotoFormat): Promise<ProcessedPhoto> {
    const sharp = await load();
    // The header alone: what the file really is and how many pixels it would decode to.
    let metadata: Metadata;
    try {
      metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw new PhotoRejectedError('unreadable');
    }
    if (metadata.format !== format) throw new PhotoRejectedError('format_mismatch');
    if (!metadata.width || !metadata.height) throw new PhotoRejectedError('unreadable');
    if (metadata.width * metadata.height > MAX_PHOTO_PIXELS)
      throw new PhotoRejectedError('too_many_pixels');
    try {
      return {
        full: await encode(sharp, bytes, PHOTO_FULL_SIDE, QUALITY.full),
        thumb: await encode(sharp, bytes, PHOTO_THUMB_SIDE, QUALITY.thumb),
      };
    } catch {
      throw new PhotoRejectedError('unreadable');
    }
  }

  return {
    async walletThumbnail(webp) {
      const sharp = await load();
      const data = await sharp(webp, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
        .resize(WALLET_THUMB_SIDE, WALLET_THUMB_SIDE, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 70 })
        .toBuffer();
      return new Uint8Array(data);
    },
    process(bytes, format) {
      const result = queue.then(() => processOne(bytes, format));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}
