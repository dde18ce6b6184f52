// docs/decisions/0016-operator-cockpit-release.md end to end, the operator's cockpit in real Chromium against the real server in demo
// mode, run through the app supervisor as main.ts runs it: a raffle sells out and the Admin's
// bell counts 1 with the pt-BR text and a link to the raffle, 'Marcar todas como lidas' clears
// it; Configurações → Notificações pushes 'Enviar teste' to a local ntfy receiver; Backups makes
// a backup, and restoring it (admin password) restarts the app, the page reloads by itself and
// the raffle created after the backup is gone. Screenshots at 1366×768 and 390×844 go to
// test-results/operator-cockpit-*.png, with nothing scrolling sideways at 390 px.
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type {
  AuthResponse,
  BackupEntry,
  ListResponse,
  NotificationCount,
  Raffle,
} from '@rifa/shared';
import { eventually } from '../support/poll.ts';
import { expectClean, horizontalOverflow, RESULTS_DIR, screenshot } from './support/browser.ts';
import {
  createRaffle,
  decodeHeaderWord,
  openSettings,
  startNtfyReceiver,
  viewportShot,
  type NtfyReceiver,
} from './support/cockpit.ts';
import { buyPaid, registerParticipant } from './support/demo-api.ts';
import { adminLogin, E2E_ADMIN_PASSWORD } from './support/e2e-server.ts';
import { useE2eSession } from './support/session.ts';

const SOLD_OUT = 'Rifa do Violão Elétrico';
const AFTER_BACKUP = 'Rifa criada depois do backup';
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

const e2e = useE2eSession({}, { supervised: true });
let admin: AuthResponse;
let soldOut: Raffle;
let ntfy: NtfyReceiver;

const unread = async () =>
  (
    await e2e.api.call<NotificationCount>('GET', '/api/admin/notifications/unread', {
      token: admin.token,
    })
  ).body.unread;

const raffleNames = async () =>
  (await e2e.api.call<ListResponse<Raffle>>('GET', '/api/rifa')).body.data.map((r) => r.name);

beforeAll(async () => {
  ntfy = await startNtfyReceiver('rifa-operador');
  admin = await adminLogin(e2e.api);
  // The first scan ever files what exists as history (read); news starts after it.
  await e2e.server.composed.services.notifications.job.tick();
  expect(await unread()).toBe(0);

  soldOut = await createRaffle(e2e.api, admin.token, SOLD_OUT, 4);
  const buyer = await registerParticipant(e2e.api, 'Bruna Compradora', 'bruna@example.com');
  // At most half a raffle is held unpaid per account: two purchases of two.
  await buyPaid(e2e.api, buyer.token, soldOut, 2);
  await buyPaid(e2e.api, buyer.token, soldOut, 2);
  // The jobs scan every 5 s in the running app.
  await eventually('notificação de rifa esgotada', async () => (await unread()) === 1, 20_000, 200);
});

afterAll(async () => {
  await ntfy?.close();
});

const adminTab = (viewport = DESKTOP) => e2e.openAs(admin.token, viewport);

it('the bell counts the sold-out raffle, shows it in pt-BR with its link, fits a phone', async () => {
  const tab = await adminTab(PHONE);
  const { page } = tab;
  await page.goto('/admin');
  const bell = page.getByRole('button', { name: 'Notificações: 1 não lida' });
  await bell.click();
  const list = page.getByRole('dialog', { name: 'Notificações' });
  await list.getByText(`A rifa “${SOLD_OUT}” vendeu todos os 4 bilhetes.`).waitFor();
  await screenshot(page, 'operator-cockpit-bell-390');
  expect(await horizontalOverflow(page)).toBe(0);
  // The whole list is on the screen, 'Marcar todas como lidas' included.
  const box = (await list.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  const markAll = list.getByRole('button', { name: 'Marcar todas como lidas' });
  const button = (await markAll.boundingBox())!;
  expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width);
  expectClean(tab);
  await tab.context.close();
});

