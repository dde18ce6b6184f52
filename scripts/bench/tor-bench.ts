// `npm run bench -- tor` (docs/decisions/0013-built-for-tor.md): the public pages as a participant on Tor gets them —
// real Chromium, DevTools throttling of 800 ms latency, 60 KB/s down, 30 KB/s up, cache off,
// cold — for `/`, `/raffles` and one `/raffles/:id` of the demo app: time to first content
// (the headline, the first card's name, the raffle's name in #root), time until the buy button
// (on `/`, the 'Ver Rifas Ativas' link) works, bytes and requests. Side by side, the baseline:
// a static HTML file with the same visible content (the loaded page without its scripts, its
// stylesheet kept), precompressed and served by the same server → the ratios.
//
// The server is the real app in this process (startServer, demo mode with its seeded raffles)
// over a copy of web/dist and web/dist-ssr (built first if missing), precompressed as
// `npm run build` does, with the baseline pages added to the copy. Cold loads over a throttled
// link are slow: TOR_BENCH_RUNS (default 3) loads of each, interleaved, medians reported.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { loadConfig } from '../../server/src/config/config.ts';
import { WEB_DIST } from '../../server/src/composition/compose.ts';
import { createLogger } from '../../server/src/logger.ts';
import { startServer } from '../../server/src/composition/server.ts';
import { launchBrowser } from '../../tests/e2e/support/browser.ts';
import { REGTEST_ADDRESS } from '../../tests/support/addresses.ts';
import { removeDir, tempDir } from '../../tests/support/temp-dirs.ts';
import { precompressDir } from '../../web/scripts/precompress.ts';
import { table } from './stats.ts';
import {
  loadOnce,
  loadWithoutScript,
  snapshotHtml,
  tapOnce,
  TOR_LINK,
  type LoadResult,
} from './tor-page-load.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RUNS = Math.max(1, Number(process.env.TOR_BENCH_RUNS ?? 3));

interface PageSpec {
  name: string;
  route: string;
  /** Where the first-content text is read from on the loaded page. */
  textSelector: string;
  control: string;
  /** docs/decisions/0013-built-for-tor.md's targets, in ms and KB. */
  firstContentTarget: number;
  bytesTarget?: number;
  /** docs/protocols/no-javascript.md: the first working tap on the control, in ms. */
  tapTarget?: number;
}

const INTERACTIVE_TARGET_MS = 5_000;

