import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { health, user } from '../../../test/fixtures.ts';
import { loginAs, renderApp } from '../../../test/render-app.tsx';

// Issue 14: Configurações → Usuários lists participants by nickname and e-mail (the admin's
// view, never public) and issues a one-time reset link, shown with its expiry.

describe("Configurações → 'Usuários' reset link", () => {
  it('issues a link for a participant, never offered for the admin', async () => {
    loginAs();
    const fetch = mockFetch({
      'GET /api/health': { json: health() },
      'GET /user/me': { json: user({ id: 1, is_admin: true, name: 'Root' }) },
      'GET /api/rifa': { json: { data: [] } },
      'GET /api/users': {
        json: {
          data: [
            { ...user({ id: 1, is_admin: true }), tickets_count: 0, sats_spent: 0 },
            { ...user({ id: 7, email: 'bia@example.com' }), tickets_count: 1, sats_spent: 10 },
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
    const app = renderApp('/admin');
    await app.user.click(await screen.findByRole('tab', { name: 'Configurações' }));
    expect(await screen.findByText('Participante #7 · bia@example.com')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Link de redefinição' });
    expect(buttons).toHaveLength(1);
    await app.user.click(buttons[0]!);
    expect((await screen.findByTestId('reset-link')).textContent).toBe(
      `${window.location.origin}/redefinir-senha?token=tok`,
    );
    expect(screen.getByText(/Vale uma vez, até 01\/12\/2026/)).toBeTruthy();
    expect(fetch.callsTo('POST /api/admin/users/7/reset-link')).toHaveLength(1);
  });
});
