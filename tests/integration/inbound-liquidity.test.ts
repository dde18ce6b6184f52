// Inbound liquidity against the devnode's LND (docs/decisions/0012-lnd-as-it-behaves.md item 10): a node receives at most
// the remote balance of its channels (rpcserver.go ChannelBalance remote_balance, read by
// lightning's getChannelBalance as `inbound`); a payer's HTLC beyond it finds no route. So a
// purchase above it is refused before anything is reserved, and creating a raffle whose
// total sales exceed it asks the admin to confirm, in the prize-size dialog.
import { beforeAll, describe, expect, it } from 'vitest';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp({ dirPrefix: 'rifa-inbound-' });
let alice: string;
beforeAll(async () => {
  alice = (await t.register({ btc_address: REGTEST_ADDRESS })).token;
});

const held = (): number =>
  t.store.db
    .prepare(`SELECT COUNT(*) FROM transactions WHERE status IN ('reserving', 'pending')`)
    .pluck()
    .get() as number;

describe('a node that can receive only 2,500 sats', () => {
  it('refuses a 3,000-sat purchase in pt-BR with nothing reserved, and sells what fits', async () => {
    const raffle = await t.createRaffle({ ticket_price: 1_000, total_tickets: 10 });
    t.devnode.setLiquidity({ inbound: 2_500 });
    try {
      const refused = await t.api.post('/api/transaction').set(bearer(alice)).send({
        type_tx: 'buy',
        accept_terms: true,
        adult: true,
        raffle_id: raffle.id,
        tickets_count: 3,
        amount: 3_000,
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(
        'O nó não consegue receber 3.000 sats agora: a liquidez de entrada dele é de 2.500 sats. Compre menos bilhetes ou tente mais tarde.',
      );
      expect(held()).toBe(0);

      const paid = await t.buyPaid(alice, raffle, 2);
      expect(paid.tickets).toHaveLength(2);
      // The 2,000 sats received moved to the local side: 500 sats of inbound are left.
      expect(t.devnode.liquidity().inbound).toBe(500);
    } finally {
      t.devnode.setLiquidity({ inbound: 1_000_000_000 });
    }
  });

  it('warns the admin creating a raffle whose total sales exceed it, until confirmed', async () => {
    t.devnode.setLiquidity({ inbound: 50_000 });
    try {
      const create = (extra: Record<string, unknown> = {}) =>
        t.postRaffle({ name: 'Rifa maior que o canal', prize_amount: 10_000, ...extra });
      const warned = await create();
      expect(warned.status).toBe(409);
      expect(warned.body.code).toBe('large_prize');
      expect(warned.body.error).toContain('liquidez de entrada');
      expect(warned.body.error).toContain('100.000 sats');
      expect((await create({ confirm_large_prize: true })).status).toBe(201);
      // Sales that fit need no confirmation.
      expect((await create({ total_tickets: 50 })).status).toBe(201);
    } finally {
      t.devnode.setLiquidity({ inbound: 1_000_000_000 });
    }
  });
});