function ensureBuilt(): string {
  if (fs.existsSync(path.join(WEB_DIST, 'index.html')))
    return `web/dist built ${fs.statSync(path.join(WEB_DIST, 'index.html')).mtime.toISOString()}`;
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build -w web falhou (${build.status})`);
  return 'web/dist built by this run';
}

/** The page loaded without throttling, its first-content text read, saved as static HTML. */
async function baselineOf(browser: Browser, base: string, spec: PageSpec, dir: string) {
  const context = await browser.newContext({
    locale: 'pt-BR',
    viewport: { width: 1280, height: 900 },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${base}${spec.route}`, { waitUntil: 'networkidle' });
    await page.getByText(spec.control, { exact: false }).first().waitFor();
    const text = (await page.locator(spec.textSelector).first().textContent())?.trim();
    if (!text) throw new Error(`${spec.route}: nada em ${spec.textSelector}`);
    const file = `${spec.name.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'inicio'}.html`;
    fs.writeFileSync(path.join(dir, file), await snapshotHtml(page));
    return { text, route: `/bench-baseline/${file}` };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const seconds = (values: number[]) =>
  values.length === 0
    ? '—'
    : values.length === 1
      ? `${(values[0]! / 1000).toFixed(2)} s`
      : `${(median(values) / 1000).toFixed(2)} s (${(Math.min(...values) / 1000).toFixed(2)}–${(Math.max(...values) / 1000).toFixed(2)})`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function torBench(): Promise<string> {
  const built = ensureBuilt();
  const work = tempDir('rifa-bench-tor-');
  const dist = path.join(work, 'dist');
  fs.cpSync(WEB_DIST, dist, { recursive: true });
  const ssr = fs.existsSync(path.join(ROOT, 'web/dist-ssr'));
  if (ssr)
    fs.cpSync(path.join(ROOT, 'web/dist-ssr'), path.join(work, 'dist-ssr'), { recursive: true });
  await precompressDir(dist);
  const server = await startServer(
    loadConfig({
      DATA_DIR: path.join(work, 'data'),
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: 'senha-do-benchmark',
      LOG_LEVEL: 'silent',
    }),
    { logger: createLogger('silent'), webDist: dist },
  );
  let browser: Browser | undefined;
  try {
    const raffles = (await (await fetch(`${server.url}/api/rifa`)).json()) as {
      data: { id: number; status: string }[];
    };
    const active = raffles.data.find((raffle) => raffle.status === 'active');
    if (!active) throw new Error('nenhuma rifa ativa no modo demonstração');
    const pages: PageSpec[] = [
      {
        name: '/',
        route: '/',
        textSelector: 'h1',
        control: 'Ver Rifas Ativas',
        firstContentTarget: 2_000,
        bytesTarget: 160,
      },
      {
        name: '/raffles',
        route: '/raffles',
        textSelector: '[data-testid="raffle-card"] [id$="-title"]',
        control: 'Comprar Bilhete',
        firstContentTarget: 2_500,
        tapTarget: 2_500,
      },
      {
        name: '/raffles/:id',
        route: `/raffles/${active.id}`,
        textSelector: 'h1',
        control: 'Comprar Bilhete',
        firstContentTarget: 2_500,
        tapTarget: 2_500,
      },
    ];
    browser = await launchBrowser();
    const baselineDir = path.join(dist, 'bench-baseline');
    fs.mkdirSync(baselineDir);
    const baselines = [];
    for (const spec of pages)
      baselines.push(await baselineOf(browser, server.url, spec, baselineDir));
    await precompressDir(baselineDir);

    const app: LoadResult[][] = pages.map(() => []);
    const baseline: LoadResult[][] = pages.map(() => []);
    const identity: LoadResult[] = [];
    for (let run = 0; run < RUNS; run++) {
      for (const [i, spec] of pages.entries()) {
        process.stdout.write(`  tor ${run + 1}/${RUNS} ${spec.name}\n`);
        const { text, route } = baselines[i]!;
        app[i]!.push(
          await loadOnce(browser, `${server.url}${spec.route}`, { text, control: spec.control }),
        );
        baseline[i]!.push(await loadOnce(browser, `${server.url}${route}`, { text }));
        if (run === 0)
          identity.push(
            await loadOnce(
              browser,
              `${server.url}${spec.route}`,
              { text, control: spec.control },
              { acceptEncoding: 'identity' },
            ),
          );
      }
    }
    // A tap the moment 'Comprar' is painted, at 390×844 (one run per page): what it opens.
    const tapRows: string[][] = [];
    for (const spec of pages.filter((page) => page.tapTarget)) {
      const tap = await tapOnce(browser, `${server.url}${spec.route}`, spec.control);
      tapRows.push([spec.name, seconds([tap.tappedMs]), tap.hydrated ? 'sim' : 'não', tap.opened]);
    }
    const invoice = await invoicePageWithoutScript(browser, server.url, active.id);

    const withoutCompression = table(
      [
        'page',
        'bytes (compressed, median)',
        'bytes without compression',
        'painted',
        'buy button works',
      ],
      pages.map((spec, i) => [
        spec.name,
        kb(median(app[i]!.map((r) => r.bytes))),
        kb(identity[i]!.bytes),
        seconds(identity[i]!.firstPaintMs === undefined ? [] : [identity[i]!.firstPaintMs!]),
        seconds(identity[i]!.interactiveMs === undefined ? [] : [identity[i]!.interactiveMs!]),
      ]),
    );

    const rows = pages.map((spec, i) => {
      const a = app[i]!;
      const b = baseline[i]!;
      const dom = (results: LoadResult[]) => results.map((r) => r.firstContentMs);
      const painted = (results: LoadResult[]) =>
        results.flatMap((r) => (r.firstPaintMs === undefined ? [] : [r.firstPaintMs]));
      const bytes = (results: LoadResult[]) => median(results.map((r) => r.bytes));
      const requests = (results: LoadResult[]) => median(results.map((r) => r.requests));
      const interactive = a.flatMap((r) =>
        r.interactiveMs === undefined ? [] : [r.interactiveMs],
      );
      const taps = a.flatMap((r) => (r.tapMs === undefined ? [] : [r.tapMs]));
      const ratio = (x: number, y: number) => (Number.isFinite(x / y) ? (x / y).toFixed(2) : '—');
      const check = (ok: boolean) => (ok ? '✓' : '✗');
      const targets = [
        `${spec.firstContentTarget / 1000} s ${check(median(dom(a)) <= spec.firstContentTarget)}`,
        `5 s ${check(interactive.length === a.length && median(interactive) <= INTERACTIVE_TARGET_MS)}`,
        ...(spec.bytesTarget
          ? [`${spec.bytesTarget} KB ${check(bytes(a) <= spec.bytesTarget * 1024)}`]
          : []),
        ...(spec.tapTarget
          ? [
              `tap ${spec.tapTarget / 1000} s ${check(taps.length === a.length && median(taps) <= spec.tapTarget)}`,
            ]
          : []),
      ];
      return [
        spec.name,
        `${seconds(dom(a))}; ${seconds(painted(a))}`,
        seconds(interactive),
        seconds(taps),
        `${kb(bytes(a))}, ${requests(a)}`,
        `${seconds(dom(b))}; ${seconds(painted(b))}`,
        `${kb(bytes(b))}, ${requests(b)}`,
        `${ratio(median(dom(a)), median(dom(b)))}; ${ratio(median(painted(a)), median(painted(b)))}; ${ratio(bytes(a), bytes(b))}`,
        targets.join(', '),
      ];
    });
    return [
      `### Tor-like link: cold loads in Chromium (${TOR_LINK.latency} ms latency, ${TOR_LINK.downloadThroughput / 1024} KB/s down, ${TOR_LINK.uploadThroughput / 1024} KB/s up, cache off; median of ${RUNS}, min–max)`,
      '',
      table(
        [
          'page',
          'first content: in DOM; painted',
          'buy button works',
          'first working tap',
          'bytes, requests',
          'baseline: in DOM; painted',
          'baseline: bytes, requests',
          'ratio: DOM; painted; bytes',
          'targets (docs/decisions/0013-built-for-tor.md, docs/protocols/no-javascript.md): first content, interactive, bytes, tap',
        ],
        rows,
      ),
      '',
      `Baseline: the same page's content as static HTML (the loaded page without scripts, with its stylesheet), precompressed, served by the same server. ${built}; ${ssr ? 'server-side render from web/dist-ssr' : 'no web/dist-ssr: the public pages are the SPA shell'}. The interactive control on \`/\` is the 'Ver Rifas Ativas' link. "In DOM": the text is in #root; "painted": first contentful paint (styles loaded). Bytes: over the wire (headers and compressed bodies) until the network is idle.`,
      '',
      "A tap on 'Comprar Bilhete' the moment it is painted (390×844, one cold load each): before hydration the link opens the server-rendered buy page, after it the dialog.",
      '',
      table(['page', 'tapped at', 'hydrated then', 'opened'], tapRows),
      '',
      `The invoice page with JavaScript off (Tor Browser 'Safest', the buyer's session cookie, cold): BOLT11 in the page at ${seconds([invoice.firstContentMs])}, ${kb(invoice.bytes)} over the wire in ${invoice.requests} requests (the QR is inline SVG in the HTML).`,
      '',
      'What compression saves: the same cold load sending `Accept-Encoding: identity` (one run):',
      '',
      withoutCompression,
    ].join('\n');
  } finally {
    await browser?.close();
    await server.close();
    removeDir(work);
  }
}

/** A participant with a pending two-ticket purchase, and its invoice page loaded without scripts. */
async function invoicePageWithoutScript(
  browser: Browser,
  base: string,
  raffleId: number,
): Promise<LoadResult> {
  const post = async (route: string, body: unknown, token?: string) => {
    const response = await fetch(`${base}${route}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const { token } = (await post('/auth/register', {
    name: 'Participante do benchmark',
    email: `tor-${Date.now()}@exemplo.com`,
    password: 'senha-do-benchmark',
    btc_address: REGTEST_ADDRESS,
  })) as { token: string };
  const raffle = (await (await fetch(`${base}/api/rifa/${raffleId}`)).json()) as {
    ticket_price: number;
  };
  const purchase = (await post(
    '/api/transaction',
    {
      type_tx: 'buy',
      accept_terms: true,
      adult: true,
      raffle_id: raffleId,
      tickets_count: 2,
      amount: 2 * raffle.ticket_price,
    },
    token,
  )) as { id: number; payment_request: string };
  return loadWithoutScript(browser, `${base}/pagamento/${purchase.id}`, purchase.payment_request, [
    { name: 'rifa_sessao', value: token },
  ]);
}
