// Migration 7 (docs/decisions/0014-numbers-prizes-packages.md): prize photos.
import type { Migration } from './migration.ts';

export const photosMigration: Migration = {
  version: 7,
  name: 'prize photos',
  // docs/decisions/0014-numbers-prizes-packages.md: the photos of a raffle, re-encoded by the server (raffle-photos.ts). The bytes
  // live in DATA_DIR/photos/<raffle_id>/<file_key>.webp (and -thumb.webp), written before the
  // row is inserted and removed after it is deleted, so a row always has its files (a crash
  // can only leave orphan files, never served). file_key is random: a URL once cached as
  // immutable never shows another photo, even over a database restored from a backup.
  // AUTOINCREMENT: photo ids are never reused either.
  sql: `
    CREATE TABLE raffle_photos (
      id           INTEGER PRIMARY KEY AUTOINCREMENT,
      raffle_id    INTEGER NOT NULL REFERENCES raffles(id),
      file_key     TEXT NOT NULL UNIQUE CHECK (length(file_key) = 32),
      position     INTEGER NOT NULL CHECK (position >= 1),
      width        INTEGER NOT NULL CHECK (width > 0),
      height       INTEGER NOT NULL CHECK (height > 0),
      bytes        INTEGER NOT NULL CHECK (bytes > 0),
      thumb_width  INTEGER NOT NULL CHECK (thumb_width > 0),
      thumb_height INTEGER NOT NULL CHECK (thumb_height > 0),
      thumb_bytes  INTEGER NOT NULL CHECK (thumb_bytes > 0),
      created_at   TEXT NOT NULL
    );
    CREATE INDEX raffle_photos_raffle ON raffle_photos(raffle_id, position);
  `,
};
