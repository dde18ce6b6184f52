// docs/decisions/0003-lightning-devnode-demo.md, docs/decisions/0004-web-app.md end to end, in real Chromium against the real server in demo mode:
// register → log in → buy 2 tickets → QR code → 'Simular pagamento' → ticket numbers on
// the payment dialog and on the dashboard.
import { beforeAll, expect, it } from 'vitest';
import { screenshot, type GuardedPage } from './support/browser.ts';
import { acceptConsent } from './support/consent.ts';
import { useE2eSession } from './support/session.ts';

const e2e = useE2eSession();
let tab: GuardedPage;

beforeAll(async () => {
  tab = await e2e.open();
});

it('registers, logs in, buys two tickets, pays in demo mode and sees the numbers', async () => {
  const { page } = tab;
  await page.goto('/');
  await expect.poll(() => page.getByText('Modo demonstração').first().isVisible()).toBe(true);
  await screenshot(page, 'landing');

  await page.goto('/register');
  await page.getByLabel('Nome').fill('Maria Teste');
  await page.getByLabel('E-mail').fill('maria@example.com');
  await page.getByRole('button', { name: 'Usar um endereço de exemplo (regtest)' }).click();
  await expect.poll(() => page.getByLabel('Endereço Bitcoin').inputValue()).toMatch(/^bcrt1/);
  await page.getByLabel(/^Senha/).fill('segredo123');
  await page.getByLabel('Confirmar senha').fill('segredo123');
  await screenshot(page, 'register');
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await page.waitForURL('**/dashboard');

  // Log out and back in, as a returning participant would.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('maria@example.com');
  await page.getByLabel('Senha').fill('segredo123');
  await screenshot(page, 'login');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard');

  await page.goto('/raffles');
  const card = page.getByRole('article', { name: 'Rifa da Comunidade' });
  await card.getByRole('button', { name: 'Comprar Bilhete' }).click();
  const buy = page.getByRole('dialog', { name: 'Comprar Bilhetes' });
  await buy.getByRole('button', { name: 'Aumentar quantidade' }).click();
  await expect.poll(() => buy.getByLabel('Quantidade de bilhetes').inputValue()).toBe('2');
  await expect.poll(() => buy.textContent()).toContain('1.000 sats');
  await acceptConsent(buy);
  await screenshot(page, 'buy-dialog');
  await buy.getByRole('button', { name: 'Comprar Bilhetes' }).click();

  const payment = page.getByRole('dialog', { name: 'Pagamento Lightning' });
  await payment.waitFor();
  const qr = payment.getByRole('img', { name: 'QR code da fatura Lightning' });
  await qr.waitFor();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\//);
  const link = payment.getByRole('link', { name: 'Abrir a fatura na carteira Lightning' });
  expect(await link.getAttribute('href')).toMatch(/^lightning:lnbcrt/);
  expect(await payment.getByTestId('invoice-text').inputValue()).toMatch(/^lnbcrt/);
  await expect
    .poll(() => payment.getByTestId('payment-countdown').textContent())
    .toMatch(/1[45]:\d\d/);
  await screenshot(page, 'payment-dialog');

  await payment.getByRole('button', { name: 'Simular pagamento' }).click();
  await payment.getByText('Pagamento confirmado!').waitFor({ timeout: 10_000 });
  // The numbers fixed at reservation (random here: none were chosen), docs/protocols/payment.md step 5.
  const paid = /Seus bilhetes: (\d+), (\d+)/.exec((await payment.textContent()) ?? '');
  expect(paid).not.toBeNull();
  await screenshot(page, 'payment-confirmed');
  await payment.getByRole('button', { name: 'Fechar' }).first().click();

  await page.goto('/dashboard');
  await page.getByText('Você possui 2 bilhetes ativos').waitFor();
  const tickets = page.getByRole('tabpanel');
  await expect.poll(() => tickets.textContent()).toMatch(/Rifa da Comunidade/);
  // The same two numbers, written as everywhere: zero-padded to the raffle's width.
  await expect.poll(() => tickets.textContent()).toContain(paid![1]);
  await expect.poll(() => tickets.textContent()).toContain(paid![2]);
  await screenshot(page, 'dashboard');

  expect(tab.external).toEqual([]);
  expect(tab.errors).toEqual([]);
});
