// docs/decisions/0014-numbers-prizes-packages.md end to end on a phone (390 × 844), in real Chromium against the real server in demo
// mode: a participant picks three numbers in the grid of the buy dialog, pays ('Simular
// pagamento'), finds them under 'Meus números' on the raffle page and opens the receipt
// (comprovante) with the same numbers, amount and payment hash; it prints alone on one page.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import type { AuthResponse, ListResponse, Raffle, Purchase } from '@rifa/shared';
import {
  expectClean,
  horizontalOverflow,
  screenshot,
  type GuardedPage,
} from './support/browser.ts';
import { registerParticipant } from './support/demo-api.ts';
import { acceptConsent } from './support/consent.ts';
import { useE2eSession } from './support/session.ts';

const PHONE = { width: 390, height: 844 };
/** The demo's 'Rifa da Comunidade': 100 numbers (3 digits in the grid) at 500 sats. */
const RAFFLE = 'Rifa da Comunidade';
const PICKS = ['007', '042', '099'];

const e2e = useE2eSession();
let participant: AuthResponse;
let raffle: Raffle;
let tab: GuardedPage;

beforeAll(async () => {
  const raffles = (await e2e.api.call<ListResponse<Raffle>>('GET', '/api/rifa')).body.data;
  raffle = raffles.find((r) => r.name === RAFFLE)!;
  participant = await registerParticipant(e2e.api, 'Joana Recibo', 'joana@example.com');
  // Logged in as the SPA keeps a session.
  tab = await e2e.openAs(participant.token, PHONE);
});

/** Whether the element is laid out (print media hides the navigation and the buttons). */
const shown = (page: Page, selector: string) => page.locator(selector).first().isVisible();

it('picks numbers in the grid, pays, sees them in Meus números and on the receipt', async () => {
  const { page } = tab;
  await page.goto(`/raffles/${raffle.id}`);
  await page.getByRole('heading', { level: 1, name: RAFFLE }).waitFor();
  await page.getByRole('button', { name: 'Comprar Bilhete' }).click();

  const buy = page.getByRole('dialog', { name: 'Comprar Bilhetes' });
  await buy.getByTestId('number-grid').waitFor();
  for (const number of PICKS)
    await buy.getByRole('button', { name: `Número ${number}: Livre` }).click();
  await expect
    .poll(() => buy.getByTestId('chosen-numbers').textContent())
    .toBe(`Escolhidos (3): ${PICKS.join(', ')}`);
  await expect.poll(() => buy.getByLabel('Quantidade de bilhetes').inputValue()).toBe('3');
  await acceptConsent(buy);
  await screenshot(page, 'receipt-flow-grid-390');
  await buy.getByRole('button', { name: 'Comprar Bilhetes' }).click();

  const payment = page.getByRole('dialog', { name: 'Pagamento Lightning' });
  await expect
    .poll(() => payment.getByTestId('reserved-numbers').textContent())
    .toBe(PICKS.join(', '));
  await payment.getByRole('button', { name: 'Simular pagamento' }).click();
  await payment.getByText('Pagamento confirmado!').waitFor({ timeout: 10_000 });
  expect(await payment.getByRole('link', { name: /^Ver comprovante/ }).isVisible()).toBe(true);
  await payment.getByRole('button', { name: 'Fechar' }).first().click();

  // What the server holds for this purchase: the receipt must show exactly this.
  const mine = await e2e.api.call<ListResponse<Purchase>>('GET', '/api/transaction/user', {
    token: participant.token,
  });
  const tx = mine.body.data.find((row) => row.raffle_id === raffle.id)!;
  expect(tx).toMatchObject({ status: 'paid', tickets: [7, 42, 99], amount: 1_500 });

  // 'Meus números' on the raffle page (lane B's section), with the link to the receipt.
  const section = page.locator('section, [data-testid="my-numbers"]').filter({
    has: page.getByRole('heading', { name: 'Meus números', exact: true }),
  });
  await expect.poll(() => section.first().textContent()).toMatch(/007.*042.*099/);
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'receipt-flow-my-numbers-390');
  await section
    .first()
    .getByRole('link', { name: /^Ver comprovante/ })
    .click();

  await page.waitForURL(`**/comprovante/${tx.id}`);
  const receipt = page.getByRole('article', { name: 'Comprovante de compra' });
  await receipt.waitFor();
  expect(await page.title()).toBe(`Comprovante nº ${tx.id} · Rifa Relâmpago`);
  expect(
    await receipt.getByTestId('receipt-numbers').getByRole('listitem').allTextContents(),
  ).toEqual(PICKS);
  expect(await receipt.getByTestId('receipt-amount').textContent()).toBe('1.500 sats');
  expect(await receipt.getByTestId('receipt-payment-hash').textContent()).toBe(tx.payment_hash);
  expect(await receipt.getByTestId('receipt-id').textContent()).toBe(String(tx.id));
  expect(await receipt.getByRole('link', { name: RAFFLE }).getAttribute('href')).toBe(
    `/raffles/${raffle.id}`,
  );
  expect(await receipt.getByTestId('receipt-paid-at').textContent()).toMatch(
    /^\d\d\/\d\d\/\d{4}, \d\d:\d\d, horário de Brasília$/,
  );
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await page.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(true);
  await screenshot(page, 'receipt-390');

  // On paper: no navigation, banner, footer or buttons; the receipt alone, on one A4 page.
  await page.emulateMedia({ media: 'print' });
  expect(await shown(page, 'header')).toBe(false);
  expect(await shown(page, '[data-testid="demo-banner"]')).toBe(false);
  expect(await shown(page, 'footer')).toBe(false);
  expect(await shown(page, '[data-testid="toast"]')).toBe(false);
  expect(await page.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(false);
  expect(await receipt.isVisible()).toBe(true);
  await screenshot(page, 'receipt-print-390');
  await page.setViewportSize({ width: 794, height: 1123 });
  await screenshot(page, 'receipt-print-a4');
  const pdf = (await page.pdf({ format: 'A4', printBackground: false })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g)?.length).toBe(1);
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'receipt-desktop');

  // Another participant reaches the same address and learns nothing (the server's 404).
  const other = await registerParticipant(e2e.api, 'Outra Pessoa', 'outra@example.com');
  const theirs = await e2e.api.call('GET', `/api/transaction/${tx.id}`, { token: other.token });
  expect(theirs.status).toBe(404);

  expectClean(tab);
});
