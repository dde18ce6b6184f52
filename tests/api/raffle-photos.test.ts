// docs/decisions/0014-numbers-prizes-packages.md, prize photos: POST /api/rifa/admin/:id/photos takes the raw bytes of a JPEG, PNG
// or WebP (checked by content, never by name or Content-Type) of up to 5 MB, at most 6 per
// raffle, only before the first sale; the stored files are re-encoded WebP with no metadata,
// in two sizes, private in DATA_DIR, served from /media/rifa/... with a long immutable cache;
// DELETE removes the row and the files; the raffle lists its photos in order.
import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Raffle, RafflePhoto } from '@rifa/shared';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp({ dirPrefix: 'rifa-photos-' });

/** A photo-like image (a gradient) of this size in this format. */
async function image(format: 'jpeg' | 'png' | 'webp', width = 640, height = 480) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let k = 0; k < pixels.length; k += 1) pixels[k] = (k * 7) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

const upload = (raffleId: number, bytes: Buffer | string, contentType = 'image/jpeg') =>
  t.api
    .post(`/api/rifa/admin/${raffleId}/photos`)
    .set(bearer(t.adminToken))
    .set('Content-Type', contentType)
    // The bytes as they are, whatever the type says (superagent would JSON-encode them).
    .serialize((body: unknown) => body as string)
    .send(bytes);

const remove = (raffleId: number, photoId: number) =>
  t.api.delete(`/api/rifa/admin/${raffleId}/photos/${photoId}`).set(bearer(t.adminToken));

/** GET a served file as bytes. */
const fetchFile = (url: string) =>
  t.api
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

/** The stored file behind a photo's URL (…/media/rifa/<raffle>/<name>). */
const storedFile = (url: string) => {
  const [, raffleId, name] = /^\/media\/rifa\/(\d+)\/(.+)$/.exec(url)!;
  return path.join(t.dataDir, 'photos', raffleId!, name!);
};

describe('accepted photos', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'takes a %s, answers 201 with the photo and lists it on the raffle',
    async (format) => {
      const raffle = await t.createRaffle();
      const response = await upload(raffle.id, await image(format), 'application/octet-stream');
      expect(response.status).toBe(201);
      const photo = response.body as RafflePhoto;
      expect(photo).toEqual({
        id: expect.any(Number),
        url: expect.stringMatching(new RegExp(`^/media/rifa/${raffle.id}/[0-9a-f]{32}\\.webp$`)),
        thumb_url: expect.stringMatching(/-thumb\.webp$/),
        width: 640,
        height: 480,
      });
      const read = (await t.api.get(`/api/rifa/${raffle.id}`)).body as Raffle;
      expect(read.photos).toEqual([photo]);
      const listed = ((await t.api.get('/api/rifa')).body.data as Raffle[]).find(
        (r) => r.id === raffle.id,
      );
      expect(listed?.photos).toEqual([photo]);
    },
  );

  it('decides by content, not by Content-Type: a PNG labelled JPEG or JSON is a PNG', async () => {
    const raffle = await t.createRaffle();
    expect((await upload(raffle.id, await image('png'), 'image/jpeg')).status).toBe(201);
    expect((await upload(raffle.id, await image('png'), 'application/json')).status).toBe(201);
  });

  it('shrinks to 1600 px and makes a 480 px thumbnail, both WebP, private files', async () => {
    const raffle = await t.createRaffle();
    const photo = (await upload(raffle.id, await image('jpeg', 2400, 1200))).body as RafflePhoto;
    expect([photo.width, photo.height]).toEqual([1600, 800]);
    const full = await sharp(storedFile(photo.url)).metadata();
    const thumb = await sharp(storedFile(photo.thumb_url)).metadata();
    expect([full.format, full.width, full.height]).toEqual(['webp', 1600, 800]);
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 480, 240]);
    const mode = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);
    expect(mode(path.join(t.dataDir, 'photos'))).toBe('700');
    expect(mode(path.dirname(storedFile(photo.url)))).toBe('700');
    expect(mode(storedFile(photo.url))).toBe('600');
    expect(mode(storedFile(photo.thumb_url))).toBe('600');
    // Nothing half-written is left beside them.
    expect(fs.readdirSync(path.dirname(storedFile(photo.url))).sort()).toEqual(
      [path.basename(photo.url), path.basename(photo.thumb_url)].sort(),
    );
  });

  it('strips EXIF (GPS included), ICC and XMP, and turns the photo upright first', async () => {
    const raffle = await t.createRaffle();
    // 300 × 200 pixels stored sideways: EXIF orientation 6 shows it as 200 × 300.
    const tagged = (gps: boolean) =>
      image('jpeg', 300, 200).then((bytes) =>
        sharp(bytes)
          .withExif({
            IFD0: { Make: 'Camera de Teste' },
            ...(gps ? { IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' } } : {}),
          })
          .withMetadata({ orientation: 6 })
          .withIccProfile('p3')
          .toBuffer(),
      );
    const withGps = await tagged(true);
    const sent = await sharp(withGps).metadata();
    expect(sent.exif?.includes('Camera de Teste')).toBe(true);
    expect(sent.exif!.length).toBeGreaterThan(
      (await sharp(await tagged(false)).metadata()).exif!.length,
    );
    expect(sent.orientation).toBe(6);
    expect(sent.icc).toBeDefined();

    const photo = (await upload(raffle.id, withGps)).body as RafflePhoto;
    expect([photo.width, photo.height]).toEqual([200, 300]);
    for (const url of [photo.url, photo.thumb_url]) {
      const bytes = fs.readFileSync(storedFile(url));
      const stored = await sharp(bytes).metadata();
      expect(stored.exif).toBeUndefined();
      expect(stored.icc).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect(stored.orientation).toBeUndefined();
      for (const chunk of ['EXIF', 'Exif', 'XMP ', 'ICCP', 'Camera de Teste'])
        expect(bytes.includes(chunk), chunk).toBe(false);
    }
  });
});

