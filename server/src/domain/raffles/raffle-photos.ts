// Prize photos (docs/decisions/0014-numbers-prizes-packages.md): the admin uploads JPEG, PNG or WebP files of up to MAX_PHOTO_BYTES,
// at most MAX_RAFFLE_PHOTOS per raffle. What a file is comes from its bytes (photo-format.ts,
// then a full decode), never from its name or Content-Type; the stored photo is re-encoded
// upright with no metadata (EXIF, GPS, ICC, XMP) in two sizes.
//
// When photos may change: like the prizes they show, only while the raffle is active, its
// sales open and nothing sold or reserved — buyers bought what they saw.
//
// Crash safety: files first (written under a temp name, then renamed), then the row; on
// delete the row first, then the files. A crash leaves at most orphan files, which are never
// served (serving looks the row up) and cost only disk.
import { MAX_PHOTO_BYTES, MAX_RAFFLE_PHOTOS, type RafflePhoto } from '@rifa/shared';
import { conflict, invalid, notFound } from '../kernel/errors.ts';
import { MAX_PHOTO_MEGAPIXELS, parsePhotoFileName, sniffPhotoFormat } from './photo-format.ts';
import {
  PhotoRejectedError,
  type Clock,
  type PhotoFiles,
  type PhotoProcessor,
  type PhotoRejection,
  type RafflePhotoRepository,
  type RaffleRepository,
} from '../ports/index.ts';

export interface RafflePhotosDeps {
  raffles: Pick<RaffleRepository, 'find' | 'reserved'>;
  photos: RafflePhotoRepository;
  files: PhotoFiles;
  processor: Pick<PhotoProcessor, 'process'>;
  clock: Clock;
  /** A new random file key (FILE_KEY: 32 hex characters). */
  newFileKey: () => string;
}

const NOT_A_PHOTO = 'O arquivo não é uma foto JPEG, PNG ou WebP';

const REJECTIONS: Record<PhotoRejection, string> = {
  unreadable: 'Não foi possível ler a foto: o arquivo está corrompido ou incompleto',
  too_many_pixels: `A foto tem resolução grande demais (máximo de ${MAX_PHOTO_MEGAPIXELS} megapixels)`,
  format_mismatch: NOT_A_PHOTO,
};

/** A file served to the browser: where it is and what it is. */
export interface ServedPhotoFile {
  path: string;
  contentType: string;
}

export function createRafflePhotos(deps: RafflePhotosDeps) {
  const { raffles, photos, files, clock } = deps;

  /** Throws unless the raffle's photos may change now (see the rule at the top). */
  function checkEditable(raffleId: number): void {
    const raffle = raffles.find(raffleId);
    if (!raffle) throw notFound('Rifa não encontrada');
    if (raffle.status !== 'active')
      throw conflict('As fotos de uma rifa finalizada ou cancelada não podem mudar');
    if (new Date(raffle.end_date).getTime() <= clock.now().getTime())
      throw conflict('As vendas já encerraram: as fotos não podem mais mudar');
    if (raffle.sold_tickets + raffles.reserved(raffleId) > 0)
      throw conflict('As fotos não podem mudar depois da primeira venda ou reserva');
  }

  function checkRoom(raffleId: number): void {
    if (photos.count(raffleId) >= MAX_RAFFLE_PHOTOS)
      throw conflict(`Uma rifa pode ter no máximo ${MAX_RAFFLE_PHOTOS} fotos`);
  }

  return {
    list: (raffleId: number): RafflePhoto[] => photos.list(raffleId),

    /** Stores an uploaded photo (the raw request body) as the raffle's last one. */
    async add(raffleId: number, body: unknown): Promise<RafflePhoto> {
      checkEditable(raffleId);
      checkRoom(raffleId);
      const bytes = body instanceof Uint8Array ? body : new Uint8Array(0);
      if (bytes.length === 0)
        throw invalid('Envie a foto (JPEG, PNG ou WebP) no corpo da requisição');
      if (bytes.length > MAX_PHOTO_BYTES) throw invalid('A foto deve ter no máximo 5 MB');
      const format = sniffPhotoFormat(bytes);
      if (!format) throw invalid(NOT_A_PHOTO);

      let processed;
      try {
        processed = await deps.processor.process(bytes, format);
      } catch (error) {
        if (error instanceof PhotoRejectedError) throw invalid(REJECTIONS[error.kind]);
        throw error;
      }
      const fileKey = deps.newFileKey();
      await files.write(raffleId, fileKey, processed);
      // Checked again after the awaits, right before the insert with nothing awaited between
      // (one connection, one thread): a sale or another upload that came meanwhile wins.
      try {
        checkEditable(raffleId);
        checkRoom(raffleId);
      } catch (error) {
        await files.remove(raffleId, fileKey);
        throw error;
      }
      return photos.add({
        raffle_id: raffleId,
        file_key: fileKey,
        full: {
          width: processed.full.width,
          height: processed.full.height,
          bytes: processed.full.data.length,
        },
        thumb: {
          width: processed.thumb.width,
          height: processed.thumb.height,
          bytes: processed.thumb.data.length,
        },
        created_at: clock.now().toISOString(),
      });
    },

    async remove(raffleId: number, photoId: number): Promise<void> {
      checkEditable(raffleId);
      const photo = photos.find(raffleId, photoId);
      if (!photo) throw notFound('Foto não encontrada');
      photos.remove(photo.id);
      // The row is gone, so the photo is no longer listed nor served; a file left behind by
      // a failing disk is an orphan (see the top), not a reason to answer an error.
      await files.remove(raffleId, photo.file_key).catch(() => undefined);
    },

    /** The file behind /media/rifa/<raffleId>/<name>, if that photo exists. */
    file(raffleId: number, name: string): ServedPhotoFile {
      const parsed = parsePhotoFileName(name);
      const photo = parsed && photos.findByKey(raffleId, parsed.fileKey);
      if (!parsed || !photo) throw notFound('Foto não encontrada');
      return {
        path: files.pathOf(raffleId, photo.file_key, parsed.variant),
        contentType: 'image/webp',
      };
    },
  };
}

export type RafflePhotos = ReturnType<typeof createRafflePhotos>;
