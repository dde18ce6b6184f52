// Business constants of spec §9, shared so the SPA and the server cannot drift apart.

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

/** The memo of a ticket invoice (DESIGN.md §7). */
export function invoiceMemo(raffleName: string, quantity: number): string {
  return `Rifa ${raffleName}: ${quantity} bilhete(s)`;
}

/**
 * Below this many sats a prize or refund is paid over Lightning only (DESIGN.md §8): an
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
