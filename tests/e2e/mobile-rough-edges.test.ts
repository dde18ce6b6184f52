// docs/decisions/0014-numbers-prizes-packages.md's rough edges where layout matters, in Chromium at 390 × 844: nothing scrolls
// sideways (Transações as cards), the demo banner adds no scrollbar to a short page, the
// filter card folds, menu links are 44 px tall, white text sits on AA contrast, and every
// page names itself in <title>.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Raffle } from '@rifa/shared';
import { contrastRatio } from '../../web/src/lib/contrast.ts';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { buyTickets } from '../support/buy-tickets.ts';
import { horizontalOverflow, logInWithForm, screenshot } from './support/browser.ts';
import { adminLogin, E2E_ADMIN_PASSWORD } from './support/e2e-server.ts';
import { useE2eSession } from './support/session.ts';

const PHONE = { width: 390, height: 844 };
const e2e = useE2eSession();
let raffle: Raffle;

beforeAll(async () => {
  const { api } = e2e;
  raffle = ((await api.call('GET', '/api/rifa')).body as { data: Raffle[] }).data[0]!;
  const admin = await adminLogin(api);
  // A purchase, so that Transações has a row (an unpaid one, with 'Pagar').
  await api.call('PUT', '/user/me', { token: admin.token, body: { btc_address: REGTEST_ADDRESS } });
  await buyTickets(api, admin.token, raffle, 1);
});

/** The page's own vertical overflow: > 0 when a scrollbar shows. */
function verticalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = (
      globalThis as unknown as {
        document: { documentElement: { scrollHeight: number; clientHeight: number } };
      }
    ).document.documentElement;
    return root.scrollHeight - root.clientHeight;
  });
}

/** 'rgb(194, 65, 12)' → '#c2410c'. */
function hex(rgb: string): string {
  const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
  return `#${[r, g, b].map((c) => c!.toString(16).padStart(2, '0')).join('')}`;
}

const phone = () => e2e.open(PHONE);

describe('phones, 390 × 844', () => {
  it('raffle list: folded filters, 44 px menu links, AA buttons, named title', async () => {
    const tab = await phone();
    const { page } = tab;
    await page.goto('/raffles');
    await page.getByTestId('raffle-card').first().waitFor();
    expect(await page.title()).toBe('Rifas Ativas · Rifa Relâmpago');
    // The search box always shows; the filter and sort selects fold.
    expect(await page.getByLabel('Buscar').isVisible()).toBe(true);
    expect(await page.getByLabel('Filtrar por').isVisible()).toBe(false);
    const toggle = page.getByTestId('filters-toggle');
    expect((await toggle.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'issue14-raffles-390');
    await toggle.click();
    expect(await page.getByLabel('Filtrar por').isVisible()).toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);

    const buy = page.getByRole('button', { name: 'Comprar Bilhete' }).first();
    const colors = await buy.evaluate((el) => {
      const style = (
        globalThis as unknown as {
          getComputedStyle(e: unknown): { color: string; backgroundColor: string };
        }
      ).getComputedStyle(el);
      return { color: style.color, background: style.backgroundColor };
    });
    expect(contrastRatio(hex(colors.color), hex(colors.background))).toBeGreaterThanOrEqual(4.5);

    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await menu.waitFor();
    for (const link of await menu.getByRole('link').all())
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'issue14-menu-390');
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });

  it("a raffle's page and how it works: titled, no sideways scroll", async () => {
    const tab = await phone();
    const { page } = tab;
    await page.goto(`/raffles/${raffle.id}`);
    await page.getByRole('heading', { level: 1, name: raffle.name }).waitFor();
    expect(await page.title()).toBe(`${raffle.name} · Rifa Relâmpago`);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'issue14-raffle-390');
    await page.goto('/how-it-works');
    await page.getByRole('heading', { level: 1, name: 'Como Funciona' }).waitFor();
    expect(await page.title()).toBe('Como Funciona · Rifa Relâmpago');
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'issue14-how-390');
    await tab.context.close();
  });

  it('a short page with the demo banner has no scrollbar', async () => {
    const tab = await phone();
    const { page } = tab;
    await page.goto('/nada-por-aqui');
    await page.getByTestId('demo-banner').waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await verticalOverflow(page)).toBe(0);
    await tab.context.close();
  });

  it('Dashboard → Transações: cards, the page stays 390 px wide', async () => {
    const tab = await phone();
    const { page } = tab;
    await logInWithForm(page, 'admin@rifa.local', E2E_ADMIN_PASSWORD);
    await expect.poll(() => page.title()).toBe('Dashboard · Rifa Relâmpago');
    await page.getByRole('tab', { name: 'Transações' }).click();
    await page.getByTestId('transactions-cards').waitFor();
    expect(await page.getByTestId('transactions-table').isVisible()).toBe(false);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'issue14-transactions-390');
    await tab.context.close();
  });
});
