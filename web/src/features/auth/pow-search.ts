// The nonce search of the page-thread fallback (pow.ts), a chunk of its own: with the
// SHA-256 code it carries, it is fetched only when a challenge must be solved on the page.
export { searchNonce } from '@rifa/shared';
