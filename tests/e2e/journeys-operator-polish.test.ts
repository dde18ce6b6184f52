// The operator's leftovers of the journeys, in real Chromium against the real server (node
// mode on its devnode; the test drives the clock and the chain):
// - Configurações → 'Explorador e cotação' at 1366 × 900 (docs/protocols/configuration.md#explorer-and-reais);
// - after the close, 'Sorteio previsto para ~HH:MM' with its steps on the phone
//   (docs/protocols/draw.md#when-the-draw-happens), and on the drawn raffle plain explorer
//   links for the anchor, the draw block and the prize's transaction, and '≈ R$' beside sats;
// - a deleted account out of Configurações → Usuários, whose count matches its rows;
// - one h1 on /termos, the 404 page and an unknown raffle's, said once.
// Screenshots go to test-results/operator-polish-*.png.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Raffle, RaffleDetail } from '@rifa/shared';
import { WEB_DIST } from '../../server/src/composition/compose.ts';
import {
  closeAndDraw,
  drawOf,
  mineAfter,
  passEndDate,
  raffleInAnHour,
} from '../integration/draw-support.ts';
import { REGTEST_ADDRESS, REGTEST_ADDRESS_2 } from '../support/addresses.ts';
import { movableClock } from '../support/clock.ts';
import { useListeningApp } from '../support/listening-app.ts';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { expectClean, horizontalOverflow, screenshot, useBrowser } from './support/browser.ts';

const clock = movableClock();
const t = useTestApp({
  clock,
  dirPrefix: 'rifa-e2e-operator-polish-',
  webDist: process.env.E2E_WEB_DIST ?? WEB_DIST,
});
const served = useListeningApp(t);
const chromium = useBrowser(() => served.url);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const EXPLORER = 'http://explorador.local:3006';

let drawn: Raffle;
let waiting: Raffle;
let buyer: string;

beforeAll(async () => {
  buyer = (await t.register({ btc_address: REGTEST_ADDRESS })).token;
  const other = await t.register({ btc_address: REGTEST_ADDRESS_2 });
  // A raffle drawn, its 50.000-sat prize sent on-chain by the payout job.
  drawn = await raffleInAnHour(t, clock, {
    name: 'Rifa do Bloco',
    total_tickets: 10,
    prize_amount: 50_000,
  });
  await t.buyPaid(buyer, drawn, 1);
  await t.buyPaid(other.token, drawn, 1);
  await closeAndDraw(t, clock, drawn);
  await t.payoutJob.tick();
  // A second raffle past its end: closed, its anchor mined, the draw block still to come.
  waiting = await raffleInAnHour(t, clock, { name: 'Rifa da Espera', total_tickets: 10 });
  await t.buyPaid(buyer, waiting, 2);
  passEndDate(clock, waiting);
  await t.scheduler.tick();
  mineAfter(t.devnode, waiting.end_date, 1);
  await t.scheduler.tick();
  expect(drawOf(t, waiting.id)?.status).toBe('closed');
}, 120_000);

