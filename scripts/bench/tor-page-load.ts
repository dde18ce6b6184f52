// One cold page load in real Chromium over a Tor-like link (docs/decisions/0013-built-for-tor.md): DevTools network
// throttling (800 ms latency, 60 KB/s down, 30 KB/s up) with the cache disabled, in a new
// browser context (no cookies, storage or cache). Measured in the page from the navigation's
// start: when a text first appears in #root (the headline, the first card, the raffle's
// name), and when a control (the buy button) works — enabled and with React's props on it,
// which React sets at commit, once its click handler is live. Bytes are what went over the
// wire (encodedDataLength: headers and compressed bodies), requests every one the page made.
import type { Browser, Page } from 'playwright-core';

export const TOR_LINK = {
  offline: false,
  latency: 800,
  downloadThroughput: 60 * 1024,
  uploadThroughput: 30 * 1024,
};

export interface LoadTarget {
  /** Text whose arrival in #root is "first content". */
  text: string;
  /** Text of the button or link whose readiness is "interactive"; none for a static page. */
  control?: string;
}

export interface LoadResult {
  firstContentMs: number;
  /** First contentful paint (the browser's own mark): the content on screen, styles applied. */
  firstPaintMs?: number;
  /** Undefined for a target without a control (or one that never became interactive). */
  interactiveMs?: number;
  /**
   * First working tap (docs/protocols/no-javascript.md): the control on screen and doing
   * something when tapped — a link to a page (works before any script), or a live button. The
   * later of its arrival and the first paint.
   */
  tapMs?: number;
  bytes: number;
  requests: number;
}

interface Marks {
  content: number | null;
  interactive: number | null;
  /** The control present as a link to a page, or live. */
  working: number | null;
}

/** The few browser globals the page-side functions use (this project type-checks without DOM). */
interface BrowserElement {
  textContent: string | null;
  disabled?: boolean;
  tagName?: string;
  getAttribute?(name: string): string | null;
  remove(): void;
}
interface BrowserGlobals {
  __loadMarks?: Marks;
  document: {
    getElementById(id: string): BrowserElement | null;
    querySelectorAll(selector: string): Iterable<BrowserElement>;
    documentElement: {
      cloneNode(deep: true): {
        querySelectorAll(selector: string): Iterable<BrowserElement>;
        outerHTML: string;
      };
    };
  };
  MutationObserver: new (callback: () => void) => {
    observe(target: unknown, options: object): void;
    disconnect(): void;
  };
}

/** Runs in the page before any of its scripts (DevTools injection: the CSP does not apply). */
function watch(target: LoadTarget): void {
  const page = globalThis as unknown as BrowserGlobals;
  const marks: Marks = { content: null, interactive: null, working: null };
  page.__loadMarks = marks;
  const live = (element: BrowserElement) =>
    !element.disabled && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  // A link to a page works with no script at all (before hydration the browser follows it).
  const linksSomewhere = (element: BrowserElement) => {
    if (element.tagName !== 'A') return false;
    const href = element.getAttribute?.('href') ?? '';
    return href !== '' && !href.startsWith('#') && !href.startsWith('javascript:');
  };
  const check = () => {
    const now = performance.now();
    if (
      marks.content === null &&
      page.document.getElementById('root')?.textContent?.includes(target.text)
    )
      marks.content = now;
    if ((marks.interactive === null || marks.working === null) && target.control) {
      for (const element of page.document.querySelectorAll('button, a')) {
        if (!element.textContent?.includes(target.control)) continue;
        const isLive = live(element);
        if (marks.working === null && (isLive || linksSomewhere(element))) marks.working = now;
        if (marks.interactive === null && isLive) {
          marks.interactive = now;
          break;
        }
      }
    }
    if (marks.content !== null && (marks.interactive !== null || !target.control)) {
      observer.disconnect();
      clearInterval(timer);
    }
  };
  // Text arrives as DOM mutations; React's props arrive without one (hydration keeps the
  // DOM), hence the 10 ms poll beside the observer.
  const observer = new page.MutationObserver(check);
  observer.observe(page.document, { childList: true, subtree: true, characterData: true });
  const timer = setInterval(check, 10);
}

async function marksOf(page: Page, target: LoadTarget, timeoutMs: number): Promise<Marks> {
  await page.waitForFunction(
    (hasControl) => {
      const marks = (globalThis as unknown as BrowserGlobals).__loadMarks;
      return marks && marks.content !== null && (!hasControl || marks.interactive !== null);
    },
    target.control !== undefined,
    { timeout: timeoutMs, polling: 50 },
  );
  return page.evaluate(() => (globalThis as unknown as BrowserGlobals).__loadMarks!);
}

