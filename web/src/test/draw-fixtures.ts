import type {
  AdminPayout,
  AdminRefund,
  DrawProof,
  RaffleDetail,
  UserRefund,
  UserWin,
} from '@rifa/shared';
// The shared draw module's own test support (a synthetic regtest chain with real headers and
// proof of work, the proof built the way the server builds it): fixtures that verifyProof
// accepts, so a tampered copy fails for the right reason.
import { buildCompletedProof } from '../../../shared/src/draw/testing/proof-fixture.ts';
// The proof before its draw, as the shared draw tests use them too.
export {
  awaitingBlock,
  awaitingConfirmations,
} from '../../../shared/src/draw/testing/proof-fixture.ts';
import { REGTEST_ADDRESS } from '../../../tests/support/addresses.ts';
import { raffle } from './fixtures.ts';

export const PAYOUT_TXID = 'c0ffee00'.repeat(8);

/** A completed draw of raffle 42 with 25 tickets, its payout sent. */
export async function completedProof(): Promise<DrawProof> {
  const { proof } = await buildCompletedProof({ raffleId: 42, ticketsCount: 25 });
  return { ...proof, payout_txid: PAYOUT_TXID };
}

/** GET /api/rifa/42 for a proof: the raffle's status follows the draw's. */
export function raffleDetail(
  draw: DrawProof | null,
  overrides: Partial<RaffleDetail> = {},
): RaffleDetail {
  const status =
    draw?.status === 'completed'
      ? 'completed'
      : draw?.status === 'cancelled'
        ? 'cancelled'
        : 'active';
  return {
    ...raffle({
      id: 42,
      name: 'Rifa de teste',
      end_date: draw?.end_date ?? '2030-08-17T17:00:00.000Z',
      status,
      sold_tickets: draw?.tickets_count ?? 0,
    }),
    draw,
    ...overrides,
  };
}

export function userWin(overrides: Partial<UserWin> = {}): UserWin {
  return {
    raffle_id: 42,
    raffle_name: 'Rifa de teste',
    position: 1,
    winning_ticket: 9,
    raffle_total_tickets: 100,
    prize_amount: 1_000_000,
    prize_description: null,
    drawn_at: '2025-08-17T18:10:00.000Z',
    block_height: 35,
    block_hash: '0f'.repeat(32),
    address: REGTEST_ADDRESS,
    payout_status: 'sent',
    payout_method: 'onchain',
    txid: PAYOUT_TXID,
    payment_hash: null,
    payout_error: null,
    delivery: null,
    ...overrides,
  };
}

export function userRefund(overrides: Partial<UserRefund> = {}): UserRefund {
  return {
    id: 1,
    raffle_id: 3,
    raffle_name: 'Rifa cancelada',
    transaction_id: 10,
    amount: 3_000,
    reason: 'cancelled',
    address: REGTEST_ADDRESS,
    created_at: '2025-08-17T17:00:00.000Z',
    payout_status: null,
    payout_method: null,
    txid: null,
    payment_hash: null,
    payout_error: null,
    closed_at: null,
    closed_reason: null,
    ...overrides,
  };
}

export function adminPayout(overrides: Partial<AdminPayout> = {}): AdminPayout {
  return {
    id: 1,
    raffle_id: 1,
    raffle_name: 'Em andamento',
    kind: 'prize',
    label: 'rifa:1:premio',
    status: 'sent',
    method: 'onchain',
    payment_hash: null,
    fee: null,
    amount: 1_000_000,
    outputs: [{ address: 'bcrt1qwinner0000000000000000000000000000000', amount: 1_000_000 }],
    user_id: 7,
    txid: PAYOUT_TXID,
    attempts: 1,
    last_error: null,
    created_at: '2025-08-17T18:10:00.000Z',
    updated_at: '2025-08-17T18:10:00.000Z',
    ...overrides,
  };
}

export function adminRefund(overrides: Partial<AdminRefund> = {}): AdminRefund {
  return {
    id: 1,
    raffle_id: 2,
    raffle_name: 'Velha',
    transaction_id: 10,
    user_id: 8,
    user_name: 'Bia',
    user_email: 'bia@example.com',
    address: 'bcrt1qbuyer00000000000000000000000000000000',
    amount: 3_000,
    reason: 'cancelled',
    payout_id: null,
    payout_status: null,
    payout_method: null,
    txid: null,
    created_at: '2025-08-17T17:00:00.000Z',
    route: 'onchain',
    account_deleted: false,
    claim_link: false,
    closed_at: null,
    closed_reason: null,
    ...overrides,
  };
}
