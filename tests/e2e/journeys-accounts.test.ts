// The account journeys as a participant lives them on a phone (390 × 844), in real Chromium
// against the demo server: a password change keeps this session (and only this one), a
// purchase started logged out comes back after login or registration with the numbers
// chosen, toasts stay on their page and off the dialogs, the dashboard puts the tickets first
// and folds the deletion away, and /raffles keeps its search in the URL.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, Raffle } from '@rifa/shared';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import path from 'node:path';
import { expectClean, RESULTS_DIR, screenshot } from './support/browser.ts';
import { acceptConsent } from './support/consent.ts';
import { useE2eSession } from './support/session.ts';

const PHONE = { width: 390, height: 844 };
const e2e = useE2eSession();
let raffle: Raffle;
let accounts = 0;

beforeAll(async () => {
  raffle = ((await e2e.api.call('GET', '/api/rifa')).body as { data: Raffle[] }).data.find(
    (r) => r.name === 'Rifa da Comunidade',
  )!;
  expect(raffle).toBeDefined();
});

async function register(password = 'segredo123'): Promise<AuthResponse & { password: string }> {
  accounts += 1;
  const reply = await e2e.api.call<AuthResponse>('POST', '/auth/register', {
    body: {
      name: `Conta ${accounts}`,
      email: `conta${accounts}@example.com`,
      password,
      btc_address: REGTEST_ADDRESS,
    },
  });
  expect(reply.status).toBe(201);
  return { ...reply.body, password };
}

