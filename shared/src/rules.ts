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
