// docs/decisions/0013-built-for-tor.md, bytes over Tor: JSON of 1 KB or more goes out compressed (br preferred, by
// Accept-Encoding, with Vary), smaller JSON as it is. The public list keeps its fast path
// (public-list-fast-path.ts): its compressed bytes are cached per database version and
// encoding with the JSON, so a hit costs no compression, and each variant has its own ETag.
// Over real HTTP, the bytes read as sent.
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer } from '../support/test-app.ts';
import { decoded, listen, rawRequest } from '../support/raw-http.ts';
import { useTestApp } from '../support/use-test-app.ts';

const BROWSER = 'gzip, deflate, br, zstd';
const t = useTestApp({ dirPrefix: 'rifa-json-compression-' });
let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  server = await listen(t.app);
});
afterAll(async () => {
  await server?.close();
});

const get = (route: string, headers: Record<string, string> = {}) =>
  rawRequest(server.base, route, headers);
const listJson = () => JSON.stringify({ data: t.store.raffles.list() });

describe('the public list (GET /api/rifa, the fast path)', () => {
  it('is sent as it is while under 1 KB, with Vary', async () => {
    const reply = await get('/api/rifa', { 'Accept-Encoding': BROWSER });
    expect(reply.bytes.length).toBeLessThan(1024);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(reply.bytes.toString()).toBe(listJson());
  });

  it('is sent as br, gzip or identity once over 1 KB, each with its ETag and length', async () => {
    for (let i = 0; i < 5; i++) await t.createRaffle({ name: `Rifa comprimida ${i}` });
    expect(Buffer.byteLength(listJson())).toBeGreaterThan(1024);
    const etags = new Set<string>();
    for (const [acceptEncoding, coding] of [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['identity', undefined],
      ['', undefined],
    ] as const) {
      const reply = await get('/api/rifa', { 'Accept-Encoding': acceptEncoding });
      expect(reply.status, acceptEncoding).toBe(200);
      expect(reply.headers['content-encoding'], acceptEncoding).toBe(coding);
      expect(reply.headers.vary, acceptEncoding).toBe('Accept-Encoding');
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(reply.headers['content-length'])).toBe(reply.bytes.length);
      expect(decoded(reply).toString(), acceptEncoding).toBe(listJson());
      expect(reply.headers.etag).toMatch(coding ? new RegExp(`-${coding}"$`) : /^"[\w-]+"$/);
      etags.add(reply.headers.etag!);
    }
    expect(etags.size).toBe(3);
  });

  it('serves cached compressed bytes: a hit compresses nothing and lists nothing', async () => {
    const first = await get('/api/rifa', { 'Accept-Encoding': BROWSER });
    await get('/api/rifa', { 'Accept-Encoding': 'gzip' });
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    const gzip = vi.spyOn(zlib, 'gzipSync');
    const list = vi.spyOn(t.store.raffles, 'list');
    try {
      for (let i = 0; i < 3; i++) {
        const again = await get('/api/rifa', { 'Accept-Encoding': BROWSER });
        expect(again.bytes.equals(first.bytes)).toBe(true);
        expect(
          (await get('/api/rifa', { 'Accept-Encoding': 'gzip' })).headers['content-encoding'],
        ).toBe('gzip');
      }
      // The Express route (a query string) sends the same cached variant.
      const viaExpress = await get('/api/rifa?pagina=1', { 'Accept-Encoding': BROWSER });
      expect(viaExpress.headers['content-encoding']).toBe('br');
      expect(viaExpress.headers.etag).toBe(first.headers.etag);
      expect(viaExpress.bytes.equals(first.bytes)).toBe(true);
      expect(brotli).not.toHaveBeenCalled();
      expect(gzip).not.toHaveBeenCalled();
      expect(list).not.toHaveBeenCalled();

      // A change is a new version: listed and compressed once more, then cached again.
      await t.createRaffle({ name: 'Rifa nova' });
      const changed = await get('/api/rifa', { 'Accept-Encoding': BROWSER });
      expect(decoded(changed).toString()).toContain('Rifa nova');
      await get('/api/rifa', { 'Accept-Encoding': BROWSER });
      expect(brotli).toHaveBeenCalledTimes(1);
      expect(list).toHaveBeenCalledTimes(1);
    } finally {
      brotli.mockRestore();
      gzip.mockRestore();
      list.mockRestore();
    }
  });

  it('answers 304 to the ETag of the variant it would send, not to another variant’s', async () => {
    const br = await get('/api/rifa', { 'Accept-Encoding': BROWSER });
    const identity = await get('/api/rifa');
    const revalidated = await get('/api/rifa', {
      'Accept-Encoding': BROWSER,
      'If-None-Match': br.headers.etag!,
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
    expect(revalidated.headers['content-encoding']).toBe('br');
    const other = await get('/api/rifa', {
      'Accept-Encoding': BROWSER,
      'If-None-Match': identity.headers.etag!,
    });
    expect(other.status).toBe(200);
  });
});

describe('other JSON', () => {
  it('is compressed per request from 1 KB on, br preferred, gzip when only gzip', async () => {
    for (let i = 0; i < 8; i++) await t.register();
    const route = '/api/users';
    const plain = await get(route, bearer(t.adminToken));
    expect(plain.status).toBe(200);
    expect(plain.bytes.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [acceptEncoding, coding] of [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const reply = await get(route, {
        ...bearer(t.adminToken),
        'Accept-Encoding': acceptEncoding,
      });
      expect(reply.headers['content-encoding'], acceptEncoding).toBe(coding);
      expect(reply.headers.vary, acceptEncoding).toContain('Accept-Encoding');
      expect(reply.bytes.length).toBeLessThan(plain.bytes.length / 2);
      expect(JSON.parse(decoded(reply).toString())).toEqual(JSON.parse(plain.bytes.toString()));
    }
  });

  it('is sent as it is under 1 KB (a raffle, an error), with Vary', async () => {
    const raffle = await t.createRaffle({ name: 'Rifa pequena' });
    for (const route of [`/api/rifa/${raffle.id}`, '/api/rifa/999999', '/user/me']) {
      const reply = await get(route, { 'Accept-Encoding': BROWSER });
      expect(reply.bytes.length, route).toBeLessThan(1024);
      expect(reply.headers['content-encoding'], route).toBeUndefined();
      expect(reply.headers.vary, route).toContain('Accept-Encoding');
      expect(JSON.parse(reply.bytes.toString()), route).toBeTruthy();
    }
  });
});
