// docs/decisions/0013-built-for-tor.md in real Chromium: the public pages arrive rendered and hydrate without a word on
// the console (React reports every mismatch there), keeping the very nodes the server sent
// (after a mismatch React throws them away and renders anew: a flash), without asking the
// API again for what the HTML carried; and /raffles/:id reads with JavaScript off.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Raffle } from '@rifa/shared';
import { screenshot, type GuardedPage } from './support/browser.ts';
import { useE2eSession } from './support/session.ts';

const e2e = useE2eSession();
let raffle: Raffle;

beforeAll(async () => {
  // A demo raffle (seeded at start) with tickets sold, so the progress bar shows.
  raffle = ((await (await fetch(`${e2e.server.url}/api/rifa`)).json()) as { data: Raffle[] })
    .data[0]!;
});

// Before any script of the page: remember the server's first heading and count the visible
// elements removed from then on (hydration keeps every one of them). Radix's Select renders
// a hidden native <select> until it knows it is not in a form: invisible, so not counted.
// (Browser code as text: this project type-checks without the DOM library.)
const WATCH_ROOT = `(() => {
  const state = { removed: 0, heading: null };
  window.__ssr = state;
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.removedNodes)
        if (node.nodeType === 1 && record.target.isConnected && node.getAttribute('aria-hidden') !== 'true')
          state.removed += 1;
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener('readystatechange', () => {
    state.heading ??= document.querySelector('#root h1');
  });
})()`;

const ROOT_STATE = `(() => {
  const heading = document.querySelector('#root h1');
  return { removed: window.__ssr.removed, sameHeading: heading !== null && heading === window.__ssr.heading };
})()`;

async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
  // Effects after the first commit (the browser's clock, the real origin) settle.
  await page.waitForTimeout(300);
  return page.evaluate<{ removed: number; sameHeading: boolean }>(ROOT_STATE);
}

async function visit(tab: GuardedPage, route: string) {
  const warnings: string[] = [];
  tab.page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const apiCalls: string[] = [];
  tab.page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // docs/decisions/0014-numbers-prizes-packages.md: the footer's /api/site and the winners list are embedded too.
    // The raffle's LNURL depends on the host the page was reached at, so it alone is read
    // after hydration (docs/protocols/web.md#paying-from-any-wallet).
    if (/^\/api\/rifa\/\d+\/lnurl$/.test(pathname)) return;
    if (/^\/api\/(rifa|site|ganhadores)/.test(pathname)) apiCalls.push(pathname);
  });
  await tab.page.addInitScript({ content: WATCH_ROOT });
  const response = await tab.page.goto(route);
  expect(response?.status()).toBe(200);
  return { warnings, apiCalls, result: await hydrated(tab.page) };
}

describe('hydration of the server-rendered pages', () => {
  it.each([
    ['/', 'Rifas de Bitcoin pagas na Lightning'],
    ['/raffles', 'Rifas Ativas'],
    ['/raffles/:id', ''],
    ['/how-it-works', 'Como Funciona'],
    ['/ganhadores', 'Ganhadores'],
    ['/termos', 'Termos gerais'],
  ])(
    '%s hydrates silently, keeping the server’s nodes and asking nothing again',
    async (path, title) => {
      const route = path.replace(':id', String(raffle.id));
      const tab = await e2e.open();
      try {
        const { warnings, apiCalls, result } = await visit(tab, route);
        expect(tab.errors).toEqual([]);
        expect(warnings).toEqual([]);
        expect(result).toEqual({ removed: 0, sameHeading: true });
        expect(await tab.page.locator('h1').first().textContent()).toContain(title || raffle.name);
        expect(apiCalls).toEqual([]);
        expect(tab.external).toEqual([]);
      } finally {
        await tab.context.close();
      }
    },
  );

  it('the check is live: markup hydrated with another time than the server’s is caught', async () => {
    const tab = await e2e.open();
    try {
      // The days left were rendered from the server's time; hydrate them from 2020's.
      await tab.page.route('**/raffles', async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          /"now":"[^"]+"/,
          '"now":"2020-01-01T00:00:00Z"',
        );
        await route.fulfill({ response, body });
      });
      await visit(tab, '/raffles');
      expect(tab.errors.join('\n')).toContain('erro recuperável na hidratação');
    } finally {
      await tab.context.close();
    }
  });

  it('keeps the place of a visitor who scrolled before the JavaScript arrived', async () => {
    const tab = await e2e.open({ width: 390, height: 844 });
    try {
      // A slow link: the page is read while the bundle is still on its way.
      await tab.page.route('**/assets/index-*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
      await tab.page.goto('/how-it-works', { waitUntil: 'commit' });
      await tab.page.getByRole('heading', { name: 'Perguntas frequentes' }).waitFor();
      await tab.page.evaluate('window.scrollTo(0, 900)');
      await tab.page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
      await tab.page.waitForTimeout(300);
      expect(await tab.page.evaluate('window.scrollY')).toBe(900);
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.context.close();
    }
  });

  it('the buy button of a server-rendered card works once hydrated', async () => {
    const tab = await e2e.open();
    try {
      await visit(tab, '/raffles');
      const card = tab.page.getByRole('article', { name: raffle.name });
      await card.getByRole('button', { name: 'Comprar Bilhete' }).click();
      // Not logged in: the buy dialog asks to log in (spec §2), proof that handlers are live.
      await tab.page.getByRole('dialog').waitFor();
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.context.close();
    }
  });
});

describe('with JavaScript disabled (Tor Browser, Safest)', () => {
  it('/raffles/:id shows the name, the progress and a buy link that works without JavaScript', async () => {
    const tab = await e2e.open({ width: 390, height: 844 }, { javaScriptEnabled: false });
    try {
      const { page } = tab;
      expect((await page.goto(`/raffles/${raffle.id}`))?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: raffle.name }).waitFor();
      const percent = Math.floor((raffle.sold_tickets / raffle.total_tickets) * 100);
      await page.getByText(`${percent}% vendido`).waitFor();
      expect(await page.getByRole('progressbar').first().getAttribute('aria-valuenow')).toBe(
        String(raffle.sold_tickets),
      );
      // docs/protocols/no-javascript.md: 'Comprar Bilhete' is a link to the server-rendered buy page.
      expect(await page.getByRole('button', { name: 'Comprar Bilhete' }).getAttribute('href')).toBe(
        `/raffles/${raffle.id}/comprar`,
      );
      await page.getByText('Modo demonstração').waitFor();
      await screenshot(page, 'nojs-raffle-detail-390');

      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await screenshot(page, 'nojs-landing-390');
      await page.goto('/raffles');
      await page.getByRole('article', { name: raffle.name }).waitFor();
      await screenshot(page, 'nojs-raffles-390');
      expect(tab.external).toEqual([]);
    } finally {
      await tab.context.close();
    }
  });
});
