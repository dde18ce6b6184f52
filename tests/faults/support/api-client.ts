// The fault tests' client of the real server: JSON over fetch (tests/support/json-client.ts)
// plus the steps every run takes: log the admin in, register, create a raffle, buy.
import { REGTEST_ADDRESS } from '../../support/addresses.ts';
import { buyTickets } from '../../support/buy-tickets.ts';
import { jsonClient, type Reply } from '../../support/json-client.ts';

/** The admin of every fault run: the server starts with this password, the client logs in with it. */
export const ADMIN_EMAIL = 'admin@rifa.local';
export const ADMIN_PASSWORD = 'senha-do-admin-falhas';

export type Api = ReturnType<typeof apiClient>;

/** What POST /api/transaction answers that the tests use: the pending purchase and its BOLT11. */
export interface Purchase {
  id: number;
  payment_hash: string;
  payment_request: string;
}

const registration = (name: string, email: string, password = 'segredo123') => ({
  name,
  email,
  password,
  btc_address: REGTEST_ADDRESS,
});

/** A client for `base`; every reply's raw text is kept (the secret scans read it). */
export function apiClient(base: string, onReply?: (reply: Reply<unknown>, route: string) => void) {
  const { call } = jsonClient(base, onReply);
  let ip = 0;
  return {
    base,
    call,
    async adminToken(): Promise<string> {
      const reply = await call<{ token: string }>('POST', '/auth/login', {
        body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      });
      if (reply.status !== 200) throw new Error(`admin login: ${reply.status} ${reply.text}`);
      return reply.body.token;
    },
    /** POST /auth/register from this host, whatever the answer. */
    tryRegister: (name: string, email: string) =>
      call('POST', '/auth/register', { body: registration(name, email) }),
    /** Registers a participant; a fresh X-Forwarded-For each time keeps clear of the per-IP limit. */
    async register(
      email: string,
      password = 'segredo123',
    ): Promise<{ token: string; user: { id: number } }> {
      ip += 1;
      const reply = await call<{ token: string; user: { id: number } }>('POST', '/auth/register', {
        body: registration('Participante', email, password),
        headers: { 'X-Forwarded-For': `10.9.${Math.floor(ip / 250)}.${ip % 250}` },
      });
      if (reply.status !== 201) throw new Error(`register: ${reply.status} ${reply.text}`);
      return reply.body;
    },
    async createRaffle(
      adminToken: string,
      fields: Record<string, unknown>,
    ): Promise<{ id: number; ticket_price: number; end_date: string }> {
      const reply = await call<{ id: number; ticket_price: number; end_date: string }>(
        'POST',
        '/api/rifa/admin',
        {
          token: adminToken,
          body: {
            name: 'Rifa das falhas',
            prize_amount: 50_000,
            ticket_price: 1_000,
            total_tickets: 1_000,
            end_date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
            status: 'active',
            admin_password: ADMIN_PASSWORD,
            ...fields,
          },
        },
      );
      if (reply.status !== 201) throw new Error(`create raffle: ${reply.status} ${reply.text}`);
      return reply.body;
    },
    buy: (token: string, raffle: { id: number; ticket_price: number }, count: number) =>
      buyTickets<Purchase>({ call }, token, raffle, count),
  };
}
