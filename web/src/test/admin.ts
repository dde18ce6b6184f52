import { mockFetch, type FetchMock, type Handler } from './fetch-mock.ts';
import { health, user } from './fixtures.ts';
import { loginAs } from './render-app.tsx';

/**
 * Logs the admin ('Root') in and stubs fetch with what /admin asks for as it opens: no raffles,
 * no payouts, no refunds owed, automatic payouts; `routes` add to or replace these.
 */
export function mockAdmin(routes: Record<string, Handler> = {}): FetchMock {
  loginAs();
  return mockFetch({
    'GET /api/admin/payouts': { json: { data: [] } },
    'GET /api/admin/refunds': { json: { data: [] } },
    'GET /api/admin/payout-settings': {
      json: {
        mode: 'auto',
        lightning_threshold: 10_000,
        lightning_address_payouts: false,
        tor_proxy: false,
      },
    },
    'GET /api/health': { json: health() },
    'GET /user/me': { json: user({ is_admin: true, name: 'Root' }) },
    'GET /api/rifa': { json: { data: [] } },
    ...routes,
  });
}
