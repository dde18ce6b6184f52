// docs/decisions/0013-built-for-tor.md, bytes over Tor: every text file of the real build (a copy of web/dist, with the
// .br/.gz that web/scripts/precompress.ts writes at `npm run build`) and the SPA's HTML answer
// with `Content-Encoding: br` when the request takes br, gzip when it takes only gzip, and the
// bytes as they are otherwise — always with `Vary: Accept-Encoding`, the file's Content-Type,
// the variant's Content-Length, and the hashed assets cached for a year. Over real HTTP, the
// bytes read as sent (no client-side decompression).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir, type PrecompressedFile } from '../../web/scripts/precompress.ts';
import { decoded, listen, rawRequest } from '../support/raw-http.ts';
import { removeDir, tempDir } from '../support/temp-dirs.ts';
import { useTestApp } from '../support/use-test-app.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BROWSER = 'gzip, deflate, br, zstd';
const TYPES: Record<string, RegExp> = {
  '.js': /^text\/javascript; charset=utf-8$/,
  '.css': /^text\/css; charset=utf-8$/,
  '.html': /^text\/html; charset=utf-8$/,
  '.svg': /^image\/svg\+xml/,
  '.json': /^application\/json/,
};

// The build is copied (others may rebuild web/dist meanwhile), the server-side render with it.
const work = tempDir('rifa-static-compression-');
const dist = path.join(work, 'dist');
let files: PrecompressedFile[] = [];
beforeAll(async () => {
  if (!fs.existsSync(path.join(ROOT, 'web/dist/index.html')))
    execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: ROOT, stdio: 'ignore' });
  fs.cpSync(path.join(ROOT, 'web/dist'), dist, { recursive: true });
  if (fs.existsSync(path.join(ROOT, 'web/dist-ssr')))
    fs.cpSync(path.join(ROOT, 'web/dist-ssr'), path.join(work, 'dist-ssr'), { recursive: true });
  files = await precompressDir(dist);
}, 300_000);
const t = useTestApp({ webDist: dist, dirPrefix: 'rifa-static-compression-app-' });
let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  server = await listen(t.app);
});
afterAll(async () => {
  await server?.close();
  removeDir(work);
});

const url = (file: string) => `/${file.split(path.sep).join('/')}`;
const varyOf = (headers: Record<string, unknown>) => String(headers.vary ?? '').toLowerCase();