/** Loads `url` once, cold, over the throttled link (unless `throttle: false`). */
export async function loadOnce(
  browser: Browser,
  url: string,
  target: LoadTarget,
  options: { throttle?: boolean; timeoutMs?: number; acceptEncoding?: string } = {},
): Promise<LoadResult> {
  const context = await browser.newContext({
    locale: 'pt-BR',
    viewport: { width: 1280, height: 900 },
  });
  try {
    await context.addInitScript(watch, target);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (options.throttle !== false) await cdp.send('Network.emulateNetworkConditions', TOR_LINK);
    // `identity`: what the same load costs without compression.
    if (options.acceptEncoding)
      await cdp.send('Network.setExtraHTTPHeaders', {
        headers: { 'Accept-Encoding': options.acceptEncoding },
      });
    let bytes = 0;
    let requests = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!event.request.url.startsWith('data:')) requests += 1;
    });
    cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
    await page.goto(url, { waitUntil: 'commit' });
    const marks = await marksOf(page, target, options.timeoutMs ?? 120_000);
    // A static page has its text before its stylesheet: the paint may come after the text.
    await page
      .waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint').length > 0,
        undefined,
        { timeout: options.timeoutMs ?? 120_000, polling: 50 },
      )
      .catch(() => {});
    const paint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    );
    // What the page still fetches after it works (lazy chunks, the health check) counts too.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
    return {
      firstContentMs: marks.content!,
      ...(paint !== undefined ? { firstPaintMs: paint } : {}),
      ...(marks.interactive !== null ? { interactiveMs: marks.interactive } : {}),
      ...(marks.working !== null ? { tapMs: Math.max(marks.working, paint ?? 0) } : {}),
      bytes,
      requests,
    };
  } finally {
    await context.close();
  }
}

/** The page as static HTML: what it shows once loaded, without scripts (the baseline). */
export async function snapshotHtml(page: Page): Promise<string> {
  return page.evaluate(() => {
    const copy = (globalThis as unknown as BrowserGlobals).document.documentElement.cloneNode(true);
    for (const element of copy.querySelectorAll(
      'script, noscript, link[rel="modulepreload"], link[rel="preload"]',
    ))
      element.remove();
    return `<!doctype html>\n${copy.outerHTML}`;
  });
}

export interface TapResult {
  /** When the control was tapped (as soon as it was on screen), from the navigation's start. */
  tappedMs: number;
  /** Whether the SPA had hydrated by then (a tap before it is the case that matters). */
  hydrated: boolean;
  /** What the tap opened: the buy page's path, 'diálogo' (the SPA's dialog) or 'nada'. */
  opened: string;
}

/**
 * One cold throttled load where the control is tapped the moment it is painted: a link from
 * the first byte opens the server-rendered page before hydration, the dialog after it.
 */
export async function tapOnce(
  browser: Browser,
  url: string,
  control: string,
  timeoutMs = 60_000,
): Promise<TapResult> {
  const context = await browser.newContext({
    locale: 'pt-BR',
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', TOR_LINK);
    const start = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    const target = page.locator('a, button').filter({ hasText: control }).first();
    await target.waitFor({ state: 'visible', timeout: timeoutMs });
    const tappedMs = Date.now() - start;
    const hydrated = await page.evaluate(
      () =>
        (
          globalThis as unknown as {
            document: { documentElement: { dataset: Record<string, string> } };
          }
        ).document.documentElement.dataset.hydrated === 'true',
    );
    await target.click({ noWaitAfter: true, timeout: timeoutMs });
    const before = new URL(url).pathname;
    const opened = await Promise.race([
      page
        .waitForURL((next) => next.pathname !== before, { timeout: timeoutMs })
        .then(() => new URL(page.url()).pathname),
      page
        .getByRole('dialog')
        .first()
        .waitFor({ state: 'visible', timeout: timeoutMs })
        .then(() => 'diálogo'),
    ]).catch(() => 'nada');
    return { tappedMs, hydrated, opened };
  } finally {
    await context.close();
  }
}

/**
 * The invoice page with JavaScript off (Tor Browser 'Safest'), cold over the throttled link,
 * with the buyer's session cookie: time to its text and bytes over the wire.
 */
export async function loadWithoutScript(
  browser: Browser,
  url: string,
  text: string,
  cookies: { name: string; value: string }[],
): Promise<LoadResult> {
  const context = await browser.newContext({
    locale: 'pt-BR',
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
  });
  try {
    const origin = new URL(url).origin;
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: origin })));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', TOR_LINK);
    let bytes = 0;
    let requests = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!event.request.url.startsWith('data:')) requests += 1;
    });
    cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
    const start = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.getByText(text).first().waitFor({ timeout: 120_000 });
    const firstContentMs = Date.now() - start;
    await page.waitForLoadState('load', { timeout: 60_000 }).catch(() => {});
    return { firstContentMs, bytes, requests };
  } finally {
    await context.close();
  }
}
