// The raffle page as people live it, in real Chromium (docs/decisions/0014-numbers-prizes-packages.md,
// docs/protocols/draw.md): Enter in 'Ir para o número' jumps and never buys; the board shows
// every number's state to anyone; the winner is told 'Parabéns, você ganhou!' on the raffle
// page, in 'Meus números' and in the header; and 'Criar Rifa' marks each refused field with
// the server's own pt-BR rule (admin, 1366 × 900). The app runs in node mode against its
// devnode: the test drives the draw.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Raffle } from '@rifa/shared';
import { WEB_DIST } from '../../server/src/composition/compose.ts';
import { closeAndDraw, raffleInAnHour } from '../integration/draw-support.ts';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { movableClock } from '../support/clock.ts';
import { useListeningApp } from '../support/listening-app.ts';
import { ADMIN_PASSWORD } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { horizontalOverflow, RESULTS_DIR, screenshot, useBrowser } from './support/browser.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const clock = movableClock();
const t = useTestApp({
  clock,
  dirPrefix: 'rifa-e2e-journeys-raffle-',
  webDist: process.env.E2E_WEB_DIST ?? WEB_DIST,
});
const served = useListeningApp(t);
const chromium = useBrowser(() => served.url);
let ana: { token: string };
let big: Raffle;
let drawn: Raffle;

beforeAll(async () => {
  ana = await t.register({ btc_address: REGTEST_ADDRESS });
  // 250 numbers (3 pages: 'Ir para o número' shows), open for a month.
  big = await t.createRaffle({
    name: 'Rifa dos 250',
    total_tickets: 250,
    ticket_price: 100,
    end_date: new Date(clock.now().getTime() + 30 * 86_400_000).toISOString(),
    packages: [{ quantity: 10, price: 900 }],
  });
  await t.buyPaid(ana.token, big, 3);
  // A 5,000-sat prize: below the Lightning threshold, received with an invoice.
  drawn = await raffleInAnHour(t, clock, {
    name: 'Rifa do Sortudo',
    total_tickets: 100,
    prize_amount: 5_000,
  });
  await t.buyPaid(ana.token, drawn, 2);
  await closeAndDraw(t, clock, drawn);
}, 120_000);

