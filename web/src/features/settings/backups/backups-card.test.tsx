import type { BackupEntry } from '@rifa/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type FetchMock } from '../../../test/fetch-mock.ts';
import { health, user } from '../../../test/fixtures.ts';
import { findToast, loginAs, renderApp } from '../../../test/render-app.tsx';
import { SITE } from '../../../test/site-fixtures.ts';
import { formatBytes } from './backups-card.tsx';
import { restartWatch } from './restart-watch.ts';

// docs/decisions/0016-operator-cockpit-release.md: Configurações → 'Backups' lists the copies of the database (Brasília time, size),
// downloads one through fetch with the admin's bearer, makes one now, and restores one with
// the admin password: after the 202 it shows 'Reiniciando…', polls /api/health and reloads.

const DAILY: BackupEntry = {
  name: 'rifa-20261125T030000Z.sqlite',
  created_at: '2026-11-25T03:00:00.000Z',
  size: 1_572_864,
  safety: false,
  uploaded: false,
};
const SAFETY: BackupEntry = {
  name: 'rifa-antes-de-restaurar-20261126T150000Z.sqlite',
  created_at: '2026-11-26T15:00:00.000Z',
  size: 2_048,
  safety: true,
  uploaded: false,
};
const NEW: BackupEntry = {
  ...DAILY,
  name: 'rifa-20261126T160000Z.sqlite',
  created_at: '2026-11-26T16:00:00.000Z',
};

const watch = { ...restartWatch };
beforeEach(() => Object.assign(restartWatch, { firstPollMs: 5, pollEveryMs: 5, reload: vi.fn() }));
afterEach(() => Object.assign(restartWatch, watch));

function setup(list: BackupEntry[]): FetchMock {
  loginAs();
  return mockFetch({
    'GET /api/health': { json: health() },
    'GET /user/me': { json: user({ id: 1, is_admin: true, name: 'Root' }) },
    'GET /api/rifa': { json: { data: [] } },
    'GET /api/site': { json: SITE },
    'GET /api/admin/backups': { json: { data: list } },
  });
}

async function openCard() {
  const app = renderApp('/admin');
  await app.user.click(await screen.findByRole('tab', { name: 'Configurações' }));
  const card = await screen.findByTestId('backups-card');
  return { app, card };
}

describe("Configurações → 'Backups'", () => {
  it('lists the backups, newest first, in Brasília time with their size; the safety copy marked', async () => {
    setup([SAFETY, DAILY]);
    const { card } = await openCard();
    const rows = await within(card).findAllByTestId('backup-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('26/11/2026, 12:00 (horário de Brasília)'),
      expect.stringContaining('25/11/2026, 00:00 (horário de Brasília)'),
    ]);
    expect(within(rows[0]!).getByText('Antes de restaurar')).toBeTruthy();
    expect(within(rows[1]!).queryByText('Antes de restaurar')).toBeNull();
    expect(rows[1]!.textContent).toContain('1,5 MB');
    expect(formatBytes(900)).toBe('900 bytes');
    expect(formatBytes(2_048)).toBe('2 KB');
  });

  it("'Fazer backup agora' makes one and shows it", async () => {
    const fetch = setup([DAILY]);
    const { app, card } = await openCard();
    await within(card).findAllByTestId('backup-row');
    fetch.on('POST /api/admin/backups', { status: 201, json: NEW });
    fetch.on('GET /api/admin/backups', { json: { data: [NEW, DAILY] } });
    await app.user.click(within(card).getByRole('button', { name: 'Fazer backup agora' }));
    expect((await findToast()).textContent).toContain('Backup feito');
    await waitFor(() => expect(within(card).getAllByTestId('backup-row')).toHaveLength(2));
  });

  it("'Baixar' fetches the file with the admin's bearer and saves it under its name", async () => {
    const fetch = setup([DAILY]);
    fetch.on(
      `GET /api/admin/backups/${DAILY.name}/download`,
      () => new Response(new Blob(['SQLite format 3'])),
    );
    const createObjectURL = vi.fn(() => 'blob:backup');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { app, card } = await openCard();
    await app.user.click(
      await within(card).findByRole('button', { name: /^Baixar o backup de 25\/11\/2026/ }),
    );
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe(DAILY.name);
    expect(clicked[0]!.href).toBe('blob:backup');
    expect(
      fetch.callsTo(`GET /api/admin/backups/${DAILY.name}/download`)[0]!.headers.authorization,
    ).toBe('Bearer token-1');
    click.mockRestore();
  });

  it("'Restaurar' asks the admin password, shows a refusal, then restarts and reloads the page", async () => {
    const fetch = setup([DAILY]);
    let restored = false;
    fetch.on(`POST /api/admin/backups/${DAILY.name}/restore`, ({ body }) =>
      (body as { password: string }).password === 'certa'
        ? ((restored = true),
          { status: 202, json: { restarting: true, safety_backup: SAFETY.name } })
        : { status: 403, json: { error: 'Senha de administrador incorreta' } },
    );
    // While the app restarts its health does not answer, then it does.
    let looks = 0;
    fetch.on('GET /api/health', () =>
      restored && ++looks < 3 ? { status: 503, text: 'Reiniciando' } : { json: health() },
    );
    const { app, card } = await openCard();
    await app.user.click(
      await within(card).findByRole('button', { name: /^Restaurar o backup de 25\/11\/2026/ }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Restaurar o backup de 25/11/2026, 00:00?');
    expect(dialog.textContent).toContain('O app será reiniciado');
    expect(dialog.textContent).toContain('Antes de restaurar');
    expect(dialog.textContent).toContain('talvez seja preciso entrar de novo');

    const submit = within(dialog).getByRole('button', { name: 'Restaurar e reiniciar' });
    await app.user.click(submit);
    expect(dialog.textContent).toContain('Digite a senha do administrador');
    expect(fetch.callsTo(`POST /api/admin/backups/${DAILY.name}/restore`)).toHaveLength(0);

    const password = within(dialog).getByLabelText('Senha do administrador');
    await app.user.type(password, 'errada');
    await app.user.click(submit);
    expect(await within(dialog).findByText('Senha de administrador incorreta')).toBeTruthy();

    await app.user.clear(password);
    await app.user.type(password, 'certa');
    await app.user.click(submit);
    expect(await within(dialog).findByText('Reiniciando…')).toBeTruthy();
    // The restart cannot be cancelled: no ✕ that would do nothing.
    expect(within(dialog).queryByRole('button', { name: 'Fechar' })).toBeNull();
    await waitFor(() => expect(restartWatch.reload).toHaveBeenCalledTimes(1));
    expect(looks).toBe(3);
    expect(fetch.callsTo(`POST /api/admin/backups/${DAILY.name}/restore`)[1]!.body).toEqual({
      password: 'certa',
    });
  }, 20_000);
});
