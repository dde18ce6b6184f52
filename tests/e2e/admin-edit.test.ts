// docs/decisions/0014-numbers-prizes-packages.md end to end, in real Chromium against the real server in demo mode: the admin
// edits a raffle in Gerenciar → 'Editar' (texts and end date) and the raffle page shows the
// change. The desktop browser runs in Tokyo (UTC+9): the end date is still typed and shown in
// Brasília time (20:00 → 23:00Z). The same on a phone at 390 × 844, with no sideways scroll.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, Raffle } from '@rifa/shared';
import { expectClean, horizontalOverflow, screenshot } from './support/browser.ts';
import { postRaffle, registerParticipant } from './support/demo-api.ts';
import { adminLogin } from './support/e2e-server.ts';
import { useE2eSession } from './support/session.ts';

const PHONE = { width: 390, height: 844 };
const NAME = 'Rifa da Bicicleta';

const e2e = useE2eSession();
let admin: AuthResponse;
let raffle: Raffle;

beforeAll(async () => {
  admin = await adminLogin(e2e.api);
  raffle = await postRaffle(e2e.api, admin.token, {
    name: NAME,
    prize_amount: 100_000,
    ticket_price: 100,
    total_tickets: 50,
    end_date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    status: 'active',
    confirm_large_prize: true,
  });
  // A participant for the users card.
  await registerParticipant(e2e.api, 'Rita', 'rita@example.com');
});

/** A tab logged in as the admin. */
const adminTab = (viewport?: { width: number; height: number }, timezoneId?: string) =>
  e2e.openAs(admin.token, viewport, timezoneId ? { timezoneId } : {});

async function openEditor(page: Page) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Gerenciar' }).click();
  await page.getByRole('button', { name: `Editar a rifa ${NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar rifa' });
  await dialog.getByLabel('Nome da rifa').waitFor();
  return dialog;
}

async function stored(): Promise<Raffle> {
  return (await e2e.api.call<Raffle>('GET', `/api/rifa/${raffle.id}`)).body;
}

describe("Gerenciar → 'Editar'", () => {
  it('edits the texts and the end date in Brasília time from a browser in Tokyo', async () => {
    const tab = await adminTab(undefined, 'Asia/Tokyo');
    const { page } = tab;
    // The browser really is in Tokyo: its own clock reads 20:00 as 11:00Z.
    expect(await page.evaluate(() => new Date('2031-03-10T20:00').toISOString())).toBe(
      '2031-03-10T11:00:00.000Z',
    );
    const dialog = await openEditor(page);
    await dialog.getByLabel('Descrição (opcional)').fill('Uma bicicleta aro 29, nova.');
    await dialog.getByLabel('Regulamento (opcional)').fill('1. Sorteio pelo bloco Bitcoin.');
    await dialog.getByLabel('Contato do organizador (opcional)').fill('wa.me/5511999990000');
    // Typed as a Brazilian would, whatever the browser's language and zone.
    await dialog.getByLabel('Data de término (horário de Brasília)').fill('10/03/2031 20:00');
    await screenshot(page, 'admin-edit-dialog');
    await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Rifa atualizada').first().waitFor();

    const saved = await stored();
    expect(saved.end_date).toBe('2031-03-10T23:00:00.000Z');
    expect(saved).toMatchObject({
      description: 'Uma bicicleta aro 29, nova.',
      rules: '1. Sorteio pelo bloco Bitcoin.',
      contact: 'wa.me/5511999990000',
    });
    // Gerenciar and the dialog show the same instant.
    await page.getByText('Término: 10/03/2031, 20:00 (horário de Brasília)').waitFor();
    const again = await openEditor(page);
    expect(await again.getByLabel('Data de término (horário de Brasília)').inputValue()).toBe(
      '10/03/2031 20:00',
    );
    await again.getByRole('button', { name: 'Cancelar' }).click();

    // Configurações → Usuários: a table on a wide screen.
    await page.getByRole('tab', { name: 'Configurações' }).click();
    const table = page.getByTestId('users-table');
    await table.getByText('rita@example.com').waitFor();
    expect(await page.getByTestId('user-cards').isVisible()).toBe(false);
    await screenshot(page, 'admin-users');

    await page.goto(`/raffles/${raffle.id}`);
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await expect
      .poll(() => page.getByTestId('raffle-description').textContent())
      .toContain('Uma bicicleta aro 29, nova.');
    expect(await page.getByTestId('raffle-contact').textContent()).toContain('wa.me/5511999990000');
    await page.getByText('1. Sorteio pelo bloco Bitcoin.').waitFor();
    await page.getByText('10/03/2031, 20:00 (horário de Brasília)').first().waitFor();
    expectClean(tab);
    await tab.context.close();
  });

  it('on a phone (390 × 844): edits the description, no sideways scroll', async () => {
    const tab = await adminTab(PHONE);
    const { page } = tab;
    const dialog = await openEditor(page);
    expect(await horizontalOverflow(page)).toBe(0);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await dialog.getByLabel('Descrição (opcional)').fill('Editada no celular.');
    await screenshot(page, 'admin-edit-dialog-390');
    await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Rifa atualizada').first().waitFor();
    expect((await stored()).description).toBe('Editada no celular.');
    expect(await horizontalOverflow(page)).toBe(0);

    // Configurações → Usuários: cards on a phone, no sideways scroll.
    await page.getByRole('tab', { name: 'Configurações' }).click();
    const cards = page.getByTestId('user-cards');
    await cards.getByText('rita@example.com').waitFor();
    expect(await page.getByTestId('users-table').isVisible()).toBe(false);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'admin-users-390');

    await page.goto(`/raffles/${raffle.id}`);
    await expect
      .poll(() => page.getByTestId('raffle-description').textContent())
      .toContain('Editada no celular.');
    expect(await horizontalOverflow(page)).toBe(0);
    expectClean(tab);
    await tab.context.close();
  });
});
