// docs/decisions/0016-operator-cockpit-release.md end to end in real Chromium against the real server in demo mode: the admin's
// Painel with its two SVG charts and the node at a glance, at 1366 and 390 px wide with
// nothing scrolling sideways (screenshots kept in test-results/); Gerenciar's 'Exportar'
// menu saves a CSV a Brazilian spreadsheet opens; the raffle page links the public list as
// CSV. No third-party request, no page error.
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, Painel, Raffle } from '@rifa/shared';
import { buyTickets } from '../support/buy-tickets.ts';
import { expectClean, horizontalOverflow, screenshot } from './support/browser.ts';
import { activeRaffle, buyPaid, registerParticipant } from './support/demo-api.ts';
import { adminLogin } from './support/e2e-server.ts';
import { useE2eSession } from './support/session.ts';

const e2e = useE2eSession();
let admin: AuthResponse;
let raffle: Raffle;

beforeAll(async () => {
  admin = await adminLogin(e2e.api);
  raffle = await activeRaffle(e2e.api);
  for (const [name, count] of [
    ['Paula Painel', 3],
    ['=1+1 Fórmula', 2],
  ] as const) {
    const buyer = await registerParticipant(e2e.api, name, `${count}-painel@example.com`);
    await buyPaid(e2e.api, buyer.token, raffle, count);
    await buyTickets(e2e.api, buyer.token, raffle, 1);
  }
});

/** A tab logged in as the admin. */
const adminTab = (width: number, height: number) => e2e.openAs(admin.token, { width, height });

describe('Painel', () => {
  it.each([
    [1366, 900],
    [390, 844],
  ])(
    'shows figures, both charts and the node at %i px, nothing scrolling sideways',
    async (width, height) => {
      const tab = await adminTab(width, height);
      const { page } = tab;
      const painel = (
        await e2e.api.call<Painel>('GET', '/api/admin/painel', { token: admin.token })
      ).body;
      await page.goto('/admin');
      const tabs = page.getByRole('tab');
      expect(await tabs.first().textContent()).toBe('Painel');
      await page.getByRole('tab', { name: 'Painel' }).click();
      await page.getByTestId('painel').waitFor();

      // Totals, as the API counts them.
      const totals = page.getByTestId('painel').locator('dl').first();
      expect(await totals.locator('[data-figure="admin.painel.ticketsSold"]').textContent()).toBe(
        String(painel.totals.tickets_sold),
      );
      expect(await totals.locator('[data-figure="admin.painel.buyers"]').textContent()).toBe(
        String(painel.totals.buyers),
      );
      expect(painel.totals.open_invoices).toBeGreaterThanOrEqual(2);

      // Sales per day: 30 bars, today's drawn (the seeded sales are today's).
      const chart = page.getByTestId('sales-chart');
      const bars = chart.locator('svg rect');
      expect(await bars.count()).toBe(30);
      expect(Number(await bars.last().getAttribute('height'))).toBeGreaterThan(0);
      expect(await chart.locator('svg').getAttribute('aria-label')).toMatch(
        /sats vendidos por dia/,
      );
      // Tickets per raffle: one bar per raffle, the seeded one named.
      const tickets = page.getByTestId('tickets-chart');
      await tickets.getByText(raffle.name).first().waitFor();
      // The node: LND connected and synced (the demo devnode), balances and bitcoind's height.
      const node = page.getByTestId('painel-node');
      await node.getByText('Conectado').first().waitFor();
      expect(await node.textContent()).toMatch(/Altura do bloco: \d/);
      expect(await node.textContent()).toMatch(/Saldo on-chain disponível[\d.]+ sats/);

      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `painel-${width}`);
      expectClean(tab);
      await tab.context.close();
    },
  );
});

describe('Exports', () => {
  it("Gerenciar's 'Exportar' menu saves the purchases as CSV for a Brazilian spreadsheet", async () => {
    const tab = await adminTab(1366, 900);
    const { page } = tab;
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Gerenciar' }).click();
    await page
      .getByRole('button', { name: `Exportar dados da rifa ${raffle.name} em CSV` })
      .click();
    await screenshot(page, 'painel-export-menu');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Compras' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`rifa-${raffle.id}-compras.csv`);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFFCompra;Criada em;Paga em;Situação;')).toBe(true);
    expect(text).toContain(";'=1+1 Fórmula;");
    expect(text).toMatch(/;\d\d\/\d\d\/\d{4} \d\d:\d\d;/);
    expect(text.endsWith('\r\n')).toBe(true);
    expectClean(tab);
    await tab.context.close();
  });

  it('the raffle page links the public ticket list as CSV, with no personal data', async () => {
    const tab = await e2e.open({ width: 390, height: 844 });
    const { page } = tab;
    await page.goto(`/raffles/${raffle.id}`);
    const link = page.getByRole('link', { name: 'Baixar lista de bilhetes (CSV)' });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`rifa-${raffle.id}-bilhetes.csv`);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFFNúmero;Hash do pagamento\r\n')).toBe(true);
    expect(text).not.toContain('@');
    expect(text).not.toContain('Paula');
    expect(tab.external).toEqual([]);
    await tab.context.close();
  });
});
