// Never sell a ticket the node cannot be paid for (docs/decisions/0012-lnd-as-it-behaves.md item 7), over real gRPC: an LND in
// RPC_ACTIVE that still syncs to the chain answers GetInfo with synced_to_chain false
// (rpcserver.go GetInfo; pinned on the devnode in devnode/src/lnd/syncing.test.ts). A purchase
// then answers 503 in pt-BR and leaves no reservation; health says 'sincronizando'. Before
// RPC_ACTIVE (waiting to start, no wallet, locked, starting: rpcperms/interceptor.go
// checkRPCState, pinned in tests/devnode/rpc-states.test.ts) LND refuses every call: 503 too,
// and health says 'aguardando LND'.
import { expect, it } from 'vitest';
import type { Health, Raffle } from '@rifa/shared';
import {
  LIGHTNING_SYNCING,
  LIGHTNING_UNAVAILABLE,
} from '../../server/src/domain/purchases/lightning-readiness.ts';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp({ dirPrefix: 'rifa-not-ready-' });

const available = async (raffle: Raffle) =>
  ((await t.api.get(`/api/rifa/${raffle.id}`)).body as Raffle).available_tickets;

it('LND syncing: purchase 503 in pt-BR with nothing reserved, health sincronizando; synced: sold', async () => {
  const buyer = (await t.register()).token;
  const raffle = await t.createRaffle({ total_tickets: 10, ticket_price: 1_000 });
  t.devnode.setSyncing(true);

  const refused = await t.api.post('/api/transaction').set(bearer(buyer)).send({
    type_tx: 'buy',
    accept_terms: true,
    adult: true,
    raffle_id: raffle.id,
    tickets_count: 2,
    amount: 2_000,
  });
  expect(refused.status).toBe(503);
  expect(refused.body).toEqual({ error: LIGHTNING_SYNCING });
  expect(await available(raffle)).toBe(10);
  expect(t.devnode.invoices()).toHaveLength(0);
  const health = (await t.api.get('/api/health')).body as Health;
  expect(health.lightning).toMatchObject({ status: 'sincronizando', synced: false });

  t.devnode.setSyncing(false);
  const paid = await t.buyPaid(buyer, raffle, 2);
  expect(paid.tickets).toEqual(paid.numbers);
  expect(paid.tickets).toHaveLength(2);
  expect(((await t.api.get('/api/health')).body as Health).lightning.status).toBe('ok');
});

it.each(['WAITING_TO_START', 'NON_EXISTING', 'LOCKED', 'UNLOCKED'] as const)(
  'LND in %s: purchase 503 in pt-BR with nothing reserved, health aguardando LND; served again: sold',
  async (walletState) => {
    const buyer = (await t.register()).token;
    const raffle = await t.createRaffle({ total_tickets: 10, ticket_price: 1_000 });
    const invoicesBefore = t.devnode.invoices().length;
    t.devnode.setWalletState(walletState);
    try {
      const refused = await t.api.post('/api/transaction').set(bearer(buyer)).send({
        type_tx: 'buy',
        accept_terms: true,
        adult: true,
        raffle_id: raffle.id,
        tickets_count: 1,
        amount: 1_000,
      });
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({ error: LIGHTNING_UNAVAILABLE });
      expect(await available(raffle)).toBe(10);
      expect(t.devnode.invoices()).toHaveLength(invoicesBefore);
      const health = (await t.api.get('/api/health')).body as Health;
      expect(health.lightning.status).toBe('aguardando LND');
    } finally {
      t.devnode.setWalletState('SERVER_ACTIVE');
    }
    const paid = await t.buyPaid(buyer, raffle, 1);
    expect(paid.tickets).toHaveLength(1);
  },
);