describe('the operator sets an explorer and a rate, and the pages use them', () => {
  it('Configurações → Explorador e cotação (1366 × 900)', async () => {
    const tab = await chromium.openAs(t.adminToken, DESKTOP);
    const { page } = tab;
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Configurações' }).click();
    const card = page.getByTestId('site-display-card');
    await card.scrollIntoViewIfNeeded();
    // A password in the address is refused beside the field, before anything is sent.
    await card.getByLabel('Explorador de blocos').fill('https://eu:senha@mempool.space');
    await card.getByRole('button', { name: 'Salvar explorador e cotação' }).click();
    await card.getByText('Explorador de blocos não pode conter usuário ou senha').waitFor();
    await screenshot(page, 'operator-polish-settings-refused');

    await card.getByLabel('Explorador de blocos').fill(`${EXPLORER}/`);
    await card.getByLabel('Cotação do bitcoin (R$ por BTC)').fill('350.000');
    await card.getByRole('button', { name: 'Salvar explorador e cotação' }).click();
    await card.getByText('10.000 sats aparecem como ≈ R$ 35,00').waitFor();
    await screenshot(page, 'operator-polish-settings-saved');
    const site = (await served.client.call('GET', '/api/site')).body as Record<string, unknown>;
    expect(site).toMatchObject({ explorer_url: EXPLORER, brl_per_btc: 350_000 });
    expectClean(tab);
    await tab.context.close();
  });

  it("after the close, 'Sorteio previsto para ~HH:MM' and the steps so far (390 × 844)", async () => {
    const detail = (await t.api.get(`/api/rifa/${waiting.id}`)).body as RaffleDetail;
    expect(detail.draw_estimate?.step).toBe('anchor_confirmed');
    const tab = await chromium.open(PHONE);
    const { page } = tab;
    // The page reads the browser's clock: give it the test's, past end_date (the chain's
    // timestamps, and so this clock, run ahead of the wall clock).
    await page.clock.setFixedTime(clock.now());
    await page.goto(`/raffles/${waiting.id}`);
    const top = page.getByTestId('draw-estimate-link');
    await top.waitFor();
    expect(await top.textContent()).toMatch(/^Sorteio previsto para ~(\d\d\/\d\d, )?\d\d:\d\d$/);
    await screenshot(page, 'operator-polish-estimate-top');
    const steps = page.getByTestId('draw-estimate');
    await steps.scrollIntoViewIfNeeded();
    const state = (step: string) =>
      steps.getByTestId(`estimate-step-${step}`).getAttribute('data-ok');
    expect(await state('sales_closed')).toBe('true');
    expect(await state('anchor')).toBe('true');
    expect(await state('block')).toBe('pending');
    expect(await state('drawn')).toBe('pending');
    // The anchor is on the operator's explorer, a plain link.
    const anchor = page.getByTestId('plain-verification').getByTestId('explorer-tx');
    expect(await anchor.getAttribute('href')).toMatch(new RegExp(`^${EXPLORER}/tx/[0-9a-f]{64}$`));
    await steps.screenshot({ path: 'test-results/operator-polish-estimate-steps.png' });
    await screenshot(page, 'operator-polish-estimate-page');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expectClean(tab);
    await tab.context.close();
  });

  it('the drawn raffle: explorer links for the block and the prize, ≈ R$ beside sats (390 × 844)', async () => {
    const tab = await chromium.open(PHONE);
    const { page } = tab;
    await page.goto(`/raffles/${drawn.id}`);
    await page.getByRole('heading', { level: 1, name: 'Rifa do Bloco' }).waitFor();
    // 50.000 sats at R$ 350.000/BTC.
    expect(await page.getByTestId('approx-brl').allTextContents()).toContain('≈ R$ 175,00');
    const block = page.getByTestId('plain-verification').getByTestId('explorer-block');
    const proof = (await t.api.get(`/api/rifa/${drawn.id}/draw`)).body as {
      block_hash: string;
      payout_txid: string | null;
    };
    expect(await block.getAttribute('href')).toBe(`${EXPLORER}/block/${proof.block_hash}`);
    expect(await block.getAttribute('rel')).toBe('noopener noreferrer');
    expect(proof.payout_txid).toMatch(/^[0-9a-f]{64}$/);
    const payout = page.getByTestId('draw-payout').getByTestId('explorer-tx');
    expect(await payout.getAttribute('href')).toBe(`${EXPLORER}/tx/${proof.payout_txid}`);
    expect(await page.getByTestId('draw-estimate').count()).toBe(0);
    await page.getByTestId('draw-payout').scrollIntoViewIfNeeded();
    await screenshot(page, 'operator-polish-drawn-links');
    // Nothing was fetched from the explorer: only links.
    expectClean(tab);
    await tab.context.close();

    const list = await chromium.open(PHONE);
    // The card reads the browser's clock: give it the test's, past the raffle's end_date (the
    // chain's timestamps, and so this clock, run ahead of the wall clock).
    await list.page.clock.setFixedTime(clock.now());
    await list.page.goto('/raffles?aba=finalizadas');
    const card = list.page.getByTestId('raffle-card').filter({ hasText: 'Rifa da Espera' });
    await card.getByTestId('raffle-draw-estimate').waitFor();
    expect(await card.getByTestId('approx-brl').first().textContent()).toMatch(/^≈ R\$ /);
    await card.scrollIntoViewIfNeeded();
    await screenshot(list.page, 'operator-polish-card');
    expectClean(list);
    await list.context.close();
  });
});

describe('Configurações → Usuários', () => {
  it('a deleted account is out of the list, and the total counts the rows (1366 × 900)', async () => {
    const leaving = await t.register({ email: 'sai@example.com', btc_address: REGTEST_ADDRESS });
    const removed = await t.api
      .delete('/user/me')
      .set(bearer(leaving.token))
      .send({ password: 'segredo123' });
    expect(removed.status).toBe(204);
    const tab = await chromium.openAs(t.adminToken, DESKTOP);
    const { page } = tab;
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Configurações' }).click();
    const table = page.getByTestId('users-table');
    await table.waitFor();
    const rows = (await table.getByRole('row').count()) - 1;
    expect(await page.getByTestId('users-total').textContent()).toBe(`Total de usuários: ${rows}`);
    expect(await table.getByText('sai@example.com').count()).toBe(0);
    expect(await table.getByText('.invalid').count()).toBe(0);
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, 'operator-polish-users');
    expectClean(tab);
    await tab.context.close();
  });
});

describe('one heading per page', () => {
  it.each([
    ['/termos', 'Termos gerais', 'terms'],
    ['/nao-existe', 'Página não encontrada', 'not-found'],
    ['/raffles/9999', 'Rifa não encontrada', 'raffle-not-found'],
  ])('%s has one h1 (390 × 844)', async (path, title, name) => {
    const tab = await chromium.open(PHONE);
    const { page } = tab;
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.getByRole('heading', { name: title, exact: true }).count()).toBe(1);
    // Said once: no second line repeating the heading.
    expect(await page.getByText(title, { exact: true }).count()).toBe(1);
    await screenshot(page, `operator-polish-${name}`);
    await tab.context.close();
  });
});
