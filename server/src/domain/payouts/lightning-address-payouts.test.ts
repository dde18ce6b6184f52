// docs/protocols/lnurl.md#lightning-address-payouts: a prize is asked of the winner's Lightning
// Address at most three times per address — at once, 10 minutes later, an hour after that —
// and a newly saved address starts over. The comment names the raffle and the prize.
import { describe, expect, it } from 'vitest';
import type { AddressPayoutCandidate } from '../ports/index.ts';
import { ADDRESS_TRIES, dueAttempt, prizeComment } from './lightning-address-payouts.ts';

const T0 = '2030-01-01T12:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(T0) + minutes * 60_000);
const iso = (minutes: number) => at(minutes).toISOString();

const candidate = (fields: Partial<AddressPayoutCandidate> = {}): AddressPayoutCandidate => ({
  payoutId: 1,
  raffleId: 7,
  raffleName: 'Bicicleta',
  position: 1,
  userId: 3,
  amount: 200,
  address: 'maria@carteira.exemplo',
  addressSetAt: iso(-60),
  tries: 0,
  triedAt: null,
  ...fields,
});

describe('dueAttempt', () => {
  it.each([
    ['never tried: the first attempt, at once', {}, 0, 1],
    ['tried once, 9 minutes ago: not yet', { tries: 1, triedAt: T0 }, 9, undefined],
    ['tried once, 10 minutes ago: the second', { tries: 1, triedAt: T0 }, 10, 2],
    ['tried twice, 59 minutes ago: not yet', { tries: 2, triedAt: T0 }, 59, undefined],
    ['tried twice, an hour ago: the third', { tries: 2, triedAt: T0 }, 60, 3],
    ['tried three times: never again', { tries: 3, triedAt: T0 }, 60 * 24 * 30, undefined],
    [
      'a new address after three tries: starts over',
      { tries: 3, triedAt: T0, addressSetAt: iso(1) },
      2,
      1,
    ],
    [
      'an address saved before the last try counts as tried',
      { tries: 1, triedAt: T0, addressSetAt: iso(-1) },
      1,
      undefined,
    ],
    [
      'no date for the address (saved before it was kept)',
      { tries: 1, triedAt: T0, addressSetAt: null },
      10,
      2,
    ],
  ])('%s', (_rule, fields, minutes, due) => {
    expect(dueAttempt(candidate(fields), at(minutes))).toBe(due);
  });

  it('asks at most ADDRESS_TRIES times for one address', () => {
    let state = candidate();
    let asked = 0;
    for (let minute = 0; minute < 60 * 24 * 7; minute += 5) {
      const tries = dueAttempt(state, at(minute));
      if (tries === undefined) continue;
      asked += 1;
      state = { ...state, tries, triedAt: iso(minute) };
    }
    expect(asked).toBe(ADDRESS_TRIES);
  });
});

describe('prizeComment', () => {
  it('names the raffle, the position after the first, and the amount', () => {
    expect(prizeComment(candidate())).toBe('Prêmio da rifa Bicicleta (200 sats)');
    expect(prizeComment(candidate({ position: 2, amount: 1_500 }))).toBe(
      '2º prêmio da rifa Bicicleta (1.500 sats)',
    );
  });

  it('drops control and bidi characters and shortens a long name', () => {
    expect(prizeComment(candidate({ raffleName: 'Rifa\u202E\n  nova' }))).toBe(
      'Prêmio da rifa Rifa nova (200 sats)',
    );
    const comment = prizeComment(candidate({ raffleName: 'x'.repeat(300) }));
    expect(comment).toBe(`Prêmio da rifa ${'x'.repeat(99)}… (200 sats)`);
  });
});
