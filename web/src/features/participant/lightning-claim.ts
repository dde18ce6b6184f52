import {
  LIGHTNING_CLAIMABLE,
  type PayoutStatus,
  type UserRefund,
  type UserWin,
} from '@rifa/shared';

// When the dashboard offers 'Receber via Lightning' (docs/protocols/draw.md): exactly when
// server/src/domain/payouts/lightning-claims.ts would accept the claim, for the amount it checks
// the invoice against. The server stays the judge; this only decides whether to show the button.

/** A prize, or a buyer's refunds of one raffle, that the recipient may have paid over Lightning. */
export interface LightningClaim {
  kind: 'prize' | 'refund';
  raffleId: number;
  raffleName: string;
  /** Sats: the invoice must be of exactly this amount. */
  amount: number;
  /** How many refunds the amount adds up (1 for a prize). */
  count: number;
  /** It would otherwise go on-chain: the invoice switches it to Lightning. */
  fromOnchain: boolean;
  /** Which prize of the raffle (docs/protocols/draw.md#several-prizes); absent for refunds and a 1st prize. */
  position?: number;
}

const isClaimable = (status: PayoutStatus | null): boolean =>
  status !== null && LIGHTNING_CLAIMABLE.includes(status);

/** The prize, while its payout exists and nothing was sent (a win before its payout row is not). */
export function prizeClaim(win: UserWin): LightningClaim | null {
  if (!isClaimable(win.payout_status)) return null;
  return {
    kind: 'prize',
    raffleId: win.raffle_id,
    raffleName: win.raffle_name,
    amount: win.prize_amount,
    count: 1,
    fromOnchain: win.payout_method === 'onchain',
    ...(win.position > 1 ? { position: win.position } : {}),
  };
}

function groupBy<K>(rows: UserRefund[], keyOf: (row: UserRefund) => K): Map<K, UserRefund[]> {
  const groups = new Map<K, UserRefund[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
}

const sum = (rows: UserRefund[]) => rows.reduce((total, row) => total + row.amount, 0);

/**
 * One claim per raffle, keyed by the refund row that shows the button: the user's unpaid
 * refunds of the raffle, added up; else a Lightning payment of them that nothing left the
 * node for (a failed one gets a new invoice). On-chain batches pay many buyers at once, so
 * they never switch. The rows do not name their payout: the refunds of one Lightning payment
 * share its payment hash, and the newest such payment is the one the server picks.
 */
export function refundClaims(refunds: UserRefund[]): Map<number, LightningClaim> {
  const byRaffle = groupBy(refunds, (refund) => refund.raffle_id);
  const claims = new Map<number, LightningClaim>();
  for (const rows of byRaffle.values()) {
    const unpaid = rows.filter((row) => row.payout_status === null && !row.closed_at);
    const group = unpaid.length > 0 ? unpaid : newestClaimablePayment(rows);
    const first = group[0];
    if (!first) continue;
    claims.set(first.id, {
      kind: 'refund',
      raffleId: first.raffle_id,
      raffleName: first.raffle_name,
      amount: sum(group),
      count: group.length,
      fromOnchain: false,
    });
  }
  return claims;
}

function newestClaimablePayment(rows: UserRefund[]): UserRefund[] {
  const claimable = rows.filter(
    (row) => row.payout_method === 'lightning' && isClaimable(row.payout_status),
  );
  const payments = groupBy(claimable, (row) => row.payment_hash ?? `refund-${row.id}`);
  let newest: UserRefund[] = [];
  for (const group of payments.values()) {
    if (newest.length === 0 || maxId(group) > maxId(newest)) newest = group;
  }
  return newest;
}

const maxId = (rows: UserRefund[]) => Math.max(...rows.map((row) => row.id));