async function logInHere(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Two free numbers of the raffle, as the grid shows them. */
async function pickTwo(page: Page): Promise<number[]> {
  const buy = page.getByRole('dialog', { name: 'Comprar Bilhetes' });
  const free = buy.locator('button[data-number]:not([disabled])');
  await free.first().waitFor();
  const picked: number[] = [];
  for (const index of [2, 5]) {
    const cell = free.nth(index);
    picked.push(Number(await cell.getAttribute('data-number')));
    await cell.click();
  }
  for (const n of picked)
    expect(await buy.locator(`button[data-number="${n}"]`).getAttribute('aria-pressed')).toBe(
      'true',
    );
  return picked.sort((a, b) => a - b);
}

async function pressedNumbers(page: Page): Promise<number[]> {
  const buy = page.getByRole('dialog', { name: 'Comprar Bilhetes' });
  await buy.locator('button[data-number]').first().waitFor();
  await expect
    .poll(() => buy.locator('button[data-number][aria-pressed="true"]').count())
    .toBeGreaterThan(0);
  const cells = await buy.locator('button[data-number][aria-pressed="true"]').all();
  const numbers = await Promise.all(
    cells.map(async (c) => Number(await c.getAttribute('data-number'))),
  );
  return numbers.sort((a, b) => a - b);
}

/** What the phone's screen shows now (a dialog is only seen this way, not in a full page). */
async function screen(page: Page, name: string) {
  await page.screenshot({ path: path.join(RESULTS_DIR, `${name}-screen.png`) });
}

/** The boxes of two elements overlap. */
async function overlaps(page: Page, a: string, b: string): Promise<boolean> {
  const [boxA, boxB] = await Promise.all([
    page.locator(a).first().boundingBox(),
    page.locator(b).first().boundingBox(),
  ]);
  if (!boxA || !boxB) return false;
  return !(
    boxA.x + boxA.width <= boxB.x ||
    boxB.x + boxB.width <= boxA.x ||
    boxA.y + boxA.height <= boxB.y ||
    boxB.y + boxB.height <= boxA.y
  );
}

describe('a password change', () => {
  it('keeps this session after a reload, ends the others, and the new password logs in', async () => {
    const account = await register();
    const tab = await e2e.openAs(account.token, PHONE);
    const { page } = tab;
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Editar Perfil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Perfil' });
    await dialog.getByLabel('Senha atual').fill('segredo123');
    await dialog.getByLabel('Nova senha', { exact: true }).fill('outra-senha-789');
    await dialog.getByLabel('Confirmar nova senha').fill('outra-senha-789');
    await screenshot(page, 'journeys-accounts-password-dialog');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByTestId('toast').getByText('Perfil atualizado com sucesso!').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The session token in the tab is the new one: the old token is refused.
    const stored = await page.evaluate(() =>
      (
        globalThis as unknown as { localStorage: { getItem(k: string): string | null } }
      ).localStorage.getItem('jwt_token'),
    );
    expect(stored).not.toBe(account.token);
    expect((await e2e.api.call('GET', '/user/me', { token: account.token })).status).toBe(401);
    expect((await e2e.api.call('GET', '/user/me', { token: stored! })).status).toBe(200);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByText(account.user.email).waitFor();
    expect(await page.getByText('Entre na sua conta para ver seu dashboard.').count()).toBe(0);
    await screenshot(page, 'journeys-accounts-password-after-reload');

    // Log out; the old password no longer opens the account, the new one does.
    await page.getByTestId('mobile-menu-button').click();
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.goto('/login');
    await logInHere(page, account.user.email, 'segredo123');
    await page.getByText('Credenciais inválidas').first().waitFor();
    await logInHere(page, account.user.email, 'outra-senha-789');
    await page.waitForURL('**/dashboard');
    await page.getByText(account.user.email).waitFor();
    expectClean(tab);
    await tab.context.close();
  });
});

describe('a purchase started logged out', () => {
  it("'Comprar' → login → back on the raffle with the dialog open and the same two numbers", async () => {
    const account = await register();
    const tab = await e2e.open(PHONE);
    const { page } = tab;
    await page.goto(`/raffles/${raffle.id}`);
    await page.getByRole('button', { name: 'Comprar Bilhete' }).click();
    const buy = page.getByRole('dialog', { name: 'Comprar Bilhetes' });
    await buy.waitFor();
    // Opening to look is not a buy attempt: no 'Login necessário' yet.
    expect(await page.getByTestId('toast').count()).toBe(0);
    const picked = await pickTwo(page);
    await screen(page, 'journeys-accounts-buy-logged-out');
    await buy.getByRole('button', { name: 'Comprar Bilhetes' }).click();

    await page.waitForURL(/\/login\?voltar=/);
    expect(new URL(page.url()).searchParams.get('voltar')).toBe(`/raffles/${raffle.id}`);
    await page.getByTestId('toast').getByText('Login necessário').waitFor();
    await screenshot(page, 'journeys-accounts-login-required');
    await logInHere(page, account.user.email, account.password);

    await page.waitForURL(`**/raffles/${raffle.id}`);
    await buy.waitFor();
    expect(await pressedNumbers(page)).toEqual(picked);
    // The login toast is on this page, and does not cover the dialog's buttons.
    await page.getByTestId('toast').getByText('Login realizado com sucesso!').waitFor();
    await expect
      .poll(() => overlaps(page, '[data-testid="toast"]', '[data-testid="buy-dialog"]'))
      .toBe(false);
    await screen(page, 'journeys-accounts-back-on-raffle');

    // And it buys those numbers, this account's first purchase: the two boxes first.
    await acceptConsent(buy);
    await buy.getByRole('button', { name: 'Comprar Bilhetes' }).click();
    const payment = page.getByRole('dialog', { name: 'Pagamento Lightning' });
    await payment.waitFor();
    await page.getByTestId('toast').getByText('Transação criada!').waitFor();
    await expect
      .poll(() => overlaps(page, '[data-testid="toast"]', '[data-testid="payment-dialog"]'))
      .toBe(false);
    await screen(page, 'journeys-accounts-payment-with-toast');
    const text = (await payment.textContent()) ?? '';
    for (const n of picked) expect(text).toContain(String(n));
    expectClean(tab);
    await tab.context.close();
  });

  it("via 'Criar conta': registers and comes back with the numbers and the recovery code", async () => {
    const tab = await e2e.open(PHONE);
    const { page } = tab;
    await page.goto(`/raffles/${raffle.id}`);
    await page.getByRole('button', { name: 'Comprar Bilhete' }).click();
    const buy = page.getByRole('dialog', { name: 'Comprar Bilhetes' });
    const picked = await pickTwo(page);
    await buy.getByRole('button', { name: 'Comprar Bilhetes' }).click();
    await page.waitForURL(/\/login\?voltar=/);
    await page.getByRole('link', { name: 'Criar conta' }).click();
    await page.waitForURL(/\/register\?voltar=/);

    // Sending an empty form names what is missing.
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await page.getByText('Informe seu nome').waitFor();
    await page
      .getByText(/Informe o endereço Bitcoin que vai receber o prêmio \(começa com bcrt1…\)/)
      .waitFor();
    await screenshot(page, 'journeys-accounts-register-missing');

    await page.getByLabel('Nome').fill('Bia Nova');
    await page.getByLabel('E-mail').fill('bia.nova@example.com');
    await page.getByRole('button', { name: 'Usar um endereço de exemplo (regtest)' }).click();
    await expect.poll(() => page.getByLabel('Endereço Bitcoin').inputValue()).toMatch(/^bcrt1/);
    await page.getByLabel(/^Senha/).fill('segredo123');
    await page.getByLabel('Confirmar senha').fill('segredo123');
    await page.getByRole('button', { name: 'Criar Conta' }).click();

    await page.waitForURL(`**/raffles/${raffle.id}`);
    await buy.waitFor();
    expect(await pressedNumbers(page)).toEqual(picked);
    await buy.getByTestId('recovery-code-notice').waitFor();
    await screen(page, 'journeys-accounts-back-after-register');
    expectClean(tab);
    await tab.context.close();
  });

  it('a login that did not start from a raffle goes to /dashboard; a foreign ?voltar= is ignored', async () => {
    const account = await register();
    const tab = await e2e.open(PHONE);
    const { page } = tab;
    await page.goto('/login?voltar=%2F%2Fevil.example%2F');
    await logInHere(page, account.user.email, account.password);
    await page.waitForURL('**/dashboard');
    expectClean(tab);
    await tab.context.close();
  });
});

describe('the phone dashboard and the raffle list', () => {
  it("'Meus Bilhetes' comes before the profile; 'Apagar minha conta' is folded at the end", async () => {
    const account = await register();
    const tab = await e2e.openAs(account.token, PHONE);
    const { page } = tab;
    await page.goto('/dashboard');
    const tickets = page.getByRole('tab', { name: 'Meus Bilhetes' });
    await tickets.waitFor();
    const ticketsTop = (await tickets.boundingBox())!.y;
    expect(ticketsTop).toBeLessThan(PHONE.height);
    const profileTop = (await page.getByRole('button', { name: 'Editar Perfil' }).boundingBox())!.y;
    expect(ticketsTop).toBeLessThan(profileTop);
    const remove = page.getByRole('button', { name: 'Apagar minha conta' });
    expect(await remove.isVisible()).toBe(false);
    await screenshot(page, 'journeys-accounts-dashboard-390');
    const zone = page.getByTestId('danger-zone');
    await zone.locator('summary').click();
    expect(await remove.isVisible()).toBe(true);
    const removeBox = (await remove.boundingBox())!;
    expect(removeBox.y).toBeGreaterThan(profileTop);
    await screenshot(page, 'journeys-accounts-danger-zone-open');
    expectClean(tab);
    await tab.context.close();
  });

  it('/raffles shows the search box on a phone and keeps search, filter and tab across a reload', async () => {
    const tab = await e2e.open(PHONE);
    const { page } = tab;
    await page.goto('/raffles');
    const search = page.getByLabel('Buscar');
    await search.waitFor();
    expect(await search.isVisible()).toBe(true);
    await search.fill('comunidade');
    await page.getByTestId('filters-toggle').click();
    await page.getByTestId('raffle-sort').selectOption('prizeAmount');
    await expect.poll(() => new URL(page.url()).searchParams.get('busca')).toBe('comunidade');
    await expect.poll(() => new URL(page.url()).searchParams.get('ordem')).toBe('prizeAmount');
    await page.reload();
    await expect.poll(() => page.getByLabel('Buscar').inputValue()).toBe('comunidade');
    await page.getByRole('article', { name: 'Rifa da Comunidade' }).waitFor();
    await screenshot(page, 'journeys-accounts-raffles-390');
    // Into a raffle and back: the list is as it was left.
    await page.getByRole('link', { name: 'Rifa da Comunidade' }).click();
    await page.waitForURL(`**/raffles/${raffle.id}`);
    await page.goBack();
    await expect.poll(() => page.getByLabel('Buscar').inputValue()).toBe('comunidade');
    expectClean(tab);
    await tab.context.close();
  });

  it('a toast does not outlive its page', async () => {
    const tab = await e2e.open(PHONE);
    const { page } = tab;
    await page.goto('/login');
    await logInHere(page, 'ninguem@example.com', 'errada123');
    await page.getByTestId('toast').waitFor();
    await page.getByRole('link', { name: 'Criar conta' }).click();
    await page.waitForURL('**/register');
    await expect.poll(() => page.getByTestId('toast').count()).toBe(0);
    expectClean(tab);
    await tab.context.close();
  });
});
