// Headers and bundle (docs/decisions/0007-load-faults-attack.md). The built SPA (web/dist, built here if missing) holds nothing
// that looks like a key, a macaroon, a password, a token or a third-party URL, and its HTML
// has no inline script; the real server sends every page, asset and error with the strict
// headers: CSP without 'unsafe-inline' for scripts and frame-ancestors 'none', nosniff,
// Referrer-Policy no-referrer, X-Frame-Options DENY.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, ROOT } from '../faults/support/children.ts';
import { startRig } from '../faults/support/devnode-process.ts';
import { startServer } from '../faults/support/server-process.ts';

const DIST = path.join(ROOT, 'web/dist');

/**
 * URLs libraries embed as plain strings; none is ever fetched (the CSP's connect-src 'self'
 * would refuse it anyway, and tests/e2e checks no page requests another origin).
 */
const HARMLESS_URLS: [prefix: string, why: string][] = [
  ['http://www.w3.org/2000/svg', 'SVG namespace identifier React DOM creates elements with'],
  ['http://www.w3.org/1999/xlink', 'XLink namespace identifier (SVG attributes)'],
  ['http://www.w3.org/XML/1998/namespace', 'XML namespace identifier (xml:* attributes)'],
  ['http://www.w3.org/1998/Math/MathML', 'MathML namespace identifier'],
  ['https://react.dev/errors/', "text of React's minified production error messages"],
  ['https://reactrouter.com/', "text of React Router's developer error messages"],
  [
    'https://github.com/ungap/url-search-params',
    "text of React Router's useSearchParams error (a polyfill it suggests), never fetched",
  ],
  ['https://tailwindcss.com', "Tailwind's license banner, a CSS comment"],
  [
    'https://ntfy.sh/um-nome-dificil-de-adivinhar',
    "example text under the admin's ntfy field (an address the operator may type), never fetched",
  ],
  [
    'http://localhost',
    "React Router's base for parsing relative URLs (new URL(path, 'http://localhost'))",
  ],
  [
    'http://usuario:senha@host:porta',
    'placeholder in the verify-draw command the audit text shows (user:password@host:port)',
  ],
  [
    'https://wa.me/?text=',
    "href of the raffle page's 'WhatsApp' share link (docs/decisions/0014-numbers-prizes-packages.md): followed only when the visitor taps it, never fetched by the page",
  ],
];

