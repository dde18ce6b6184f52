// docs/protocols/draw.md: creating a raffle whose prize exceeds 10% of the current block subsidy
// (read from bitcoind's tip) answers 409 {error, code: 'large_prize'} until the admin
// resends it with confirm_large_prize: true.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp();

const create = (prize: number, extra: Record<string, unknown> = {}) =>
  t.postRaffle({ name: 'Rifa grande', prize_amount: prize, ...extra });

describe('the prize-size warning', () => {
  it('on regtest below height 150 the subsidy is 50 BTC: up to 5 BTC passes, above asks to confirm', async () => {
    expect(t.devnode.tip().height).toBeLessThan(149);
    expect((await create(500_000_000)).status).toBe(201);
    const warned = await create(500_000_001);
    expect(warned.status).toBe(409);
    expect(warned.body.code).toBe('large_prize');
    expect(warned.body.error).toContain('10%');
    expect(warned.body.error).toContain('5.000.000.000 sats');
    const confirmed = await create(500_000_001, { confirm_large_prize: true });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.prize_amount).toBe(500_000_001);
  });

  it('follows the halvings of the chain it reads', async () => {
    t.devnode.mine(150 - t.devnode.tip().height - 1); // the next block is 150: 25 BTC
    expect((await create(250_000_000)).status).toBe(201);
    expect((await create(250_000_001)).body.code).toBe('large_prize');
  });

  it('checks the password and the fields first; a wrong-typed flag is a 400, never a confirmation', async () => {
    expect((await create(900_000_000, { admin_password: 'errada' })).status).toBe(403);
    expect((await create(900_000_000, { ticket_price: 0 })).status).toBe(400);
    expect((await create(900_000_000, { confirm_large_prize: 'true' })).status).toBe(400);
    expect((await create(900_000_000, { confirm_large_prize: false })).status).toBe(409);
  });

  it('asks to confirm any prize while bitcoind does not answer', async () => {
    await t.devnode.setUnresponsive(true, 'down');
    try {
      const response = await create(1_000);
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('large_prize');
      expect((await create(1_000, { confirm_large_prize: true })).status).toBe(201);
    } finally {
      await t.devnode.setUnresponsive(false);
    }
  });
});
