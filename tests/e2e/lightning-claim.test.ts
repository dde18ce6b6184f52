// docs/decisions/0012-lnd-as-it-behaves.md end to end, in real Chromium at phone size: a winner whose 200-sat prize is too
// small for the chain opens the dashboard, pastes a BOLT11 from their wallet in 'Receber via
// Lightning', and sees it paid; the node's router paid that invoice once. The app runs in
// node mode against its devnode (the draw is driven by the test, not by a 30 s demo chain).
import { expect, it } from 'vitest';
import { WEB_DIST } from '../../server/src/composition/compose.ts';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { movableClock } from '../support/clock.ts';
import { useListeningApp } from '../support/listening-app.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { drawnRaffle } from '../integration/draw-support.ts';
import {
  expectClean,
  horizontalOverflow,
  logInWithForm,
  screenshot,
  useBrowser,
} from './support/browser.ts';

const clock = movableClock();
const t = useTestApp({ clock, dirPrefix: 'rifa-e2e-ln-claim-', webDist: WEB_DIST });
const served = useListeningApp(t);
const chromium = useBrowser(() => served.url);

it("a winner pastes an invoice for a 200-sat prize and sees 'Pago via Lightning'", async () => {
  const winner = await t.register({
    email: 'ganhadora@example.com',
    password: 'segredo123',
    btc_address: REGTEST_ADDRESS,
  });
  const raffle = await drawnRaffle(t, clock, winner.token, {
    name: 'Rifa do Troco',
    prize_amount: 200,
  });
  const tab = await chromium.open({ width: 390, height: 844 });
  const { page } = tab;
  await logInWithForm(page, 'ganhadora@example.com', 'segredo123');
  await page.getByText('Aguardando fatura').first().waitFor();
  await screenshot(page, 'lightning-claim-waiting');

  await page.getByRole('button', { name: `Receber via Lightning: ${raffle.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Receber via Lightning' });
  await dialog.waitFor();
  expect(await dialog.getByTestId('claim-amount').textContent()).toBe('200 sats');
  const invoice = t.devnode.createExternalInvoice({ tokens: 200, description: 'minha carteira' });
  await dialog.getByLabel('Fatura Lightning (BOLT11)').fill(invoice.request);
  await screenshot(page, 'lightning-claim-dialog');
  await dialog.getByRole('button', { name: 'Enviar fatura' }).click();

  await page.getByText('Pago via Lightning').first().waitFor({ timeout: 10_000 });
  await screenshot(page, 'lightning-claim-paid');
  expect(t.devnode.externalInvoice(invoice.hash).paid).toBe(true);
  expect(t.devnode.payments().filter((payment) => payment.hash === invoice.hash)).toHaveLength(1);
  // Nothing wider than the phone, nothing fetched from elsewhere, no console errors.
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expectClean(tab);
});
