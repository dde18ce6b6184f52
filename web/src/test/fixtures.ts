import type { Health, Raffle, Purchase, User } from '@rifa/shared';
import { REGTEST_ADDRESS } from '../../../tests/support/addresses.ts';

export const DAY = 24 * 60 * 60 * 1000;

export function inDays(days: number, from = Date.now()): string {
  return new Date(from + days * DAY).toISOString();
}

export function raffle(overrides: Partial<Raffle> = {}): Raffle {
  return {
    id: 1,
    name: 'Rifa do Satoshi',
    prize_amount: 1_000_000,
    ticket_price: 1_000,
    total_tickets: 100,
    sold_tickets: 20,
    available_tickets: 80,
    end_date: inDays(5),
    status: 'active',
    prize_btc_address: null,
    min_tickets: null,
    created_at: '2025-08-01T12:00:00.000Z',
    updated_at: '2025-08-01T12:00:00.000Z',
    ...overrides,
  };
}

/** An unsold raffle with a second prize and a package: what the edit tests change. */
export function bicycleRaffle(overrides: Partial<Raffle> = {}): Raffle {
  return raffle({
    name: 'Bicicleta',
    prize_amount: 500_000,
    ticket_price: 1_000,
    total_tickets: 100,
    sold_tickets: 0,
    available_tickets: 100,
    end_date: '2030-01-15T23:00:00.000Z',
    prizes: [
      { position: 1, amount: 500_000, description: null },
      { position: 2, amount: 0, description: 'Capacete' },
    ],
    packages: [{ id: 9, quantity: 10, price: 9_000 }],
    rules: null,
    ...overrides,
  });
}

export function user(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'ana@example.com',
    name: 'Ana',
    btc_address: REGTEST_ADDRESS,
    created_at: '2025-08-17T17:00:00.000Z',
    is_admin: false,
    nickname: null,
    purchase_consent_at: '2025-08-17T17:00:00.000Z',
    lightning_address: null,
    total_won: 0,
    active_tickets: 0,
    won_tickets: 0,
    ...overrides,
  };
}

export function transaction(overrides: Partial<Purchase> = {}): Purchase {
  return {
    id: 42,
    user_id: 7,
    raffle_id: 1,
    raffle_name: 'Rifa do Satoshi',
    raffle_total_tickets: 100,
    type_tx: 'buy',
    amount: 2_000,
    tickets_count: 2,
    status: 'pending',
    payment_request: 'lnbcrt20u1pjexampleinvoice0000000000000000000000000000',
    payment_hash: 'ab'.repeat(32),
    expires_at: new Date(Date.now() + 15 * 60 * 1000).toISOString(),
    created_at: new Date().toISOString(),
    paid_at: null,
    tickets: [],
    numbers: [],
    ...overrides,
  };
}

/** A paid purchase of three tickets, as the receipt and the dashboard show it. */
export function paidPurchase(overrides: Partial<Purchase> = {}): Purchase {
  return transaction({
    id: 42,
    raffle_id: 1,
    raffle_name: 'Rifa do Satoshi',
    // Ticket 250: a raffle of 1,000 numbers, written with four digits.
    raffle_total_tickets: 1_000,
    status: 'paid',
    amount: 3_000,
    tickets_count: 3,
    numbers: [7, 42, 250],
    tickets: [250, 7, 42],
    payment_hash: '0f'.repeat(32),
    created_at: '2025-08-17T16:58:00.000Z',
    paid_at: '2025-08-17T17:00:00.000Z',
    ...overrides,
  });
}

export function health(overrides: Partial<Health> = {}): Health {
  return {
    status: 'ok',
    version: '0.1.0',
    mode: 'node',
    network: 'mainnet',
    lightning: { status: 'ok', alias: 'meu-no' },
    bitcoin: { status: 'ok', block_height: 900_000 },
    ...overrides,
  };
}
