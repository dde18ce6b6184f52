// Debian's Chromium driven by playwright-core (no browser download). Every page records
// requests to hosts other than the app's own loopback origin and blocks them: the app
// must work over Tor with nothing fetched from outside (docs/architecture.md).
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const RESULTS_DIR = path.resolve(import.meta.dirname, '../../../test-results');

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium não encontrado em ${CHROMIUM}: apt-get install -y chromium (o .ci/run instala)`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface GuardedPage {
  context: BrowserContext;
  page: Page;
  /** URLs the page tried to fetch from anywhere but the app itself. */
  external: string[];
  /** Uncaught page errors and console errors. */
  errors: string[];
}

export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport = { width: 1280, height: 900 },
  /** timezoneId: a browser far from Brasília (the app must not follow it, docs/decisions/0014-numbers-prizes-packages.md). */
  options: { javaScriptEnabled?: boolean; timezoneId?: string } = {},
): Promise<GuardedPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    ...options,
  });
  const origin = new URL(baseUrl).origin;
  const external: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:'))
      return route.continue();
    external.push(url);
    return route.abort('blockedbyclient');
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of (4\d\d|503)/.test(message.text()))
      errors.push(`console: ${message.text()}`);
  });
  return { context, page, external, errors };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(RESULTS_DIR, `${name}.png`), fullPage: true });
}

/** How many pixels the page is wider than its viewport (0 when nothing scrolls sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  // Runs in the page; the root tsconfig has no DOM types, so name only what is used.
  return page.evaluate(() => {
    const root = (
      globalThis as unknown as {
        document: { documentElement: { scrollWidth: number; clientWidth: number } };
      }
    ).document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}