describe('refused uploads', () => {
  /** A PNG whose header claims `width` × `height` pixels (a decompression bomb's header). */
  async function pngClaiming(width: number, height: number) {
    const png = Buffer.from(await image('png', 8, 8));
    png.writeUInt32BE(width, 16);
    png.writeUInt32BE(height, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    return png;
  }

  it.each([
    ['a text file', Buffer.from('Olá, isto não é uma foto\n'), /não é uma foto JPEG, PNG ou WebP/],
    [
      'an executable renamed foto.jpg',
      Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(512)]),
      /não é uma foto JPEG, PNG ou WebP/,
    ],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), /não é uma foto/],
    [
      'a JPEG signature followed by garbage',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 0x41)]),
      /Não foi possível ler a foto/,
    ],
    ['an empty body', Buffer.alloc(0), /Envie a foto/],
  ])('refuses %s with a pt-BR 400', async (_name, bytes, message) => {
    const raffle = await t.createRaffle();
    const response = await upload(raffle.id, bytes, 'image/jpeg');
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(message);
    expect(((await t.api.get(`/api/rifa/${raffle.id}`)).body as Raffle).photos).toEqual([]);
  });

  it('refuses a truncated JPEG', async () => {
    const raffle = await t.createRaffle();
    const whole = await image('jpeg');
    const response = await upload(raffle.id, whole.subarray(0, whole.length / 2));
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/corrompido ou incompleto/);
  });

  it('refuses a decompression bomb (over 50 megapixels) from its header', async () => {
    const raffle = await t.createRaffle();
    const response = await upload(raffle.id, await pngClaiming(20_000, 20_000), 'image/png');
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/resolução grande demais \(máximo de 50 megapixels\)/);
  });

  it('answers 20 MB with a pt-BR 413, never a 500', async () => {
    const raffle = await t.createRaffle();
    const huge = Buffer.concat([await image('jpeg'), Buffer.alloc(20 * 1024 * 1024)]);
    const response = await upload(raffle.id, huge);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: 'A foto deve ter no máximo 5 MB' });
  });

  it('refuses the 7th photo with 409', async () => {
    const raffle = await t.createRaffle();
    const bytes = await image('webp', 64, 48);
    for (let k = 0; k < 6; k += 1) expect((await upload(raffle.id, bytes)).status).toBe(201);
    const seventh = await upload(raffle.id, bytes);
    expect(seventh.status).toBe(409);
    expect(seventh.body.error).toBe('Uma rifa pode ter no máximo 6 fotos');
  });

  it('is for admins only (401 without a token, 403 for a participant)', async () => {
    const raffle = await t.createRaffle();
    const bytes = await image('jpeg');
    const anonymous = await t.api.post(`/api/rifa/admin/${raffle.id}/photos`).send(bytes);
    expect(anonymous.status).toBe(401);
    const { token } = await t.register();
    const participant = await t.api
      .post(`/api/rifa/admin/${raffle.id}/photos`)
      .set(bearer(token))
      .set('Content-Type', 'image/jpeg')
      .send(bytes);
    expect(participant.status).toBe(403);
    expect(participant.body.error).toBe('Acesso restrito a administradores');
  });

  it('answers 404 for a raffle that does not exist', async () => {
    const response = await upload(999_999, await image('jpeg'));
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('Rifa não encontrada');
  });

  it('changes nothing once a ticket is reserved: buyers bought what they saw (409)', async () => {
    const raffle = await t.createRaffle();
    const photo = (await upload(raffle.id, await image('jpeg'))).body as RafflePhoto;
    const { token } = await t.register();
    await t.buy(token, raffle, 1);
    const added = await upload(raffle.id, await image('jpeg'));
    expect(added.status).toBe(409);
    expect(added.body.error).toBe('As fotos não podem mudar depois da primeira venda ou reserva');
    expect((await remove(raffle.id, photo.id)).status).toBe(409);
  });
});

