// docs/decisions/0016-operator-cockpit-release.md end to end, in real Chromium against the real server in demo mode: Gerenciar →
// 'Duplicar' copies a raffle into 'Criar Rifa' — name '… (cópia)', the same prizes, packages,
// texts, price, size, minimum and prize address, no end date and no password — the admin picks a
// new end date and creates it; the copy is then edited in 'Editar' (full editing before the
// first sale) and the raffle page shows the change.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import type { AuthResponse, ListResponse, Raffle, RaffleDetail } from '@rifa/shared';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { expectClean, screenshot } from './support/browser.ts';
import { postRaffle } from './support/demo-api.ts';
import { adminLogin, E2E_ADMIN_PASSWORD } from './support/e2e-server.ts';
import { useE2eSession } from './support/session.ts';

const NAME = 'Rifa do Churrasco';
const COPY = 'Rifa do Churrasco (cópia)';

const e2e = useE2eSession();
let admin: AuthResponse;
let source: RaffleDetail;

beforeAll(async () => {
  admin = await adminLogin(e2e.api);
  const created = await postRaffle(e2e.api, admin.token, {
    name: NAME,
    prize_amount: 50_000,
    ticket_price: 200,
    total_tickets: 80,
    min_tickets: 2,
    prize_btc_address: REGTEST_ADDRESS,
    end_date: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    status: 'active',
    confirm_large_prize: true,
    description: 'Um kit de churrasco completo.',
    rules: '1. Sorteio pelo bloco Bitcoin.\n2. Entrega em mãos.',
    contact: 'wa.me/5511988887777',
    prizes: [{ amount: 50_000 }, { amount: 10_000 }, { amount: 0, description: 'Avental' }],
    packages: [
      { quantity: 5, price: 900 },
      { quantity: 10, price: 1_700 },
    ],
  });
  source = (await e2e.api.call<RaffleDetail>('GET', `/api/rifa/${created.id}`)).body;
});

const adminTab = () => e2e.openAs(admin.token);

async function byName(name: string): Promise<RaffleDetail | undefined> {
  const list = (await e2e.api.call<ListResponse<Raffle>>('GET', '/api/rifa')).body.data;
  const found = list.find((raffle) => raffle.name === name);
  return found && (await e2e.api.call<RaffleDetail>('GET', `/api/rifa/${found.id}`)).body;
}

/** What a copy must keep: everything but the id, name, end date, dates and sales. */
function copied(raffle: RaffleDetail) {
  return {
    prize_amount: raffle.prize_amount,
    ticket_price: raffle.ticket_price,
    total_tickets: raffle.total_tickets,
    min_tickets: raffle.min_tickets,
    prize_btc_address: raffle.prize_btc_address,
    description: raffle.description,
    rules: raffle.rules,
    contact: raffle.contact,
    prizes: raffle.prizes?.map(({ position, amount, description }) => ({
      position,
      amount,
      description,
    })),
    packages: raffle.packages?.map(({ quantity, price }) => ({ quantity, price })),
  };
}

async function createCopy(page: Page, form: Locator): Promise<void> {
  await form.getByLabel(/^Data de término/).fill('2031-05-20T19:30');
  await form.getByLabel(/^Senha de administrador/).fill(E2E_ADMIN_PASSWORD);
  await screenshot(page, 'admin-duplicate-form');
  await form.getByRole('button', { name: 'Criar Rifa' }).click();
  // The devnode's regtest subsidy may be small: the prize-size warning is answered if it comes.
  const confirm = page.getByRole('button', { name: 'Criar mesmo assim' });
  const created = page.getByText('Rifa criada com sucesso!').first();
  await confirm.or(created).first().waitFor();
  if (await confirm.isVisible()) await confirm.click();
  await created.waitFor();
}

