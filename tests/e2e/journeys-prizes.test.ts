// docs/protocols/prize-delivery.md end to end in real Chromium: the winner of a physical prize
// gives a delivery contact on the phone (no Bitcoin address shown for it); the operator, at
// 1366 × 900, sees it in Gerenciar with a Lightning payout shown as one (hash, routing fee),
// marks it 'enviado' with a note and 'entregue'; the winner sees each step. A participant who
// deletes the account is told what is at stake, saves a claim link and, logged out, receives
// the refund through it. The app runs in node mode against its devnode; the test drives the draw.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Raffle } from '@rifa/shared';
import { WEB_DIST } from '../../server/src/composition/compose.ts';
import { closeAndDraw, raffleInAnHour } from '../integration/draw-support.ts';
import { REGTEST_ADDRESS, REGTEST_ADDRESS_2 } from '../support/addresses.ts';
import { movableClock } from '../support/clock.ts';
import { useListeningApp } from '../support/listening-app.ts';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';
import {
  expectClean,
  horizontalOverflow,
  RESULTS_DIR,
  screenshot,
  useBrowser,
} from './support/browser.ts';

const clock = movableClock();
const t = useTestApp({
  clock,
  dirPrefix: 'rifa-e2e-prizes-',
  webDist: process.env.E2E_WEB_DIST ?? WEB_DIST,
});
const served = useListeningApp(t);
const chromium = useBrowser(() => served.url);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const CONTACT = 'Rua das Flores, 123, apto 4\nSão Paulo - SP, 01234-000';

let raffle: Raffle;
/** The winner of the physical prize (position 2) and of the 200-sat prize (position 1). */
let shirtWinner: string;
let satsWinner: string;
let carla: string;
let lightningHash: string;

beforeAll(async () => {
  const ana = await t.register({ btc_address: REGTEST_ADDRESS });
  const bruno = await t.register({ btc_address: REGTEST_ADDRESS_2 });
  raffle = await raffleInAnHour(t, clock, {
    name: 'Rifa da Camiseta',
    total_tickets: 10,
    prizes: [{ amount: 200 }, { amount: 0, description: 'Camiseta oficial' }],
    prize_amount: 200,
  });
  await t.buyPaid(ana.token, raffle, 1);
  await t.buyPaid(bruno.token, raffle, 1);
  await closeAndDraw(t, clock, raffle);
  const second = t.store.db
    .prepare('SELECT user_id FROM draw_winners WHERE raffle_id = ? AND position = 2')
    .pluck()
    .get(raffle.id) as number;
  [shirtWinner, satsWinner] =
    second === ana.user.id ? [ana.token, bruno.token] : [bruno.token, ana.token];
  // The 200-sat prize is taken over Lightning: Gerenciar must show it as a Lightning payout.
  const invoice = t.devnode.createExternalInvoice({ tokens: 200, description: 'carteira' });
  lightningHash = invoice.hash;
  const paid = await t.api
    .post(`/api/user/wins/${raffle.id}/lightning`)
    .set(bearer(satsWinner))
    .send({ invoice: invoice.request });
  expect(paid.body.status).toBe('sent');

  // Carla: tickets in an open raffle and a refund of a cancelled one.
  carla = (await t.register({ email: 'carla@example.com', btc_address: REGTEST_ADDRESS })).token;
  const open = await raffleInAnHour(t, clock, { name: 'Rifa Aberta', total_tickets: 50 });
  await t.buyPaid(carla, open, 2);
  const cancelled = await raffleInAnHour(t, clock, {
    name: 'Rifa Cancelada',
    total_tickets: 50,
    ticket_price: 1_000,
  });
  await t.buyPaid(carla, cancelled, 1);
  expect((await t.editRaffle(cancelled.id, { status: 'cancelled' })).status).toBe(200);
}, 120_000);

