// docs/protocols/no-javascript.md end to end: Tor Browser at 'Safest' is Chromium with
// JavaScript disabled, at phone size, against the real server in demo mode. Register (the
// recovery code shown once) → log out → log in → open a raffle → two numbers on the board →
// the invoice page with its QR and BOLT11 → 'Simular pagamento' → the numbers credited → the
// receipt → log out; the password recovered with the recovery code; a forged form refused.
import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { horizontalOverflow, screenshot, type GuardedPage } from './support/browser.ts';
import { useE2eSession } from './support/session.ts';

const e2e = useE2eSession();
const PHONE = { width: 390, height: 844 };
let tab: GuardedPage;

beforeAll(async () => {
  tab = await e2e.open(PHONE, { javaScriptEnabled: false });
});

const EMAIL = 'tor@example.com';
let recoveryCode = '';

/** Opens the phone menu (a <details>, no script) and follows one of its links or buttons. */
async function fromMenu(page: Page, name: string) {
  const menu = page.locator('details:has(> summary[aria-label="Abrir menu"])');
  await menu.locator('summary').click();
  await menu
    .getByRole('link', { name, exact: true })
    .or(menu.getByRole('button', { name, exact: true }))
    .first()
    .click();
}

it('registers, logs out and in, buys two chosen numbers, pays and sees them, all without JavaScript', async () => {
  const { page } = tab;
  await page.goto('/');
  await page.getByRole('heading').first().waitFor();
  // No script ran: the SPA never hydrated the server's markup.
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);

  // The phone menu reaches 'Criar Conta' with no script.
  await fromMenu(page, 'Criar Conta');
  await page.waitForURL('**/register');
  await page.getByLabel('Nome').fill('Participante Tor');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Endereço Bitcoin').fill(REGTEST_ADDRESS);
  await page.getByLabel(/^Senha/).fill('segredo123');
  await page.getByLabel('Confirmar senha').fill('segredo123');
  await screenshot(page, 'nojs-register');
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  recoveryCode = (await page.getByTestId('recovery-code').textContent())!.trim();
  expect(recoveryCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4})+$/);
  await screenshot(page, 'nojs-recovery-code');
  await page.getByRole('link', { name: 'Continuar' }).click();
  await page.waitForURL('**/dashboard');

  // Logout through the menu's form, then back in.
  await fromMenu(page, 'Sair');
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Senha').fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  // Refused: the message beside the field, the e-mail kept, the password not.
  await page.getByText('Credenciais inválidas').first().waitFor();
  expect(await page.getByLabel('E-mail').inputValue()).toBe(EMAIL);
  expect(await page.getByLabel('Senha').inputValue()).toBe('');
  await page.getByLabel('Senha').fill('segredo123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard');

  // A raffle, its 'Comprar Bilhete' a plain link to the buy page.
  await page.goto('/raffles');
  await page.getByRole('button', { name: 'Comprar Bilhete' }).first().click();
  await page.waitForURL('**/raffles/*/comprar');
  await screenshot(page, 'nojs-buy-page');
  await page
    .getByLabel(/Quantidade/)
    .first()
    .fill('2');
  const board = page.locator('input[name="numeros"]:not([disabled])');
  const first = await board.nth(2).getAttribute('value');
  const second = await board.nth(5).getAttribute('value');
  await board.nth(2).check();
  await board.nth(5).check();
  for (const box of await page.locator('input[name="accept_terms"], input[name="adult"]').all())
    await box.check();
  await screenshot(page, 'nojs-buy-chosen');
  await page.getByRole('button', { name: 'Comprar Bilhetes', exact: true }).click();

  await page.waitForURL('**/pagamento/*');
  const qr = page.getByRole('img', { name: 'QR code da fatura Lightning' });
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(
    await page.locator('textarea, [data-testid="invoice-text"]').first().textContent(),
  ).toMatch(/lnbcrt/);
  expect(await page.locator('meta[http-equiv="refresh"]').getAttribute('content')).toBe('10');
  expect(await horizontalOverflow(page).catch(() => 0)).toBeLessThanOrEqual(0);
  await screenshot(page, 'nojs-invoice');

  await page.getByRole('button', { name: 'Simular pagamento' }).click();
  // The watcher credits it in a moment; 'Atualizar' (or the page's own refresh) shows it.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByText('Pagamento confirmado!').count();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBeGreaterThan(0);
  const body = (await page.locator('main').textContent()) ?? '';
  for (const n of [first!, second!]) expect(body).toContain(n.padStart(3, '0'));
  await screenshot(page, 'nojs-paid');

  await page
    .getByRole('link', { name: /comprovante/i })
    .first()
    .click();
  await page.waitForURL('**/comprovante/*');
  expect((await page.locator('main').textContent()) ?? '').toContain(first!.padStart(3, '0'));
  await screenshot(page, 'nojs-receipt');

  await page.goto('/dashboard');
  expect((await page.locator('main').textContent()) ?? '').toContain(second!.padStart(3, '0'));
  // The wide screen too: the same pages, no sideways scroll.
  await page.setViewportSize({ width: 1366, height: 900 });
  await screenshot(page, 'nojs-dashboard-1366');
  await page.goBack();
  await page.goto(page.url().replace(/\/comprovante\/.*/, '/raffles'));
  await page.getByRole('button', { name: 'Comprar Bilhete' }).first().click();
  await page.waitForURL('**/raffles/*/comprar');
  expect(await horizontalOverflow(page).catch(() => 0)).toBeLessThanOrEqual(0);
  await screenshot(page, 'nojs-buy-page-1366');
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard');
  await fromMenu(page, 'Sair');
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/dashboard');
  await page.waitForURL('**/login?voltar=%2Fdashboard');
});

it('recovers the password with the recovery code, without JavaScript', async () => {
  const { page } = tab;
  await page.goto('/recuperar-senha');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel(/Código de recuperação/).fill(recoveryCode);
  await page
    .getByLabel(/Nova senha/)
    .first()
    .fill('outrasenha456');
  const confirm = page.getByLabel(/Confirmar/);
  if (await confirm.count()) await confirm.fill('outrasenha456');
  await page.getByRole('button', { name: /Redefinir|Recuperar|Salvar/ }).click();
  const next = (await page.getByTestId('recovery-code').textContent())!.trim();
  expect(next).not.toBe(recoveryCode);
  await screenshot(page, 'nojs-recovered');
  await page.getByRole('link', { name: 'Continuar' }).click();
  await page.waitForURL('**/dashboard');
  await fromMenu(page, 'Sair');
  await page.waitForURL((url) => url.pathname === '/');
});

it('refuses a form whose CSRF token is missing or wrong: 403, nothing changed', async () => {
  const { page } = tab;
  await page.goto('/login');
  // Without JavaScript the page cannot alter its own form: post the form as another site would.
  const forged = await page.request.post('/login', {
    form: { email: EMAIL, password: 'outrasenha456', _csrf: 'forjado' },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  expect(await forged.text()).toContain('Formulário expirado ou de outro site');
  const missing = await page.request.post('/register', {
    form: {
      name: 'Ninguém',
      email: 'ninguem@example.com',
      password: 'segredo123',
      confirmPassword: 'segredo123',
    },
    maxRedirects: 0,
  });
  expect(missing.status()).toBe(403);
  // Nothing changed: not logged in, and the account was not created.
  await page.goto('/dashboard');
  await page.waitForURL('**/login?voltar=%2Fdashboard');
  const login = await e2e.api.call('POST', '/auth/login', {
    body: { email: 'ninguem@example.com', password: 'segredo123' },
  });
  expect(login.status).toBe(401);
});
