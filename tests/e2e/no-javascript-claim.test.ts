// docs/protocols/no-javascript.md end to end: a winner with JavaScript off (Tor Browser
// 'Safest'), at phone size, logs in by the plain form, opens 'Receber via Lightning' on the
// dashboard (a <details>), pastes a BOLT11 of the prize and submits: paid once, shown as paid.
// The app runs in node mode against its devnode (the draw is driven by the test).
import { expect, it } from 'vitest';
import { WEB_DIST } from '../../server/src/composition/compose.ts';
import { drawnRaffle } from '../integration/draw-support.ts';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { movableClock } from '../support/clock.ts';
import { useListeningApp } from '../support/listening-app.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { expectClean, horizontalOverflow, screenshot, useBrowser } from './support/browser.ts';

const clock = movableClock();
const t = useTestApp({ clock, dirPrefix: 'rifa-e2e-nojs-claim-', webDist: WEB_DIST });
const served = useListeningApp(t);
const chromium = useBrowser(() => served.url);

it("a winner claims a 200-sat prize by pasting an invoice in the dashboard's plain form", async () => {
  const winner = await t.register({
    email: 'ganhador-tor@example.com',
    password: 'segredo123',
    btc_address: REGTEST_ADDRESS,
  });
  const raffle = await drawnRaffle(t, clock, winner.token, {
    name: 'Rifa do Troco Sem Script',
    prize_amount: 200,
  });
  const tab = await chromium.open({ width: 390, height: 844 }, { javaScriptEnabled: false });
  const { page } = tab;
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('ganhador-tor@example.com');
  await page.getByLabel('Senha').fill('segredo123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByText('Aguardando fatura').first().waitFor();

  const invoice = t.devnode.createExternalInvoice({ tokens: 200, description: 'minha carteira' });
  const wrong = t.devnode.createExternalInvoice({ tokens: 201, description: 'errada' });
  await page.locator('summary').filter({ hasText: 'Receber via Lightning' }).first().click();
  // A wrong amount first: refused beside the field, what was pasted kept.
  await page.locator('textarea[name="invoice"]').first().fill(wrong.request);
  await page.getByRole('button', { name: 'Enviar fatura' }).first().click();
  await expect
    .poll(async () => page.locator('textarea[name="invoice"]').first().inputValue())
    .toBe(wrong.request);
  await screenshot(page, 'nojs-claim-refused');
  expect(t.devnode.externalInvoice(wrong.hash).paid).toBe(false);

  await page.locator('textarea[name="invoice"]').first().fill(invoice.request);
  await page.getByRole('button', { name: 'Enviar fatura' }).first().click();
  await page.waitForURL('**/dashboard**');
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByText('Pago via Lightning').count();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBeGreaterThan(0);
  await screenshot(page, 'nojs-claim-paid');
  expect(t.devnode.externalInvoice(invoice.hash).paid).toBe(true);
  expect(t.devnode.payments().filter((payment) => payment.hash === invoice.hash)).toHaveLength(1);
  expect(raffle.name).toBe('Rifa do Troco Sem Script');
  expect(await horizontalOverflow(page).catch(() => 0)).toBeLessThanOrEqual(0);
  expectClean(tab);
});