describe('the raffle page at 390 × 844', () => {
  it("Enter in 'Ir para o número' goes to the number; only the buy button buys", async () => {
    const tab = await chromium.openAs(ana.token, PHONE);
    const { page } = tab;
    await page.goto(`/raffles/${big.id}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: 'Comprar Bilhete' }).click();
    const buy = page.getByRole('dialog', { name: 'Comprar Bilhetes' });
    await buy.getByTestId('number-grid').waitFor();
    const jump = buy.getByLabel('Ir para o número');
    await jump.fill('237');
    await jump.press('Enter');
    await expect.poll(() => buy.getByTestId('number-page').textContent()).toBe('Página 3 de 3');
    const number = buy.getByRole('button', { name: 'Número 237: Livre' });
    await expect.poll(() => number.evaluate((el) => el.matches(':focus'))).toBe(true);
    // No invoice: the buy dialog is still open, no payment dialog.
    expect(await buy.isVisible()).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Pagamento Lightning' }).count()).toBe(0);
    const box = await number.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(44);
    await number.press(' ');
    await expect.poll(() => buy.getByTestId('chosen-numbers').textContent()).toContain('237');
    await buy.screenshot({ path: path.join(RESULTS_DIR, 'journeys-raffle-jump-enter.png') });
    const purchases = await t.api
      .get('/api/transaction/user')
      .set({ Authorization: `Bearer ${ana.token}` });
    expect(purchases.body.data.filter((p: { status: string }) => p.status === 'pending')).toEqual(
      [],
    );
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });

  it('the board shows free, reserved and sold numbers to anyone, and looks one up', async () => {
    const tab = await chromium.open(PHONE);
    const { page } = tab;
    await page.goto(`/raffles/${big.id}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const board = page.getByTestId('raffle-board');
    // Folded until asked for: no numbers fetched on a visit that does not look.
    expect(await board.getByTestId('number-board').count()).toBe(0);
    await board.getByText('Ver quais números estão livres, reservados ou vendidos').click();
    await board.getByTestId('number-board').waitFor();
    expect(await page.getByTestId('raffle-packages').first().textContent()).toContain(
      '10 bilhetes por 900 sats',
    );
    const sold = await t.api
      .get('/api/transaction/user')
      .set({ Authorization: `Bearer ${ana.token}` });
    const mine = sold.body.data.find((p: { raffle_id: number }) => p.raffle_id === big.id);
    const ticket = mine.tickets[0] as number;
    const lookup = board.getByLabel('Consultar o número');
    await lookup.fill(String(ticket));
    await lookup.press('Enter');
    await expect
      .poll(() => board.getByTestId('number-lookup-result').textContent())
      .toBe(`Número ${String(ticket).padStart(3, '0')}: Vendido`);
    await lookup.fill('250');
    await expect
      .poll(() => board.getByTestId('number-lookup-result').textContent())
      .toBe('Número 250: Livre');
    await board.scrollIntoViewIfNeeded();
    await screenshot(page, 'journeys-raffle-board-phone');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });

  it("the winner is told 'Parabéns, você ganhou!' on the page, in 'Meus números' and in the header", async () => {
    const tab = await chromium.openAs(ana.token, PHONE);
    const { page } = tab;
    await page.goto(`/raffles/${drawn.id}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const banner = page.getByTestId('winner-banner');
    await banner.waitFor();
    const text = (await banner.textContent()) ?? '';
    expect(text).toContain('Parabéns, você ganhou!');
    expect(text).toContain('1º prêmio · bilhete');
    expect(text).toContain(
      'Para receber, cole no seu painel uma fatura Lightning de exatamente 5.000 sats',
    );
    expect(await banner.getByRole('link').getAttribute('href')).toBe('/dashboard#premios');
    // The result first, no 'Disponíveis' after the draw, 'Terminou em'.
    expect(await page.getByTestId('draw-result').textContent()).toContain('1º prêmio: bilhete');
    expect(await page.getByText('Disponíveis agora').count()).toBe(0);
    expect(await page.getByText('Terminou em').count()).toBe(1);
    const winning = page.getByTestId('my-winning-number');
    await winning.waitFor();
    expect(await winning.textContent()).toContain('1º prêmio');
    const bar = page.getByTestId('winner-bar');
    await bar.waitFor();
    expect(await bar.textContent()).toContain(
      'Parabéns, você ganhou! 1º prêmio em Rifa do Sortudo',
    );
    await screenshot(page, 'journeys-raffle-winner-phone');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // The header says it on every page.
    await page.goto('/raffles');
    await page.getByTestId('winner-bar').waitFor();
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });
});

describe("'Criar Rifa' at 1366 × 900", () => {
  it('marks each refused field with its pt-BR rule, and keeps the server refusal beside its field', async () => {
    const tab = await chromium.openAs(t.adminToken, DESKTOP);
    const { page } = tab;
    await page.goto('/admin');
    const form = page.getByTestId('create-raffle-form');
    await form.waitFor();
    const submit = form.getByRole('button', { name: 'Criar Rifa' });
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    const errorOf = async (label: RegExp) => {
      const id = await form.getByLabel(label).getAttribute('id');
      return page.locator(`[id="${id}-error"]`).textContent();
    };
    expect(await errorOf(/^Nome da rifa/)).toBe('Nome da rifa é obrigatório');
    expect(await errorOf(/^Total de bilhetes/)).toBe('Total de bilhetes é obrigatório');
    expect(await errorOf(/^Senha de administrador/)).toBe('Senha de administrador é obrigatória');
    await screenshot(page, 'journeys-create-raffle-empty');

    await form.getByLabel(/^Nome da rifa/).fill('Rifa de Natal');
    await form.getByLabel(/^Prêmio \(sats\)/).fill('100000');
    await form.getByLabel(/^Preço do bilhete/).fill('1000');
    await form.getByLabel(/^Total de bilhetes/).fill('100');
    await form.getByLabel(/^Mínimo de bilhetes/).fill('500');
    await form.getByLabel(/^Data de término/).fill('2099-12-24T20:00');
    await form.getByLabel(/^Senha de administrador/).fill(ADMIN_PASSWORD);
    await submit.click();
    expect(await errorOf(/^Mínimo de bilhetes/)).toBe(
      'Mínimo de bilhetes não pode ser maior que o total de bilhetes',
    );
    await form.getByLabel(/^Mínimo de bilhetes/).fill('5');
    // An address of another network: only the server knows its network.
    await form
      .getByLabel(/^Endereço Bitcoin do prêmio/)
      .fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    await submit.click();
    await expect
      .poll(() => errorOf(/^Endereço Bitcoin do prêmio/))
      .toContain('Endereço Bitcoin do prêmio inválido');
    await screenshot(page, 'journeys-create-raffle-server-error');
    // It stays after the toast is gone, until the field changes.
    await form.getByLabel(/^Endereço Bitcoin do prêmio/).fill('');
    expect(await page.locator('[id="raffle-prize_btc_address-error"]').count()).toBe(0);
    await submit.click();
    await expect.poll(() => page.getByText('Rifa criada com sucesso!').count()).toBe(1);
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });
});
