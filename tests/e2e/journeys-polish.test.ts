// The participant's polish, in real Chromium at 390 × 844: the first purchase asks 'Li e aceito
// o regulamento' and the +18 confirmation (docs/protocols/payment.md#consent-before-the-first-purchase);
// the payment dialog says 'Fatura Lightning (copia e cola)', names a few wallets, writes the
// numbers zero-padded and gives the invoice's real validity; an unpaid reservation is resumed
// with 'Pagar' from the raffle page; the dashboard writes ticket numbers as everywhere else.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Raffle } from '@rifa/shared';
import { WEB_DIST } from '../../server/src/composition/compose.ts';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { useListeningApp } from '../support/listening-app.ts';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { expectClean, horizontalOverflow, screenshot, useBrowser } from './support/browser.ts';
import { acceptConsent } from './support/consent.ts';

const PHONE = { width: 390, height: 844 };
const MINUTE = 60_000;

const t = useTestApp({
  dirPrefix: 'rifa-e2e-journeys-polish-',
  webDist: process.env.E2E_WEB_DIST ?? WEB_DIST,
});
const served = useListeningApp(t);
const chromium = useBrowser(() => served.url);
let raffle: Raffle;

beforeAll(async () => {
  // 1,000 numbers: every ticket number is written with four digits.
  raffle = await t.createRaffle({
    name: 'Rifa dos Mil',
    total_tickets: 1_000,
    ticket_price: 100,
    end_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    rules: 'Sorteio pelo bloco do Bitcoin. Prêmio pago em sats ao endereço cadastrado.',
  });
}, 60_000);

describe('the participant, at 390 × 844', () => {
  it('the first purchase asks the regulamento and +18; the invoice box names wallets; the numbers are padded', async () => {
    const bia = await t.register({ btc_address: REGTEST_ADDRESS });
    const tab = await chromium.openAs(bia.token, PHONE);
    const { page } = tab;
    await page.goto(`/raffles/${raffle.id}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: 'Comprar Bilhete' }).click();
    const buy = page.getByRole('dialog', { name: 'Comprar Bilhetes' });
    await buy.getByTestId('purchase-consent').waitFor();
    const submit = buy.getByRole('button', { name: 'Comprar Bilhetes' });
    expect(await submit.isDisabled()).toBe(true);
    await buy.getByText('Ler o regulamento desta rifa').click();
    await buy.getByText(/Sorteio pelo bloco do Bitcoin/).waitFor();
    await buy.getByTestId('purchase-consent').scrollIntoViewIfNeeded();
    await screenshot(page, 'journeys-polish-consent');
    await acceptConsent(buy);
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();

    const payment = page.getByRole('dialog', { name: 'Pagamento Lightning' });
    await payment.waitFor();
    expect(await payment.getByLabel('Fatura Lightning (copia e cola)').inputValue()).toMatch(
      /^lnbcrt/,
    );
    expect(await payment.getByTestId('invoice-wallets').textContent()).toContain(
      'Phoenix, Breez, Wallet of Satoshi, Blink ou Zeus',
    );
    expect(await payment.getByTestId('payment-validity').textContent()).toBe(
      'Válido por 15 minutos',
    );
    expect(await payment.getByTestId('reserved-numbers').textContent()).toMatch(/^\d{4}$/);
    expect(await payment.textContent()).toContain('100 sats');
    await payment.getByTestId('invoice-wallets').scrollIntoViewIfNeeded();
    await screenshot(page, 'journeys-polish-payment');
    await payment.getByRole('button', { name: 'Fechar' }).first().click();

    // Recorded once: the next buy dialog does not ask again.
    const me = await t.api.get('/user/me').set(bearer(bia.token));
    expect(typeof me.body.purchase_consent_at).toBe('string');
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: 'Comprar Bilhete' }).click();
    await buy.waitFor();
    expect(await buy.getByTestId('purchase-consent').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expectClean(tab);
    await tab.context.close();
  });

  it("an unpaid reservation made 10 minutes ago: 'Pagar' on the raffle page, the badge says the 5 minutes left", async () => {
    const caio = await t.register({ btc_address: REGTEST_ADDRESS });
    const open = await t.buy(caio.token, raffle, 2);
    // And one paid purchase, for the dashboard.
    const paid = await t.buyPaid(caio.token, raffle, 2);

    const tab = await chromium.openAs(caio.token, PHONE);
    const { page } = tab;
    // The buyer comes back 10 minutes after reserving: the invoice has 5 minutes left.
    await page.clock.setSystemTime(new Date(new Date(open.created_at).getTime() + 10 * MINUTE));
    await page.goto(`/raffles/${raffle.id}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const awaiting = page.getByTestId('my-numbers-awaiting');
    await awaiting.waitFor();
    const padded = [...open.numbers].sort((a, b) => a - b).map((n) => String(n).padStart(4, '0'));
    for (const number of padded) expect(await awaiting.textContent()).toContain(number);
    await awaiting.scrollIntoViewIfNeeded();
    await screenshot(page, 'journeys-polish-my-numbers-pay');
    await awaiting.getByRole('button', { name: 'Pagar' }).click();

    const payment = page.getByRole('dialog', { name: 'Pagamento Lightning' });
    await payment.waitFor();
    expect(await payment.getByTestId('invoice-text').inputValue()).toBe(open.payment_request);
    expect(await payment.getByTestId('payment-validity').textContent()).toBe(
      'Válido por 5 minutos',
    );
    expect(await payment.getByTestId('payment-countdown').textContent()).toMatch(
      /^Expira em 0[45]:\d\d$/,
    );
    expect(await payment.getByTestId('reserved-numbers').textContent()).toBe(padded.join(', '));
    await screenshot(page, 'journeys-polish-resumed-payment');
    await payment.getByRole('button', { name: 'Fechar' }).first().click();

    // The dashboard writes the paid numbers the same way.
    await page.goto('/dashboard');
    const tickets = page.getByTestId(`tickets-${raffle.id}`);
    await tickets.waitFor();
    const written = (await tickets.getByRole('listitem').allTextContents()).map((s) => s.trim());
    expect(written).toEqual(
      [...paid.tickets].sort((a, b) => a - b).map((n) => String(n).padStart(4, '0')),
    );
    await screenshot(page, 'journeys-polish-dashboard');
    expectClean(tab);
    await tab.context.close();
  });
});
