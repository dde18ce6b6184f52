// The photo rules of docs/decisions/0014-numbers-prizes-packages.md over fake ports: the file type from the bytes, the limits, when
// photos may change, files before the row (and the files dropped when the upload loses a race
// with a sale or another upload), the row before the files on delete.
import { describe, expect, it } from 'vitest';
import type { Raffle, RafflePhoto } from '@rifa/shared';
import { DomainError } from '../kernel/errors.ts';
import { sniffPhotoFormat } from './photo-format.ts';
import {
  PhotoRejectedError,
  type NewPhotoRecord,
  type PhotoFiles,
  type PhotoProcessor,
  type PhotoRecord,
  type RafflePhotoRepository,
} from '../ports/index.ts';
import { createRafflePhotos } from './raffle-photos.ts';

const NOW = new Date('2030-01-01T00:00:00Z');
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
const WEBP = new Uint8Array(
  [...'RIFF', 0, 0, 0, 0, ...'WEBPVP8 '].map((c) => (typeof c === 'string' ? c.charCodeAt(0) : c)),
);

describe('sniffPhotoFormat', () => {
  it.each([
    ['JPEG', JPEG, 'jpeg'],
    ['PNG', PNG, 'png'],
    ['WebP', WEBP, 'webp'],
    ['text', new TextEncoder().encode('foto.jpg'), null],
    ['ELF', new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), null],
    ['GIF', new TextEncoder().encode('GIF89a'), null],
    ['RIFF that is not WebP (WAV)', new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '), null],
    ['two bytes of JPEG', new Uint8Array([0xff, 0xd8]), null],
    ['nothing', new Uint8Array(0), null],
  ])('%s → %s', (_name, bytes, format) => {
    expect(sniffPhotoFormat(bytes)).toBe(format);
  });
});

function world(options: { processor?: Pick<PhotoProcessor, 'process'> } = {}) {
  const raffle = {
    id: 1,
    status: 'active',
    sold_tickets: 0,
    end_date: '2030-02-01T00:00:00Z',
  } as Raffle;
  let reserved = 0;
  const rows: PhotoRecord[] = [];
  const stored = new Set<string>();
  const log: string[] = [];
  let keys = 0;
  const toPhoto = (row: PhotoRecord): RafflePhoto => ({
    id: row.id,
    url: row.file_key,
    thumb_url: `${row.file_key}-thumb`,
    width: row.width,
    height: row.height,
  });
  const photos: RafflePhotoRepository = {
    list: () => rows.map(toPhoto),
    count: () => rows.length,
    add(photo: NewPhotoRecord) {
      log.push(`row ${photo.file_key}`);
      const row = {
        id: rows.length + 100,
        raffle_id: photo.raffle_id,
        file_key: photo.file_key,
        position: rows.length + 1,
        ...photo.full,
      };
      rows.push(row);
      return toPhoto(row);
    },
    find: (raffleId, id) => rows.find((r) => r.raffle_id === raffleId && r.id === id),
    findByKey: (raffleId, key) => rows.find((r) => r.raffle_id === raffleId && r.file_key === key),
    remove(id) {
      log.push(`delete row ${id}`);
      rows.splice(
        rows.findIndex((r) => r.id === id),
        1,
      );
    },
  };
  const files: PhotoFiles = {
    async write(_raffleId, key) {
      log.push(`files ${key}`);
      stored.add(key);
    },
    async remove(_raffleId, key) {
      log.push(`delete files ${key}`);
      stored.delete(key);
    },
    pathOf: (raffleId, key, variant) => `/data/photos/${raffleId}/${key}-${variant}`,
  };
  const image = { data: new Uint8Array([1]), width: 10, height: 10 };
  const service = createRafflePhotos({
    raffles: { find: (id) => (id === raffle.id ? raffle : undefined), reserved: () => reserved },
    photos,
    files,
    processor: options.processor ?? { process: async () => ({ full: image, thumb: image }) },
    clock: { now: () => NOW },
    newFileKey: () => `key${(keys += 1)}`,
  });
  return { service, raffle, rows, stored, log, reserve: () => (reserved += 1) };
}