/** Shapes of secrets; the bundle must match none. */
const SECRET_SHAPES: [what: string, pattern: RegExp][] = [
  ['PEM key or certificate', /-----BEGIN [A-Z ]+-----/],
  ['JWT', /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\./],
  ['macaroon (hex)', /0201036c6e64/i],
  ['macaroon (base64)', /AgEDbG5k/],
  ['admin API key', /rr_[A-Za-z0-9_-]{40,}/],
  ['scrypt password hash', /scrypt\$\d+\$/],
  ['BIP32 private key', /[xtuvyz]prv[1-9A-HJ-NP-Za-km-z]{100,}/],
  ['WIF private key', /(?<![A-Za-z0-9])[5KLc9][1-9A-HJ-NP-Za-km-z]{50,51}(?![A-Za-z0-9])/],
  [
    'password or secret literal',
    /(?<![A-Za-z0-9_.$])(["'`]?)(password|passwd|senha|secret|api_?key|macaroon|private_?key|rpcpassword)\1\s*[:=]\s*["'`][^"'`]{4,}["'`]/i,
  ],
  [
    'server environment variable',
    /\b(ADMIN_PASSWORD|JWT_SECRET|LND_MACAROON_PATH|BITCOIN_RPC_PASS|BITCOIN_RPC_COOKIE_FILE)\b/,
  ],
  ['absolute path of the build machine', /(["'`(]|file:\/\/)\/(home|root|Users|work|tmp)\//],
];

const LONG_HEX = /(?<![0-9a-fA-F])[0-9a-fA-F]{64,}(?![0-9a-fA-F])/g;
/**
 * Public long numbers: the draw's known-answer vectors (block hashes, digests; /how-it-works
 * shows one), and secp256k1's own constants in the receipt page's signature check (docs/decisions/0015-anchored-proof-signed-receipts.md),
 * written out in decimal by @noble/secp256k1: the field prime p and p + 1, the group order n,
 * and the generator's x and y (SEC 2, section 2.4.1).
 */
const SECP256K1_CONSTANTS = [
  2n ** 256n - 2n ** 32n - 977n,
  2n ** 256n - 2n ** 32n - 976n,
  0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n,
  0x79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798n,
  0x483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8n,
].map(String);
const PUBLIC_HEX = new Set([
  ...(fs.readFileSync(path.join(ROOT, 'shared/src/draw/vectors.json'), 'utf8').match(LONG_HEX) ??
    []),
  ...SECP256K1_CONSTANTS,
]);

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}

beforeAll(() => {
  if (!fs.existsSync(path.join(DIST, 'index.html')))
    execFileSync('npm', ['run', 'build', '-w', 'web'], {
      cwd: ROOT,
      stdio: 'ignore',
      timeout: 240_000,
    });
}, 300_000);

describe('web/dist', () => {
  const texts = () =>
    files(DIST)
      .filter((file) => /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/.test(file))
      .map((file) => ({ file: path.relative(DIST, file), text: fs.readFileSync(file, 'utf8') }));

  it('holds no key, macaroon, token, password, secret or machine path', () => {
    const all = texts();
    expect(all.some(({ file }) => file.endsWith('.js'))).toBe(true);
    for (const { file, text } of all) {
      for (const [what, pattern] of SECRET_SHAPES)
        expect(pattern.exec(text)?.[0], `${what} in ${file}`).toBeUndefined();
      const hex = [...text.matchAll(LONG_HEX)]
        .map(([value]) => value)
        .filter((value) => !PUBLIC_HEX.has(value));
      expect(hex, `long hex (macaroon, key, secret) in ${file}`).toEqual([]);
    }
  });

  it('names no third-party URL except the listed harmless strings', () => {
    const found = new Set<string>();
    for (const { file, text } of texts()) {
      for (const [url] of text.matchAll(/https?:\/\/[^\s"'`)<>\\,;]+/g)) {
        if (!HARMLESS_URLS.some(([prefix]) => url.startsWith(prefix)))
          found.add(`${url} (${file})`);
      }
      // Protocol-relative URLs load from another host just the same.
      for (const [url] of text.matchAll(/["'`(]\/\/[a-z0-9-]+(\.[a-z0-9-]+)+/gi))
        found.add(`${url} (${file})`);
    }
    expect([...found]).toEqual([]);
  });

  it('has no inline script or handler in index.html, and loads nothing from elsewhere', () => {
    const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/assets\//);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    for (const [, url] of html.matchAll(/\b(?:src|href)="([^"]+)"/g))
      expect(url).toMatch(/^\/(?!\/)/);
  });
});

describe('headers from the real server', () => {
  afterAll(cleanup);

  it('sends the strict headers on the SPA, its assets, the API and its errors', async () => {
    const { dataDir, devnode } = await startRig('rifa-headers-');
    const { server, api } = await startServer({ dataDir, devnode });
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(
      fs.readFileSync(path.join(DIST, 'index.html'), 'utf8'),
    )![1]!;
    const requests: [string, RequestInit, number][] = [
      ['/', {}, 200],
      ['/rifa/1', {}, 200],
      [asset, {}, 200],
      ['/api/rifa', {}, 200],
      ['/api/nada', {}, 404],
      ['/user/me', {}, 401],
      [
        '/auth/login',
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":' },
        400,
      ],
      [
        '/auth/login',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ x: 'y'.repeat(100_000) }),
        },
        413,
      ],
    ];
    for (const [route, init, status] of requests) {
      const response = await fetch(`${api.base}${route}`, init);
      expect(response.status, route).toBe(status);
      const csp = response.headers.get('content-security-policy') ?? '';
      const directives = new Map(
        csp
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      );
      expect(directives.get('script-src'), route).toEqual(["'self'"]);
      expect(directives.get('script-src-attr'), route).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors'), route).toEqual(["'none'"]);
      expect(directives.get('object-src'), route).toEqual(["'none'"]);
      expect(csp, route).not.toMatch(/https?:|\*/);
      expect(response.headers.get('x-content-type-options'), route).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), route).toBe('no-referrer');
      expect(response.headers.get('x-frame-options'), route).toBe('DENY');
      expect(response.headers.get('x-powered-by'), route).toBeNull();
      await response.arrayBuffer();
    }
    expect((await server.stop()).code).toBe(0);
    await devnode.stop();
  });
});