it("the bell on a desktop: 'Marcar todas como lidas' clears the count, 'Ver rifa' opens it", async () => {
  const tab = await adminTab();
  const { page } = tab;
  await page.goto('/admin');
  await expect.poll(() => page.getByTestId('notification-count').textContent()).toBe('1');
  await page.getByRole('button', { name: 'Notificações: 1 não lida' }).click();
  const list = page.getByRole('dialog', { name: 'Notificações' });
  const item = list.getByTestId('notification-item').filter({ hasText: SOLD_OUT });
  await item.getByText('Rifa esgotada').waitFor();
  await item.getByText(`A rifa “${SOLD_OUT}” vendeu todos os 4 bilhetes.`).waitFor();
  expect(await item.getByRole('link', { name: 'Ver rifa' }).getAttribute('href')).toBe(
    `/raffles/${soldOut.id}`,
  );
  await screenshot(page, 'operator-cockpit-bell-1366');

  await list.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await page.getByRole('button', { name: 'Notificações', exact: true }).waitFor();
  expect(await page.getByTestId('notification-count').count()).toBe(0);
  expect(await unread()).toBe(0);

  await item.getByRole('link', { name: 'Ver rifa' }).click();
  await page.getByRole('heading', { level: 1, name: SOLD_OUT }).waitFor();
  expect(new URL(page.url()).pathname).toBe(`/raffles/${soldOut.id}`);
  expectClean(tab);
  await tab.context.close();
});

it("Notificações: an ntfy URL saved, 'Enviar teste' reaches the receiver and says so", async () => {
  const tab = await adminTab();
  const { page } = tab;
  await openSettings(page);
  const card = page.getByTestId('notifications-card');
  const test = card.getByRole('button', { name: 'Enviar teste' }).first();
  // Nothing saved yet: nothing to test, and the card says why.
  expect(await test.isDisabled()).toBe(true);
  expect(await card.getByTestId('test-ntfy-result').textContent()).toBe(
    'Preencha e salve este canal para enviar um teste.',
  );
  await card.getByLabel('URL do tópico ntfy').fill(ntfy.url);
  await card.getByRole('button', { name: 'Salvar notificações' }).click();
  await page.getByText('Notificações salvas').first().waitFor();
  await expect.poll(() => test.isEnabled()).toBe(true);
  expect(await card.getByTestId('test-ntfy-result').textContent()).toBe('');
  await test.click();
  await expect
    .poll(() => card.getByTestId('test-ntfy-result').textContent())
    .toBe('Teste enviado pelo ntfy.');

  expect(ntfy.pushed).toHaveLength(1);
  expect(ntfy.pushed[0]).toMatchObject({
    url: '/rifa-operador',
    body: 'Se você recebeu esta mensagem, as notificações deste canal funcionam.',
  });
  expect(decodeHeaderWord(ntfy.pushed[0]!.headers.title)).toBe('Teste da Rifa Relâmpago');
  await card.screenshot({
    path: path.join(RESULTS_DIR, 'operator-cockpit-notifications-card-1366.png'),
  });
  expectClean(tab);
  await tab.context.close();
});

it('Configurações with both cards fits 1366 and 390 px', async () => {
  for (const [viewport, name] of [
    [DESKTOP, '1366'],
    [PHONE, '390'],
  ] as const) {
    const tab = await adminTab(viewport);
    const { page } = tab;
    await openSettings(page);
    await expect
      .poll(() =>
        page.getByTestId('notifications-card').getByLabel('URL do tópico ntfy').inputValue(),
      )
      .toBe(ntfy.url);
    await screenshot(page, `operator-cockpit-settings-${name}`);
    await page
      .getByTestId('backups-card')
      .screenshot({ path: path.join(RESULTS_DIR, `operator-cockpit-backups-card-${name}.png`) });
    expect(await horizontalOverflow(page), `largura ${name}`).toBe(0);
    expectClean(tab);
    await tab.context.close();
  }
});

