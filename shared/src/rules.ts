// Business constants of spec §9, shared so the SPA and the server cannot drift apart.
import { safeDisplayText } from './names.ts';
import { plural } from './plural.ts';

/** Invoice validity (spec §9): the payment dialog counts down from it. */
export const INVOICE_VALIDITY_MS = 15 * 60 * 1000;
export const DEFAULT_MIN_TICKETS = 1;
export const PASSWORD_MIN_LENGTH = 6;

/** Raffle list filters (spec §9). */
export const ENDING_SOON_DAYS = 2;
export const HIGH_PRIZE_SATS = 1_000_000;
export const LOW_ENTRY_SATS = 1_000;

/** Browser storage keys (spec §9). */
export const STORAGE_KEYS = {
  token: 'jwt_token',
  apiBaseUrl: 'api_base_url',
  adminApiKey: 'admin_api_key',
} as const;

/**
 * The memo of a ticket invoice (docs/protocols/payment.md). Names are checked when saved (names.ts); the
 * memo still drops control and bidi characters of a name saved before that rule.
 */
export function invoiceMemo(raffleName: string, quantity: number): string {
  return `Rifa ${safeDisplayText(raffleName)}: ${quantity} ${plural(quantity, 'bilhete', 'bilhetes')}`;
}

/**
 * Unpaid reservations one account may keep in one raffle (docs/protocols/limits.md): an open
 * invoice holds its tickets for up to 15 minutes at no cost, so without a cap one account
 * could reserve a whole raffle again and again, or flood the operator's LND with invoices.
 *
 * Open purchases: 5. A buyer who closes the payment dialog and buys again, or buys in a few
 * steps, stays well under it; a script opening invoices in a loop stops at the fifth. The
 * cap frees itself as invoices are paid or expire.
 */
export const MAX_OPEN_PURCHASES = 5;
/** Tickets held unpaid: at least this many, so a buyer can take a handful at once… */
export const HELD_TICKETS_FLOOR = 10;
/** …or this share of a large raffle (10 %: a 1,000-ticket raffle lets an account hold 100)… */
export const HELD_TICKETS_SHARE = 0.1;

/**
 * …but never more than half of the raffle (rounded up), so no single account can hold a
 * small raffle whole; and never below the raffle's minimum purchase, which must stay
 * possible. Paid tickets do not count: a buyer who pays can always buy more.
 * 10 tickets → 5, 20 → 10, 100 → 10, 1,000 → 100.
 */
export function maxHeldTickets(raffle: { total_tickets: number; min_tickets: number | null }) {
  const share = Math.max(HELD_TICKETS_FLOOR, Math.ceil(raffle.total_tickets * HELD_TICKETS_SHARE));
  return Math.max(
    raffle.min_tickets ?? DEFAULT_MIN_TICKETS,
    Math.min(share, Math.ceil(raffle.total_tickets / 2)),
  );
}

/**
 * Below this many sats a prize or refund is paid over Lightning only (docs/protocols/draw.md): an
 * on-chain output that small is dust or mostly fee (a one-output send is ~141 vB: at
 * 20 sat/vB ~2,800 sats). The admin may change it in Configurações, never below the dust floor.
 */
export const LIGHTNING_THRESHOLD_DEFAULT = 10_000;
/** The largest dust limit of a standard output (P2PKH, 546 sats): nothing smaller goes on-chain. */
export const ONCHAIN_DUST_FLOOR = 546;
export const LIGHTNING_THRESHOLD_MAX = 100_000_000;

/** The most the node pays to route a Lightning payout: 1 % of it, and at least 10 sats. */
export function lightningFeeLimit(amount: number): number {
  return Math.max(10, Math.ceil(amount / 100));
}

/** docs/decisions/0014-numbers-prizes-packages.md: prize photos per raffle, each at most MAX_PHOTO_BYTES before re-encoding. */
export const MAX_RAFFLE_PHOTOS = 6;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** docs/decisions/0014-numbers-prizes-packages.md: the longest description, regulamento and contact the API takes (characters). */
export const MAX_DESCRIPTION_CHARS = 5_000;
export const MAX_RULES_CHARS = 20_000;
export const MAX_CONTACT_CHARS = 200;
