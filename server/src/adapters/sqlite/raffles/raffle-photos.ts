// SQL of the prize photos (docs/decisions/0014-numbers-prizes-packages.md, migration 7): the repository the photo service uses, and
// the `photos` read into every raffle the raffle repository returns, in display order. A
// database migrated only part way (some adapter tests) has no raffle_photos table: its
// raffles have no photo.
import type { Raffle, RafflePhoto } from '@rifa/shared';
import { photoUrl } from '../../../domain/raffles/index.ts';
import type { PhotoRecord, RafflePhotoRepository } from '../../../domain/ports/index.ts';
import type { Db } from '../database.ts';

const COLUMNS = 'id, raffle_id, file_key, position, width, height';
const ORDER = 'ORDER BY position, id';

function toPhoto(row: PhotoRecord): RafflePhoto {
  return {
    id: row.id,
    url: photoUrl(row.raffle_id, row.file_key, 'full'),
    thumb_url: photoUrl(row.raffle_id, row.file_key, 'thumb'),
    width: row.width,
    height: row.height,
  };
}

const hasPhotoTable = (db: Db) =>
  db
    .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'raffle_photos'`)
    .get() !== undefined;

/** `photos` on raffles read by the raffle repository. */
export function rafflePhotoSql(db: Db) {
  if (!hasPhotoTable(db)) {
    return {
      withPhotos: (raffle: Raffle): Raffle => ({ ...raffle, photos: [] }),
      allWithPhotos: (raffles: Raffle[]): Raffle[] =>
        raffles.map((raffle) => ({ ...raffle, photos: [] })),
    };
  }
  const photosOf = db.prepare(`SELECT ${COLUMNS} FROM raffle_photos WHERE raffle_id = ? ${ORDER}`);
  const allPhotos = db.prepare(
    `SELECT ${COLUMNS} FROM raffle_photos ORDER BY raffle_id, position, id`,
  );
  return {
    withPhotos: (raffle: Raffle): Raffle => ({
      ...raffle,
      photos: (photosOf.all(raffle.id) as PhotoRecord[]).map(toPhoto),
    }),
    /** Many raffles: one query for every photo row. */
    allWithPhotos(raffles: Raffle[]): Raffle[] {
      const byRaffle = new Map<number, RafflePhoto[]>();
      for (const row of allPhotos.all() as PhotoRecord[])
        byRaffle.set(row.raffle_id, [...(byRaffle.get(row.raffle_id) ?? []), toPhoto(row)]);
      return raffles.map((raffle) => ({ ...raffle, photos: byRaffle.get(raffle.id) ?? [] }));
    },
  };
}

export function createRafflePhotoRepository(db: Db): RafflePhotoRepository {
  const list = db.prepare(`SELECT ${COLUMNS} FROM raffle_photos WHERE raffle_id = ? ${ORDER}`);
  const count = db.prepare('SELECT COUNT(*) FROM raffle_photos WHERE raffle_id = ?').pluck();
  const one = db.prepare(`SELECT ${COLUMNS} FROM raffle_photos WHERE raffle_id = ? AND id = ?`);
  const byKey = db.prepare(
    `SELECT ${COLUMNS} FROM raffle_photos WHERE raffle_id = ? AND file_key = ?`,
  );
  const insert = db.prepare(
    `INSERT INTO raffle_photos (raffle_id, file_key, position, width, height, bytes,
                                thumb_width, thumb_height, thumb_bytes, created_at)
     VALUES (@raffle_id, @file_key,
             (SELECT COALESCE(MAX(position), 0) + 1 FROM raffle_photos WHERE raffle_id = @raffle_id),
             @width, @height, @bytes, @thumb_width, @thumb_height, @thumb_bytes, @created_at)`,
  );
  const byId = db.prepare(`SELECT ${COLUMNS} FROM raffle_photos WHERE id = ?`);
  const remove = db.prepare('DELETE FROM raffle_photos WHERE id = ?');

  return {
    list: (raffleId) => (list.all(raffleId) as PhotoRecord[]).map(toPhoto),
    count: (raffleId) => count.get(raffleId) as number,
    add(photo) {
      const id = insert.run({
        raffle_id: photo.raffle_id,
        file_key: photo.file_key,
        width: photo.full.width,
        height: photo.full.height,
        bytes: photo.full.bytes,
        thumb_width: photo.thumb.width,
        thumb_height: photo.thumb.height,
        thumb_bytes: photo.thumb.bytes,
        created_at: photo.created_at,
      }).lastInsertRowid;
      return toPhoto(byId.get(id) as PhotoRecord);
    },
    find: (raffleId, photoId) => one.get(raffleId, photoId) as PhotoRecord | undefined,
    findByKey: (raffleId, fileKey) => byKey.get(raffleId, fileKey) as PhotoRecord | undefined,
    remove: (photoId) => void remove.run(photoId),
  };
}
