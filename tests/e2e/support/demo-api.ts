// Steps of the browser tests over the e2e server's API (demo mode): a participant, a raffle
// created by the admin, tickets bought and paid with the demo's 'Simular pagamento' call.
import type { AuthResponse, ListResponse, Purchase, Raffle } from '@rifa/shared';
import { REGTEST_ADDRESS } from '../../support/addresses.ts';
import { buyTickets } from '../../support/buy-tickets.ts';
import type { JsonClient } from '../../support/json-client.ts';
import { eventually } from '../../support/poll.ts';
import { E2E_ADMIN_PASSWORD } from './e2e-server.ts';

/** Registers a participant paid to REGTEST_ADDRESS (password 'segredo123'). */
export async function registerParticipant(
  api: JsonClient,
  name: string,
  email: string,
): Promise<AuthResponse> {
  const reply = await api.call<AuthResponse>('POST', '/auth/register', {
    body: { name, email, password: 'segredo123', btc_address: REGTEST_ADDRESS },
  });
  if (reply.status !== 201) throw new Error(`cadastro: ${reply.status} ${reply.text}`);
  return reply.body;
}

/** The admin creates a raffle of these fields (the admin password added). */
export async function postRaffle(
  api: JsonClient,
  adminToken: string,
  fields: Record<string, unknown>,
): Promise<Raffle> {
  const created = await api.call<Raffle>('POST', '/api/rifa/admin', {
    token: adminToken,
    body: { ...fields, admin_password: E2E_ADMIN_PASSWORD },
  });
  if (created.status !== 201) throw new Error(`rifa: ${created.status} ${created.text}`);
  return created.body;
}

/** The first active raffle of the public list (demo mode seeds some). */
export async function activeRaffle(api: JsonClient): Promise<Raffle> {
  const list = (await api.call<ListResponse<Raffle>>('GET', '/api/rifa')).body.data;
  return list.find((raffle) => raffle.status === 'active')!;
}

/** Pays a purchase with the demo's 'Simular pagamento' call. */
export async function payInDemo(api: JsonClient, token: string, purchase: Purchase): Promise<void> {
  await api.call('POST', `/api/dev/transaction/${purchase.id}/pay`, { token });
}

/** Buys `count` tickets and pays them in demo mode; resolves once the purchase is paid. */
export async function buyPaid(
  api: JsonClient,
  token: string,
  raffle: Raffle,
  count: number,
): Promise<void> {
  const bought = await buyTickets<Purchase>(api, token, raffle, count);
  await payInDemo(api, token, bought);
  await eventually(
    'compra paga',
    async () => {
      const tx = await api.call<Purchase>('GET', `/api/transaction/${bought.id}`, { token });
      return tx.body.status === 'paid' ? true : undefined;
    },
    15_000,
    100,
  );
}