describe('serving and deleting', () => {
  it('serves both sizes as image/webp with a year-long immutable cache', async () => {
    const raffle = await t.createRaffle();
    const photo = (await upload(raffle.id, await image('png'))).body as RafflePhoto;
    for (const url of [photo.url, photo.thumb_url]) {
      const response = await fetchFile(url);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(response.body as Buffer).metadata()).format).toBe('webp');
    }
  });

  it('answers 404 for a name that is no photo of that raffle', async () => {
    const raffle = await t.createRaffle();
    const other = await t.createRaffle();
    const photo = (await upload(raffle.id, await image('jpeg'))).body as RafflePhoto;
    const elsewhere = photo.url.replace(`/rifa/${raffle.id}/`, `/rifa/${other.id}/`);
    for (const url of [
      elsewhere,
      `/media/rifa/${raffle.id}/${'0'.repeat(32)}.webp`,
      `/media/rifa/${raffle.id}/..%2F..%2Frifa.sqlite`,
      `/media/rifa/${raffle.id}/${path.basename(photo.url, '.webp')}.jpg`,
    ]) {
      const response = await t.api.get(url);
      expect(response.status, url).toBe(404);
      expect(response.body).toEqual({ error: 'Foto não encontrada' });
    }
  });

  it('deletes the row and both files (204), keeping the order of the others', async () => {
    const raffle = await t.createRaffle();
    const photos: RafflePhoto[] = [];
    for (const format of ['jpeg', 'png', 'webp'] as const)
      photos.push((await upload(raffle.id, await image(format))).body as RafflePhoto);
    const [first, middle, last] = photos as [RafflePhoto, RafflePhoto, RafflePhoto];

    const response = await remove(raffle.id, middle.id);
    expect(response.status).toBe(204);
    expect(fs.existsSync(storedFile(middle.url))).toBe(false);
    expect(fs.existsSync(storedFile(middle.thumb_url))).toBe(false);
    expect((await t.api.get(middle.url)).status).toBe(404);
    const read = (await t.api.get(`/api/rifa/${raffle.id}`)).body as Raffle;
    expect(read.photos).toEqual([first, last]);
    // A new photo goes last, under a new id and a new URL.
    const again = (await upload(raffle.id, await image('jpeg'))).body as RafflePhoto;
    expect(again.id).toBeGreaterThan(last.id);
    expect(again.url).not.toBe(middle.url);
    const after = (await t.api.get(`/api/rifa/${raffle.id}`)).body as Raffle;
    expect(after.photos?.map((p) => p.id)).toEqual([first.id, last.id, again.id]);

    expect((await remove(raffle.id, middle.id)).status).toBe(404);
    expect((await remove(raffle.id + 1_000, first.id)).status).toBe(404);
  });
});