describe('a physical prize, from the winner’s phone to the operator’s desk and back', () => {
  it('the winner (390 × 844) gives a delivery contact; no Bitcoin address beside the prize', async () => {
    const tab = await chromium.openAs(shirtWinner, PHONE);
    const { page } = tab;
    await page.goto('/dashboard');
    const card = page.getByTestId('wins-card');
    const prize = card.getByRole('listitem').filter({ hasText: 'Camiseta oficial' });
    await prize.getByText('Aguardando seu contato').waitFor();
    expect(await prize.getByText('Endereço do prêmio').count()).toBe(0);
    expect(await prize.getByText(/bcrt1/).count()).toBe(0);
    await prize.scrollIntoViewIfNeeded();
    await screenshot(page, 'prizes-winner-awaiting-contact');

    await prize
      .getByRole('button', { name: `Informar contato para entrega: ${raffle.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Contato para entrega' });
    await dialog.getByLabel('Endereço ou como falar com você').fill(CONTACT);
    await screenshot(page, 'prizes-winner-contact-dialog');
    await dialog.getByRole('button', { name: 'Salvar contato' }).click();
    await prize.getByTestId('delivery-status').getByText('Contato informado').waitFor();
    expect(await prize.getByTestId('delivery-contact').textContent()).toBe(CONTACT);
    await prize.scrollIntoViewIfNeeded();
    await screenshot(page, 'prizes-winner-contact-given');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expectClean(tab);
    await tab.context.close();
  });

  it('the operator (1366 × 900) sees the Lightning payout as one, then ships and delivers', async () => {
    const tab = await chromium.openAs(t.adminToken, DESKTOP);
    const { page } = tab;
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Gerenciar' }).click();

    const payout = page.getByTestId('payouts-list').getByRole('listitem').first();
    await payout.getByTestId('payout-method').getByText('Lightning').waitFor();
    expect(await payout.getByText('Pago via Lightning').count()).toBe(1);
    expect(await payout.getByText('Incluído numa transação on-chain.').count()).toBe(0);
    expect(await payout.getByTestId('payout-hash').textContent()).toBe(lightningHash);
    expect(await payout.getByTestId('payout-fee').textContent()).toMatch(/^\d+ sats$/);
    await payout.scrollIntoViewIfNeeded();
    await screenshot(page, 'prizes-admin-lightning-payout');

    const delivery = page.getByTestId(`delivery-${raffle.id}-2`);
    expect(await delivery.getByTestId('admin-delivery-contact').textContent()).toBe(CONTACT);
    await delivery.getByRole('button', { name: 'Marcar como enviado' }).click();
    const ship = page.getByRole('dialog', { name: 'Marcar como enviado?' });
    await ship.getByLabel('Nota de envio (opcional)').fill('Correios BR123456789BR');
    await ship.getByRole('button', { name: 'Marcar como enviado' }).click();
    await delivery.getByTestId('delivery-status').getByText('Enviado').waitFor();
    await delivery.scrollIntoViewIfNeeded();
    await screenshot(page, 'prizes-admin-shipped');

    await delivery.getByRole('button', { name: 'Marcar como entregue' }).click();
    await page
      .getByRole('dialog', { name: 'Marcar como entregue?' })
      .getByRole('button', { name: 'Sim, foi entregue' })
      .click();
    await delivery.getByTestId('delivery-status').getByText('Entregue').waitFor();
    expect(await delivery.getByRole('button').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expectClean(tab);
    await tab.context.close();
  });

  it('the winner sees every step done, with the tracking note', async () => {
    const tab = await chromium.openAs(shirtWinner, PHONE);
    const { page } = tab;
    await page.goto('/dashboard');
    const prize = page
      .getByTestId('wins-card')
      .getByRole('listitem')
      .filter({ hasText: 'Camiseta oficial' })
      .first();
    await prize.getByTestId('delivery-status').getByText('Entregue').waitFor();
    const steps = prize.getByRole('list', { name: 'Etapas da entrega' }).getByRole('listitem');
    expect(await steps.allTextContents()).toEqual([
      'Contato (concluído)',
      'Enviado (concluído)',
      'Entregue (concluído)',
    ]);
    expect(await prize.getByTestId('delivery-tracking').textContent()).toBe(
      'Correios BR123456789BR',
    );
    expect(await prize.getByRole('button', { name: /contato/ }).count()).toBe(0);
    await prize.scrollIntoViewIfNeeded();
    await screenshot(page, 'prizes-winner-delivered');
    expectClean(tab);
    await tab.context.close();
  });
});

describe('deleting an account that is still owed money', () => {
  it('names the stakes, hands over a claim link, and the refund is received through it', async () => {
    const tab = await chromium.openAs(carla, PHONE);
    const { page } = tab;
    await page.goto('/dashboard');
    await page.getByTestId('refunds-card').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'prizes-delete-dashboard');
    await page.getByTestId('danger-zone').locator('summary').click();
    await page.getByRole('button', { name: 'Apagar minha conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apagar sua conta?' });
    const stakes = dialog.getByTestId('deletion-stakes');
    await stakes.waitFor();
    expect(await stakes.textContent()).toContain('2 bilhetes em 1 rifa ainda sem sorteio');
    expect(await stakes.textContent()).toContain(
      'Reembolso de 1.000 sats da rifa "Rifa Cancelada"',
    );
    await dialog.getByRole('button', { name: 'Gerar link de resgate' }).click();
    const link = await dialog.getByTestId('claim-link').inputValue();
    expect(link).toMatch(/\/resgate#[A-Za-z0-9_-]{20,}$/);
    // The dialog as the phone shows it (a full-page capture would stretch the locked page).
    await page.screenshot({ path: `${RESULTS_DIR}/prizes-delete-dialog.png` });
    const remove = dialog.getByRole('button', { name: 'Apagar minha conta' });
    await dialog.getByLabel('Sua senha, para confirmar').fill('segredo123');
    expect(await remove.isDisabled()).toBe(true);
    await dialog.getByLabel('Guardei o link de resgate').check();
    await remove.click();
    await page.waitForURL((url) => url.pathname === '/');
    expectClean(tab);
    await tab.context.close();

    // Logged out, in a fresh browser: the link alone receives the refund.
    const claimTab = await chromium.open(PHONE);
    const claimPage = claimTab.page;
    await claimPage.goto(new URL(link).pathname + new URL(link).hash);
    const refunds = claimPage.getByTestId('claim-link-refunds');
    await refunds.getByText('Rifa Cancelada: reembolso de 1.000 sats').waitFor();
    await screenshot(claimPage, 'prizes-claim-link-page');
    await refunds.getByRole('button', { name: 'Receber via Lightning: Rifa Cancelada' }).click();
    const claim = claimPage.getByRole('dialog', { name: 'Receber via Lightning' });
    const invoice = t.devnode.createExternalInvoice({ tokens: 1_000, description: 'reembolso' });
    await claim.getByLabel('Fatura Lightning (BOLT11)').fill(invoice.request);
    await claim.getByRole('button', { name: 'Enviar fatura' }).click();
    await claimPage.getByText('Nada a receber por este link').waitFor({ timeout: 10_000 });
    expect(t.devnode.externalInvoice(invoice.hash).paid).toBe(true);
    await screenshot(claimPage, 'prizes-claim-link-paid');
    expect(await horizontalOverflow(claimPage)).toBeLessThanOrEqual(0);
    expectClean(claimTab);
    await claimTab.context.close();
  });
});