it('Backups: a backup made now, restored with the password, restarts the app without the newer raffle', async () => {
  const tab = await adminTab();
  const { page } = tab;
  await openSettings(page);
  const card = page.getByTestId('backups-card');
  const rows = card.getByTestId('backup-row');
  const before = await rows.count();
  await card.getByRole('button', { name: 'Fazer backup agora' }).click();
  await page.getByText('Backup feito').first().waitFor();
  await expect.poll(() => rows.count()).toBe(before + 1);
  const backups = (
    await e2e.api.call<ListResponse<BackupEntry>>('GET', '/api/admin/backups', {
      token: admin.token,
    })
  ).body.data;
  const backup = backups.find((entry) => !entry.safety)!;

  await createRaffle(e2e.api, admin.token, AFTER_BACKUP, 50);
  expect(await raffleNames()).toContain(AFTER_BACKUP);

  const previousApp = e2e.server.composed;
  await rows
    .filter({ hasText: backup.name })
    .getByRole('button', { name: /^Restaurar/ })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByText('O app será reiniciado com os dados deste backup.', { exact: false })
    .waitFor();
  await dialog.getByLabel('Senha do administrador').fill(E2E_ADMIN_PASSWORD);
  await viewportShot(page, 'operator-cockpit-restore-1366');
  const reloaded = page.waitForEvent('load', { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Restaurar e reiniciar' }).click();
  await dialog.getByRole('heading', { name: 'Reiniciando…' }).waitFor();
  expect(await dialog.getByRole('button').count()).toBe(0);
  // The page polls /api/health from 1.5 s on: time enough to see the dialog say so.
  await viewportShot(page, 'operator-cockpit-restarting-1366');
  await reloaded;
  expect(e2e.server.composed).not.toBe(previousApp);

  // The page came back on its own; after a restart the admin may have to log in again.
  const login = page.getByLabel('Senha', { exact: true });
  const adminTitle = page.getByRole('tab', { name: 'Configurações' });
  await login.or(adminTitle).first().waitFor({ timeout: 30_000 });
  if (await login.isVisible()) {
    await page.getByLabel('E-mail').fill('admin@rifa.local');
    await login.fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await adminTitle.waitFor();
  }
  await adminTitle.click();
  await card.getByText('Antes de restaurar').first().waitFor();
  await card.screenshot({
    path: path.join(RESULTS_DIR, 'operator-cockpit-after-restore-1366.png'),
  });

  await page.goto('/raffles');
  await page.getByText(SOLD_OUT).first().waitFor();
  expect(await page.getByText(AFTER_BACKUP).count()).toBe(0);
  const names = await raffleNames();
  expect(names).toContain(SOLD_OUT);
  expect(names).not.toContain(AFTER_BACKUP);

  expect(tab.external).toEqual([]);
  // While the app restarts the browser may log a refused poll (/api/health, the bell); it
  // cannot be told not to. Anything else is a real error.
  expect(tab.errors.filter((e) => !/ERR_CONNECTION_REFUSED|ERR_EMPTY_RESPONSE/.test(e))).toEqual(
    [],
  );
  await tab.context.close();
});

it('the backups list after the restore fits a phone, the safety copy marked', async () => {
  const tab = await adminTab(PHONE);
  const { page } = tab;
  await openSettings(page);
  const card = page.getByTestId('backups-card');
  await card.getByText('Antes de restaurar').first().waitFor();
  await card.screenshot({ path: path.join(RESULTS_DIR, 'operator-cockpit-backups-list-390.png') });
  expect(await horizontalOverflow(page)).toBe(0);
  // Each row's buttons are on the screen, below the date when the row is narrow.
  for (const row of await card.getByTestId('backup-row').all()) {
    const date = (await row.getByText('(horário de Brasília)').boundingBox())!;
    const box = (await row.getByRole('button', { name: /^Restaurar o backup/ }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.y).toBeGreaterThan(date.y + date.height);
  }
  expectClean(tab);
  await tab.context.close();
});