async function refusal(promise: Promise<unknown>): Promise<[string, string]> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof DomainError))
    throw new Error(`expected a DomainError, got ${String(error)}`);
  return [error.code, error.message];
}

describe('adding a photo', () => {
  it('writes the files, then the row', async () => {
    const w = world();
    const photo = await w.service.add(1, JPEG);
    expect(photo.id).toBe(100);
    expect(w.log).toEqual(['files key1', 'row key1']);
  });

  it('refuses what is no JPEG, PNG or WebP before decoding it', async () => {
    const w = world();
    expect(await refusal(w.service.add(1, new TextEncoder().encode('#!/bin/sh')))).toEqual([
      'validation',
      'O arquivo não é uma foto JPEG, PNG ou WebP',
    ]);
    expect(w.log).toEqual([]);
  });

  it.each([
    ['unreadable', /corrompido ou incompleto/],
    ['too_many_pixels', /máximo de 50 megapixels/],
    ['format_mismatch', /não é uma foto/],
  ] as const)('turns the codec refusing it (%s) into a pt-BR 400', async (kind, message) => {
    const w = world({ processor: { process: () => Promise.reject(new PhotoRejectedError(kind)) } });
    const [code, text] = await refusal(w.service.add(1, PNG));
    expect(code).toBe('validation');
    expect(text).toMatch(message);
    expect(w.stored.size).toBe(0);
  });

  it('drops its files when a reservation came while it was being decoded (409)', async () => {
    let reserveDuring = () => {};
    const image = { data: new Uint8Array([1]), width: 1, height: 1 };
    const w = world({
      processor: {
        process: async () => {
          reserveDuring();
          return { full: image, thumb: image };
        },
      },
    });
    reserveDuring = w.reserve;
    expect(await refusal(w.service.add(1, WEBP))).toEqual([
      'conflict',
      'As fotos não podem mudar depois da primeira venda ou reserva',
    ]);
    expect(w.log).toEqual(['files key1', 'delete files key1']);
    expect(w.rows).toEqual([]);
  });

  it('keeps at most 6 when uploads race for the last place', async () => {
    const w = world();
    for (let k = 0; k < 5; k += 1) await w.service.add(1, JPEG);
    const results = await Promise.allSettled([w.service.add(1, JPEG), w.service.add(1, PNG)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(w.rows).toHaveLength(6);
    expect(w.stored.size).toBe(6);
  });

  it.each([
    ['cancelled', { status: 'cancelled' }, /finalizada ou cancelada/],
    ['past its end date', { end_date: '2029-12-31T00:00:00Z' }, /vendas já encerraram/],
    ['with a ticket sold', { sold_tickets: 1 }, /depois da primeira venda/],
  ] as const)('refuses a raffle %s (409)', async (_name, change, message) => {
    const w = world();
    Object.assign(w.raffle, change);
    const [code, text] = await refusal(w.service.add(1, JPEG));
    expect(code).toBe('conflict');
    expect(text).toMatch(message);
  });
});

describe('removing a photo and serving it', () => {
  it('deletes the row before the files; the file is then no longer served', async () => {
    const w = world();
    const photo = await w.service.add(1, JPEG);
    await w.service.remove(1, photo.id);
    expect(w.log.slice(2)).toEqual([`delete row ${photo.id}`, 'delete files key1']);
    expect(await refusal(w.service.remove(1, photo.id))).toEqual([
      'not_found',
      'Foto não encontrada',
    ]);
  });

  it('serves only a stored photo of that raffle, under its exact names', async () => {
    const key = 'a'.repeat(32);
    const w = world();
    w.rows.push({ id: 1, raffle_id: 1, file_key: key, position: 1, width: 1, height: 1 });
    expect(w.service.file(1, `${key}.webp`)).toEqual({
      path: `/data/photos/1/${key}-full`,
      contentType: 'image/webp',
    });
    expect(w.service.file(1, `${key}-thumb.webp`).path).toBe(`/data/photos/1/${key}-thumb`);
    for (const [raffleId, name] of [
      [2, `${key}.webp`],
      [1, `${'b'.repeat(32)}.webp`],
      [1, `${key}.jpg`],
      [1, `../${key}.webp`],
    ] as const)
      expect(() => w.service.file(raffleId, name)).toThrow('Foto não encontrada');
  });
});
