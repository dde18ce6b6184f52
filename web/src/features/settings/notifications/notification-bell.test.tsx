import type { AdminNotification } from '@rifa/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch, type Handler } from '../../../test/fetch-mock.ts';
import { health, user } from '../../../test/fixtures.ts';
import { loginAs, renderApp } from '../../../test/render-app.tsx';
import { NotificationBell } from './notification-bell.tsx';

// docs/decisions/0016-operator-cockpit-release.md: the bell in the admin page's header shows the unread count (polled), opens the
// list newest first with each raffle's link, and 'Marcar todas como lidas' clears the count.

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const note = (fields: Partial<AdminNotification>): AdminNotification => ({
  id: 1,
  kind: 'sold_out',
  raffle_id: 7,
  title: 'Rifa esgotada',
  body: 'A rifa “Bicicleta” vendeu todos os 100 bilhetes.',
  created_at: minutesAgo(5),
  read_at: null,
  ...fields,
});
const LIST = [
  note({
    id: 3,
    kind: 'lnd_down',
    raffle_id: null,
    title: 'LND indisponível',
    body: 'O nó Lightning (LND) não responde.',
    created_at: minutesAgo(0),
  }),
  note({ id: 2, kind: 'drawn', title: 'Rifa sorteada', created_at: minutesAgo(120) }),
  note({ id: 1, read_at: minutesAgo(1), created_at: '2024-03-01T15:00:00.000Z' }),
];

function setup(extra: Record<string, Handler> = {}) {
  loginAs();
  const fetch = mockFetch({
    'GET /api/health': { json: health() },
    'GET /user/me': { json: user({ is_admin: true, name: 'Root' }) },
    'GET /api/rifa': { json: { data: [] } },
    'GET /api/admin/notifications/unread': { json: { unread: 2 } },
    'GET /api/admin/notifications': { json: { data: LIST, unread: 2 } },
    'POST /api/admin/notifications/read-all': { json: { unread: 0 } },
    ...extra,
  });
  return { fetch, ...renderApp('/admin') };
}

describe('the notification bell', () => {
  it('shows the unread count in the admin header', async () => {
    setup();
    const bell = await screen.findByRole('button', { name: 'Notificações: 2 não lidas' });
    expect(within(bell).getByTestId('notification-count').textContent).toBe('2');
  });

  it('opens the list newest first, with times and raffle links, and marks all read', async () => {
    const app = setup();
    await app.user.click(await screen.findByRole('button', { name: /^Notificações: 2/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Notificações' });
    const items = await within(dialog).findAllByTestId('notification-item');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Não lida: LND indisponível',
      'Não lida: Rifa sorteada',
      'Rifa esgotada',
    ]);
    expect(items[0]?.textContent).toContain('agora mesmo');
    expect(items[1]?.textContent).toContain('há 2 horas');
    expect(items[2]?.textContent).toContain('01/03/2024, 12:00'); // Brasília time
    expect(within(items[0]!).queryByRole('link')).toBeNull();
    expect(within(items[1]!).getByRole('link', { name: 'Ver rifa' }).getAttribute('href')).toBe(
      '/raffles/7',
    );

    await app.user.click(within(dialog).getByRole('button', { name: 'Marcar todas como lidas' }));
    expect(app.fetch.callsTo('POST /api/admin/notifications/read-all')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Notificações' })).toBeTruthy();
    expect(screen.queryByTestId('notification-count')).toBeNull();
    expect(
      within(dialog)
        .getAllByTestId('notification-item')
        .map((item) => item.querySelector('span')?.textContent),
    ).toEqual(['LND indisponível', 'Rifa sorteada', 'Rifa esgotada']);

    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when there is nothing', async () => {
    const app = setup({
      'GET /api/admin/notifications/unread': { json: { unread: 0 } },
      'GET /api/admin/notifications': { json: { data: [], unread: 0 } },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Notificações' }));
    expect(await screen.findByText('Nenhuma notificação ainda.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Marcar todas como lidas' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('polls the unread count while it is shown', async () => {
    let unread = 0;
    const fetch = mockFetch({
      'GET /api/admin/notifications/unread': () => ({ json: { unread: (unread += 1) } }),
    });
    const router = createMemoryRouter([{ path: '/', element: <NotificationBell pollMs={30} /> }]);
    const view = render(<RouterProvider router={router} />);
    await screen.findByRole('button', { name: 'Notificações: 3 não lidas' });
    view.unmount();
    const calls = fetch.callsTo('GET /api/admin/notifications/unread').length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetch.callsTo('GET /api/admin/notifications/unread')).toHaveLength(calls);
  });
});

describe('the open list', () => {
  it('fetches itself again when a poll brings a new notification', async () => {
    let unread = 1;
    let list = [LIST[1]!];
    const fetch = mockFetch({
      'GET /api/admin/notifications/unread': () => ({ json: { unread } }),
      'GET /api/admin/notifications': () => ({ json: { data: list, unread } }),
    });
    const router = createMemoryRouter([{ path: '/', element: <NotificationBell pollMs={30} /> }]);
    const view = render(<RouterProvider router={router} />);
    (await screen.findByRole('button', { name: 'Notificações: 1 não lida' })).click();
    const dialog = await screen.findByRole('dialog', { name: 'Notificações' });
    expect(await within(dialog).findAllByTestId('notification-item')).toHaveLength(1);
    list = LIST.slice(0, 2);
    unread = 2;
    await waitFor(() => expect(within(dialog).getAllByTestId('notification-item')).toHaveLength(2));
    const fetched = fetch.callsTo('GET /api/admin/notifications').length;
    await new Promise((resolve) => setTimeout(resolve, 100)); // more polls, no news
    expect(fetch.callsTo('GET /api/admin/notifications')).toHaveLength(fetched);
    view.unmount();
  });
});
