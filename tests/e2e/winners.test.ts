// docs/decisions/0014-numbers-prizes-packages.md in real Chromium: a 3-prize draw shown on the raffle page (every position, its
// ticket and nickname) and on /ganhadores ('1º', '2º', '3º', zero-padded tickets, the draw
// block, the links), with the footer on both, at 1280 px and at 390 × 844 with nothing wider
// than the screen. The app runs in node mode against its devnode: the test drives the draw.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Raffle, WinnersEntry } from '@rifa/shared';
import { WEB_DIST } from '../../server/src/composition/compose.ts';
import { closeAndDraw, raffleInAnHour } from '../integration/draw-support.ts';
import { REGTEST_ADDRESS, REGTEST_ADDRESS_2 } from '../support/addresses.ts';
import { movableClock } from '../support/clock.ts';
import { useListeningApp } from '../support/listening-app.ts';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { horizontalOverflow, screenshot, useBrowser } from './support/browser.ts';

const clock = movableClock();
const t = useTestApp({
  clock,
  dirPrefix: 'rifa-e2e-winners-',
  // A build elsewhere (E2E_WEB_DIST) while web/dist is being rebuilt by someone else.
  webDist: process.env.E2E_WEB_DIST ?? WEB_DIST,
});
const served = useListeningApp(t);
const chromium = useBrowser(() => served.url);
let raffle: Raffle;
let entry: WinnersEntry;

beforeAll(async () => {
  const ana = await t.register({ btc_address: REGTEST_ADDRESS });
  const bruno = await t.register({ btc_address: REGTEST_ADDRESS_2 });
  await t.api.put('/user/me').set(bearer(ana.token)).send({ nickname: 'Ana Sortuda' });
  await t.api.put('/user/me').set(bearer(bruno.token)).send({ nickname: 'Bruno do Bairro' });
  await t.api
    .put('/api/admin/site')
    .set(bearer(t.adminToken))
    .send({ organiser_contact: 'Telegram @rifadoze' });
  raffle = await raffleInAnHour(t, clock, {
    name: 'Rifa dos Três Prêmios',
    total_tickets: 1_000,
    prizes: [
      { amount: 100_000 },
      { amount: 0, description: 'Camiseta oficial' },
      { amount: 20_000 },
    ],
  });
  await t.buyPaid(ana.token, raffle, 2);
  await t.buyPaid(bruno.token, raffle, 1);
  await closeAndDraw(t, clock, raffle);
  entry = ((await t.api.get('/api/ganhadores')).body.data as WinnersEntry[])[0]!;
}, 90_000);

const padded = (ticket: number | null) => String(ticket).padStart(4, '0');

describe.each([
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
])('a 3-prize draw at %s size', (name, viewport) => {
  it('the raffle page shows every position with its ticket and nickname', async () => {
    const tab = await chromium.open(viewport);
    const { page } = tab;
    await page.goto(`/raffles/${raffle.id}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const positions = page.getByTestId('prize-position');
    await expect.poll(() => positions.count()).toBe(3);
    for (const [k, winner] of entry.winners.entries()) {
      const row = positions.nth(k);
      expect(await row.getByTestId('prize-ticket').textContent()).toContain(String(winner.ticket));
      expect(await row.getByTestId('prize-nickname').textContent()).toBe(winner.nickname);
    }
    expect(await positions.nth(1).textContent()).toContain('Camiseta oficial');
    expect(await page.getByTestId('footer-contact').textContent()).toContain('Telegram @rifadoze');
    await screenshot(page, `winners-raffle-page-${name}`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(tab.external).toEqual([]);
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });

  it('/ganhadores lists the draw with 1º, 2º, 3º, padded tickets, the block and the proof', async () => {
    const tab = await chromium.open(viewport);
    const { page } = tab;
    const siteCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/site' || pathname === '/api/ganhadores') siteCalls.push(pathname);
    });
    await page.goto('/ganhadores');
    await page.waitForSelector('html[data-hydrated="true"]');
    const card = page.getByRole('article', { name: 'Rifa dos Três Prêmios' });
    const rows = card.getByTestId('winner-row');
    expect(await rows.count()).toBe(3);
    for (const [k, winner] of entry.winners.entries()) {
      const text = await rows.nth(k).textContent();
      expect(text).toContain(`${k + 1}º`);
      expect(text).toContain(`Bilhete nº ${padded(winner.ticket)}`);
      expect(text).toContain(winner.nickname!);
    }
    expect(await rows.nth(1).textContent()).toContain(
      'Camiseta oficial (entregue pelo organizador)',
    );
    expect(await card.textContent()).toContain(entry.block_hash);
    expect(
      await card.getByRole('link', { name: 'Prova do sorteio (JSON)' }).getAttribute('href'),
    ).toBe(`${served.url}/api/rifa/${raffle.id}/draw`);
    const footer = page.getByRole('contentinfo');
    expect(await footer.textContent()).toContain('Rifa Relâmpago vtest');
    await screenshot(page, `winners-page-${name}`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // The server-rendered page carried both answers: nothing asked again.
    expect(siteCalls).toEqual([]);

    // From the list to the raffle's draw, then the footer's way to verify a draw.
    await card.getByRole('link', { name: 'Ver a rifa e verificar' }).click();
    await page.waitForURL(`**/raffles/${raffle.id}`);
    await page.getByTestId('draw-proof-section').waitFor();
    await footer.getByRole('link', { name: 'Verifique um sorteio' }).click();
    await page.waitForURL('**/how-it-works#verificar');
    await page.locator('#verificar').waitFor();
    await footer.getByRole('link', { name: 'Termos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Termos gerais' }).waitFor();
    expect(await page.getByTestId('terms-text').textContent()).toContain('operador deste servidor');
    await screenshot(page, `terms-page-${name}`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(siteCalls).toEqual([]);
    expect(tab.external).toEqual([]);
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });
});