describe('the build’s files', () => {
  it('are compressed at build time, both ways, from 1 KB on; a variant is always smaller', () => {
    expect(files.some((file) => file.file.endsWith('.js'))).toBe(true);
    expect(files.some((file) => file.file === 'index.html')).toBe(true);
    for (const file of files) {
      if (file.bytes >= 1024) {
        expect(file.br, file.file).toBeDefined();
        expect(file.gzip, file.file).toBeDefined();
      }
      for (const variant of [file.br, file.gzip])
        if (variant !== undefined) expect(variant, file.file).toBeLessThan(file.bytes);
    }
  });

  it('answer br, gzip or identity by Accept-Encoding, with Vary, Content-Type and Content-Length', async () => {
    // Accept-Encoding → the codings it takes, best first (a tiny file may have no variant).
    const cases: [acceptEncoding: string | undefined, prefers: ('br' | 'gzip')[]][] = [
      [BROWSER, ['br', 'gzip']],
      ['gzip', ['gzip']],
      ['br;q=0.5, gzip', ['gzip', 'br']],
      [undefined, []],
      ['identity', []],
    ];
    for (const file of files) {
      const original = fs.readFileSync(path.join(dist, file.file));
      for (const [acceptEncoding, prefers] of cases) {
        const coding = prefers.find((name) => file[name] !== undefined);
        const what = `${file.file} with ${acceptEncoding}`;
        const reply = await rawRequest(
          server.base,
          url(file.file),
          acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
        );
        expect(reply.status, what).toBe(200);
        expect(reply.headers['content-encoding'], what).toBe(coding);
        expect(varyOf(reply.headers), what).toContain('accept-encoding');
        expect(reply.headers['content-type'], what).toMatch(TYPES[path.extname(file.file)] ?? /./);
        expect(Number(reply.headers['content-length']), what).toBe(reply.bytes.length);
        const variant = coding === 'br' ? '.br' : coding === 'gzip' ? '.gz' : '';
        expect(
          reply.bytes.equals(fs.readFileSync(path.join(dist, file.file + variant))),
          what,
        ).toBe(true);
        expect(decoded(reply).equals(original), what).toBe(true);
        if (file.file.startsWith(`assets${path.sep}`))
          expect(reply.headers['cache-control'], what).toBe('public, max-age=31536000, immutable');
      }
    }
  });

  it('revalidate per variant (304) and answer HEAD with the variant’s length', async () => {
    const entry = files.find((file) => file.file.endsWith('.js'))!;
    const first = await rawRequest(server.base, url(entry.file), { 'Accept-Encoding': 'br' });
    const etag = first.headers.etag!;
    const again = await rawRequest(server.base, url(entry.file), {
      'Accept-Encoding': 'br',
      'If-None-Match': etag,
    });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    // The gzip variant is other bytes: the br ETag does not validate it.
    const gzip = await rawRequest(server.base, url(entry.file), {
      'Accept-Encoding': 'gzip',
      'If-None-Match': etag,
    });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.etag).not.toBe(etag);
    const head = await rawRequest(
      server.base,
      url(entry.file),
      { 'Accept-Encoding': 'br' },
      'HEAD',
    );
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(entry.br);
    expect(head.bytes.length).toBe(0);
  });

  it('are compressed per request when the build has no (or a stale) variant', async () => {
    const text = Buffer.from('Rifa Relâmpago: um texto que se repete. '.repeat(100));
    fs.writeFileSync(path.join(dist, 'sem-variante.txt'), text);
    fs.writeFileSync(path.join(dist, 'velho.txt.br'), Buffer.from('bytes de outra versão'));
    fs.utimesSync(path.join(dist, 'velho.txt.br'), new Date(0), new Date(0));
    fs.writeFileSync(path.join(dist, 'velho.txt'), text);
    for (const name of ['sem-variante.txt', 'velho.txt']) {
      const reply = await rawRequest(server.base, `/${name}`, { 'Accept-Encoding': BROWSER });
      expect(reply.headers['content-encoding'], name).toBe('br');
      expect(decoded(reply).equals(text), name).toBe(true);
    }
  });

  it('never serve a file from outside the build or a dot-file', async () => {
    for (const route of ['/%2e%2e/%2e%2e/package.json', '/.vite/manifest.json']) {
      const reply = await rawRequest(server.base, route, { 'Accept-Encoding': BROWSER });
      expect(decoded(reply).toString(), route).not.toContain('"name"');
    }
  });
});

describe('the SPA’s HTML', () => {
  // The public pages (server-rendered when web/dist-ssr is built) and the shell of the others.
  const routes = ['/', '/raffles', '/raffles/1', '/how-it-works', '/login', '/admin', '/rota/nova'];

  it('answers br, gzip or identity by Accept-Encoding, never cached without revalidation', async () => {
    for (const route of routes) {
      for (const [acceptEncoding, coding] of [
        [BROWSER, 'br'],
        ['gzip;q=1, br;q=0.1', 'gzip'],
        ['', undefined],
      ] as const) {
        const what = `${route} with ${JSON.stringify(acceptEncoding)}`;
        const reply = await rawRequest(server.base, route, { 'Accept-Encoding': acceptEncoding });
        expect([200, 404], what).toContain(reply.status);
        expect(reply.headers['content-type'], what).toMatch(/^text\/html; charset=utf-8$/);
        expect(reply.headers['content-encoding'], what).toBe(coding);
        expect(varyOf(reply.headers), what).toContain('accept-encoding');
        expect(reply.headers['cache-control'], what).toBe('no-cache');
        expect(decoded(reply).toString(), what).toMatch(/<div id="root">/);
      }
    }
  });
});
