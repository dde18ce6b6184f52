import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { health, user } from '../../../test/fixtures.ts';
import { loginAs, renderApp } from '../../../test/render-app.tsx';

// docs/decisions/0014-numbers-prizes-packages.md: Configurações → Usuários lists participants with nickname, e-mail, paid tickets
// and sats spent (the admin's view, never public): a table on wide screens, cards on phones
// (both in the DOM, CSS shows one), a search, and a one-time reset link with its expiry.

function setup() {
  loginAs();
  return mockFetch({
    'GET /api/health': { json: health() },
    'GET /user/me': { json: user({ id: 1, is_admin: true, name: 'Root' }) },
    'GET /api/rifa': { json: { data: [] } },
    'GET /api/users': {
      json: {
        data: [
          { ...user({ id: 1, is_admin: true }), tickets_count: 0, sats_spent: 0 },
          { ...user({ id: 7, email: 'bia@example.com' }), tickets_count: 1, sats_spent: 10 },
          {
            ...user({ id: 8, email: 'caio@example.com', nickname: 'Caio Sortudo' }),
            tickets_count: 1_250,
            sats_spent: 1_250_000,
          },
        ],
      },
    },
    'POST /api/admin/users/7/reset-link': {
      status: 201,
      json: {
        token: 'tok',
        url: '/redefinir-senha?token=tok',
        expires_at: '2026-12-01T12:00:00.000Z',
      },
    },
  });
}

async function openSettings() {
  const app = renderApp('/admin');
  await app.user.click(await screen.findByRole('tab', { name: 'Configurações' }));
  return app;
}

describe("Configurações → 'Usuários'", () => {
  it('lists participants with nickname, e-mail, tickets and sats spent, never the admin', async () => {
    setup();
    await openSettings();
    const table = await screen.findByTestId('users-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Participante #7', 'bia@example.com', '1', '10 sats'],
      ['Caio Sortudo', 'caio@example.com', '1.250', '1.250.000 sats'],
    ]);
    const cards = within(screen.getByTestId('user-cards')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[1]?.textContent).toContain('Caio Sortudo');
    expect(cards[1]?.textContent).toContain('1.250.000 sats');
    // The total counts the rows listed: the two participants, not the admin.
    expect(screen.getByTestId('users-total').textContent).toBe('Total de usuários: 2');
  });

  it('searches by nickname or e-mail', async () => {
    setup();
    const app = await openSettings();
    await screen.findByTestId('users-table');
    await app.user.type(screen.getByLabelText('Buscar por apelido ou e-mail'), 'sortudo');
    const table = screen.getByTestId('users-table');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Caio Sortudo')).toBeTruthy();
    await app.user.clear(screen.getByLabelText('Buscar por apelido ou e-mail'));
    await app.user.type(screen.getByLabelText('Buscar por apelido ou e-mail'), 'ninguem');
    expect(screen.getByText('Nenhum participante encontrado para “ninguem”.')).toBeTruthy();
    expect(screen.queryByTestId('users-table')).toBeNull();
  });

  it('issues a reset link for a participant', async () => {
    const fetch = setup();
    const app = await openSettings();
    const table = await screen.findByTestId('users-table');
    await app.user.click(
      within(table).getByRole('button', { name: 'Link de redefinição para Participante #7' }),
    );
    expect((await screen.findByTestId('reset-link')).textContent).toBe(
      `${window.location.origin}/redefinir-senha?token=tok`,
    );
    expect(screen.getByText(/Vale uma vez, até 01\/12\/2026/)).toBeTruthy();
    expect(fetch.callsTo('POST /api/admin/users/7/reset-link')).toHaveLength(1);
  });
});
