// Debian's Chromium driven by playwright-core (no browser download). Every page records
// requests to hosts other than the app's own loopback origin and blocks them: the app
// must work over Tor with nothing fetched from outside (docs/architecture.md).
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

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
  options: { javaScriptEnabled?: boolean; timezoneId?: string; proxy?: { server: string } } = {},
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

type Viewport = { width: number; height: number };

/**
 * A page logged in with `token` on its first load: the SPA keeps its session in
 * localStorage (docs/protocols/http-api.md). Only when absent: a logout or a new login in
 * the tab is the tab's own business.
 */
export async function openPageAs(
  browser: Browser,
  baseUrl: string,
  token: string,
  viewport?: Viewport,
  options: { timezoneId?: string } = {},
): Promise<GuardedPage> {
  const tab = await openPage(browser, baseUrl, viewport, options);
  await tab.context.addInitScript((saved) => {
    const storage = (
      globalThis as unknown as {
        localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void };
      }
    ).localStorage;
    if (storage.getItem('jwt_token') === null) storage.setItem('jwt_token', saved);
  }, token);
  return tab;
}

/** A file's Chromium and new pages on the app at `baseUrl()`. */
export interface BrowserPages {
  /** Launched in beforeAll. */
  readonly browser: Browser;
  /** A new guarded page (openPage). */
  open(viewport?: Viewport, options?: Parameters<typeof openPage>[3]): Promise<GuardedPage>;
  /** A new guarded page logged in with `token` (openPageAs). */
  openAs(
    token: string,
    viewport?: Viewport,
    options?: { timezoneId?: string },
  ): Promise<GuardedPage>;
}

/** Registers the hooks that launch Chromium before the file's tests and close it after. */
export function useBrowser(baseUrl: () => string): BrowserPages {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const launched = (): Browser => {
    if (!browser) throw new Error('Chromium is launched in beforeAll');
    return browser;
  };
  return {
    get browser() {
      return launched();
    },
    open: (viewport, options) => openPage(launched(), baseUrl(), viewport, options),
    openAs: (token, viewport, options) =>
      openPageAs(launched(), baseUrl(), token, viewport, options),
  };
}

/** Logs in through /login's form, as a person would, and waits for the dashboard. */
export async function logInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard');
}

/** Nothing fetched from another host, no page or console error. */
export function expectClean(tab: GuardedPage): void {
  expect(tab.external).toEqual([]);
  expect(tab.errors).toEqual([]);
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