it("Gerenciar → 'Duplicar': the copy keeps texts, prizes and packages, with a new end date", async () => {
  const tab = await adminTab();
  const { page } = tab;
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Gerenciar' }).click();
  await page.getByRole('button', { name: `Duplicar a rifa ${NAME}` }).click();

  // 'Criar Rifa' opens with the copy: name focused, end date and password left to the admin.
  const form = page.getByTestId('create-raffle-form');
  await expect.poll(() => form.getByLabel(/^Nome da rifa/).inputValue()).toBe(COPY);
  await page.getByText(`Cópia de “${NAME}”`).waitFor();
  expect(await form.getByLabel(/^Prêmio/).inputValue()).toBe('50000');
  expect(await form.getByLabel(/^Preço do bilhete/).inputValue()).toBe('200');
  expect(await form.getByLabel(/^Total de bilhetes/).inputValue()).toBe('80');
  expect(await form.getByLabel(/^Mínimo de bilhetes/).inputValue()).toBe('2');
  expect(await form.getByLabel('Valor do 2º prêmio (sats)').inputValue()).toBe('10000');
  expect(await form.getByLabel('Descrição do 3º prêmio (opcional)').inputValue()).toBe('Avental');
  expect(await form.getByLabel('Bilhetes do pacote 2').inputValue()).toBe('10');
  expect(await form.getByLabel('Preço do pacote 2 (sats)').inputValue()).toBe('1700');
  expect(await form.getByLabel('Descrição (opcional)').inputValue()).toBe(source.description);
  expect(await form.getByLabel(/^Data de término/).inputValue()).toBe('');
  expect(await form.getByLabel(/^Senha de administrador/).inputValue()).toBe('');
  await createCopy(page, form);

  const copy = (await byName(COPY))!;
  expect(copy.id).not.toBe(source.id);
  expect(copied(copy)).toEqual(copied(source));
  expect(copy.prizes).toHaveLength(3);
  expect(copy.packages).toHaveLength(2);
  // 19:30 in Brasília (UTC−3); the source still ends when it did.
  expect(copy.end_date).toBe('2031-05-20T22:30:00.000Z');
  expect((await byName(NAME))!.end_date).toBe(source.end_date);

  await page.getByRole('tab', { name: 'Gerenciar' }).click();
  await page.getByRole('button', { name: `Editar a rifa ${COPY}` }).waitFor();
  await screenshot(page, 'admin-duplicate-manage');
  expectClean(tab);
  await tab.context.close();
});

it("the copy edited in 'Editar' shows the change on its raffle page", async () => {
  const copy = (await byName(COPY))!;
  const tab = await adminTab();
  const { page } = tab;
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Gerenciar' }).click();
  await page.getByRole('button', { name: `Editar a rifa ${COPY}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar rifa' });
  await dialog.getByLabel('Descrição (opcional)').fill('Kit de churrasco com espetos, edição 2.');
  await dialog.getByLabel('Descrição do 3º prêmio (opcional)').fill('Avental e chapéu');
  await screenshot(page, 'admin-duplicate-edit');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await page.getByText('Rifa atualizada').first().waitFor();

  const saved = (await e2e.api.call<RaffleDetail>('GET', `/api/rifa/${copy.id}`)).body;
  expect(saved.description).toBe('Kit de churrasco com espetos, edição 2.');
  expect(saved.prizes?.[2]?.description).toBe('Avental e chapéu');
  // The source is untouched.
  expect((await byName(NAME))!.description).toBe(source.description);

  await page.goto(`/raffles/${copy.id}`);
  await page.getByRole('heading', { level: 1, name: COPY }).waitFor();
  await expect
    .poll(() => page.getByTestId('raffle-description').textContent())
    .toContain('Kit de churrasco com espetos, edição 2.');
  const positions = page.getByTestId('prize-position');
  await expect.poll(() => positions.count()).toBe(3);
  expect(await positions.nth(2).textContent()).toContain('Avental e chapéu');
  expect(await page.getByTestId('raffle-contact').textContent()).toContain('wa.me/5511988887777');
  await page.getByText('20/05/2031, 19:30 (horário de Brasília)').first().waitFor();
  await screenshot(page, 'admin-duplicate-raffle-page');
  expectClean(tab);
  await tab.context.close();
});
