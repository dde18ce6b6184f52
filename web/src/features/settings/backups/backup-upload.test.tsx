import type { BackupEntry } from '@rifa/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { health, user } from '../../../test/fixtures.ts';
import { findToast, loginAs, renderApp } from '../../../test/render-app.tsx';
import { SITE } from '../../../test/site-fixtures.ts';

// docs/decisions/0016-operator-cockpit-release.md: Configurações → Backups → 'Enviar backup' sends a .sqlite file from this computer
// (the admin's bearer, progress shown), and the sent file joins the list marked 'Enviado'; a
// refusal is the server's pt-BR reason in a toast.

const SENT: BackupEntry = {
  name: 'rifa-enviado-20261126T170000Z.sqlite',
  created_at: '2026-11-26T17:00:00.000Z',
  size: 4_096,
  safety: false,
  uploaded: true,
};

afterEach(() => vi.unstubAllGlobals());

async function openCard(list: BackupEntry[]) {
  loginAs('token-admin');
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const fetch = mockFetch({
    'GET /api/health': { json: health() },
    'GET /user/me': { json: user({ id: 1, is_admin: true, name: 'Root' }) },
    'GET /api/rifa': { json: { data: [] } },
    'GET /api/site': { json: SITE },
    'GET /api/admin/backups': { json: { data: list } },
  });
  const app = renderApp('/admin');
  await app.user.click(await screen.findByRole('tab', { name: 'Configurações' }));
  const card = await screen.findByTestId('backups-card');
  return { app, card, fetch };
}

const file = () => new File(['SQLite format 3\0'], 'rifa-backup.sqlite');

describe("Configurações → Backups → 'Enviar backup'", () => {
  it('sends the chosen file with the bearer, shows progress, then lists it as Enviado', async () => {
    const { app, card, fetch } = await openCard([]);
    expect(within(card).getByRole('button', { name: 'Enviar backup' })).toBeTruthy();
    await app.user.upload(within(card).getByTestId('backup-upload-input'), file());
    const [xhr] = FakeXhr.sent;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe('/api/admin/backups/upload');
    expect(xhr?.headers.authorization).toBe('Bearer token-admin');
    xhr!.progress(1, 4);
    expect(await within(card).findByText('Enviando… 25%')).toBeTruthy();
    fetch.on('GET /api/admin/backups', { json: { data: [SENT] } });
    xhr!.respond(201, SENT);
    expect((await findToast()).textContent).toContain('Backup enviado');
    const row = await within(card).findByTestId('backup-row');
    expect(within(row).getByText('Enviado')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Enviar backup' })).toBeTruthy();
  });

  it("a refused file: the server's pt-BR reason, and the button is back", async () => {
    const { app, card } = await openCard([]);
    await app.user.upload(within(card).getByTestId('backup-upload-input'), file());
    FakeXhr.sent[0]!.respond(400, {
      error: 'O arquivo não é um banco de dados válido do Rifa Relâmpago',
    });
    const toast = await findToast();
    expect(toast.textContent).toContain('Erro ao enviar o backup');
    expect(toast.textContent).toContain('não é um banco de dados válido');
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Enviar backup' })).toBeTruthy(),
    );
  });
});
