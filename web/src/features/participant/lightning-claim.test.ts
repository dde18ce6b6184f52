import type { PayoutMethod, PayoutStatus } from '@rifa/shared';
import { describe, expect, it } from 'vitest';
import { userRefund, userWin } from '../../test/draw-fixtures.ts';
import { prizeClaim, refundClaims } from './lightning-claim.ts';

// The button shows exactly when server/src/domain/payouts/lightning-claims.ts accepts a claim:
// nothing left the node (awaiting_invoice, pending, awaiting_balance, awaiting_admin, failed).

describe('a prize may be claimed over Lightning while nothing left the node', () => {
  it.each<[PayoutStatus | null, PayoutMethod | null, boolean]>([
    ['awaiting_invoice', 'lightning', true],
    ['failed', 'lightning', true],
    ['pending', 'onchain', true],
    ['awaiting_balance', 'onchain', true],
    ['awaiting_admin', 'onchain', true],
    ['failed', 'onchain', true],
    ['sending', 'lightning', false],
    ['sending', 'onchain', false],
    ['sent', 'onchain', false],
    ['sent', 'lightning', false],
    ['manual', 'onchain', false],
    ['unknown', 'onchain', false],
    [null, null, false],
  ])('%s (%s) → %s', (status, method, claimable) => {
    const claim = prizeClaim(userWin({ payout_status: status, payout_method: method }));
    expect(claim !== null).toBe(claimable);
  });

  it('for exactly the prize, saying when it switches from on-chain', () => {
    expect(
      prizeClaim(
        userWin({
          prize_amount: 5_000,
          payout_status: 'awaiting_invoice',
          payout_method: 'lightning',
        }),
      ),
    ).toEqual({
      kind: 'prize',
      raffleId: 42,
      raffleName: 'Rifa de teste',
      amount: 5_000,
      count: 1,
      fromOnchain: false,
    });
    expect(
      prizeClaim(userWin({ payout_status: 'awaiting_admin', payout_method: 'onchain' }))
        ?.fromOnchain,
    ).toBe(true);
  });
});

describe('several prizes (docs/protocols/draw.md#several-prizes): each won position is claimed on its own', () => {
  it('names the position after the 1st, and not for the 1st (the API default)', () => {
    const second = prizeClaim(
      userWin({
        position: 2,
        prize_amount: 5_000,
        payout_status: 'awaiting_invoice',
        payout_method: 'lightning',
      }),
    );
    expect(second).toMatchObject({ kind: 'prize', position: 2, amount: 5_000 });
    const first = prizeClaim(
      userWin({ payout_status: 'awaiting_invoice', payout_method: 'lightning' }),
    );
    expect(first).not.toHaveProperty('position');
  });

  it('offers nothing for a physical prize (no payout)', () => {
    const physical = userWin({
      position: 2,
      prize_amount: 0,
      prize_description: 'Camiseta',
      payout_status: null,
      payout_method: null,
    });
    expect(prizeClaim(physical)).toBeNull();
  });
});

describe("a buyer's refunds are claimed per raffle", () => {
  const claimsOf = (...rows: Parameters<typeof userRefund>[0][]) =>
    [...refundClaims(rows.map((row) => userRefund(row))).entries()].map(([rowId, claim]) => [
      rowId,
      claim.raffleId,
      claim.amount,
      claim.count,
    ]);

  it('the unpaid ones of a raffle add up to one claim, shown on the first row', () => {
    expect(
      claimsOf(
        { id: 3, raffle_id: 7, amount: 1_000 },
        { id: 2, raffle_id: 7, amount: 2_000 },
        { id: 1, raffle_id: 8, amount: 500 },
      ),
    ).toEqual([
      [3, 7, 3_000, 2],
      [1, 8, 500, 1],
    ]);
  });

  it('unpaid refunds come first, as on the server, even beside a failed Lightning payment', () => {
    expect(
      claimsOf(
        { id: 2, amount: 1_000 },
        {
          id: 1,
          amount: 4_000,
          payout_status: 'failed',
          payout_method: 'lightning',
          payment_hash: 'aa',
        },
      ),
    ).toEqual([[2, 3, 1_000, 1]]);
  });

  it('a failed Lightning payment gets a new invoice for all its refunds', () => {
    const failed = {
      payout_status: 'failed',
      payout_method: 'lightning',
      payment_hash: 'aa',
    } as const;
    expect(
      claimsOf({ id: 2, amount: 1_000, ...failed }, { id: 1, amount: 2_000, ...failed }),
    ).toEqual([[2, 3, 3_000, 2]]);
  });

  it('the newest claimable Lightning payment when there are several', () => {
    expect(
      claimsOf(
        {
          id: 5,
          amount: 700,
          payout_status: 'failed',
          payout_method: 'lightning',
          payment_hash: 'bb',
        },
        {
          id: 1,
          amount: 2_000,
          payout_status: 'failed',
          payout_method: 'lightning',
          payment_hash: 'aa',
        },
      ),
    ).toEqual([[5, 3, 700, 1]]);
  });

  it.each<[PayoutStatus, PayoutMethod]>([
    ['pending', 'onchain'],
    ['failed', 'onchain'],
    ['sent', 'onchain'],
    ['sent', 'lightning'],
    ['sending', 'lightning'],
    ['unknown', 'lightning'],
  ])('nothing to claim when the refunds are %s (%s)', (status, method) => {
    expect(claimsOf({ payout_status: status, payout_method: method, payment_hash: 'aa' })).toEqual(
      [],
    );
  });
});
