// The amount a BOLT11 invoice asks for, read from its human-readable part alone
// (`ln` + network + optional amount and multiplier), so a withdraw callback can refuse an
// invoice of the wrong amount before LND is asked (docs/protocols/lnurl.md#withdraw-request).
import { decodeWords } from './bech32.ts';

/** Every invoice carries a 35-bit timestamp (7 words) and a 65-byte signature (104 words). */
const MIN_WORDS = 7 + 104;
const HRP = /^ln(bcrt|bc|tbs|tb|sb)(?:(\d+)([munp])?)?$/;
/** Millisatoshis per unit of each multiplier; one bitcoin is 10^11 msat. */
const MSAT_PER_UNIT: Record<string, bigint> = {
  '': 100_000_000_000n,
  m: 100_000_000n,
  u: 100_000n,
  n: 100n,
};

export type InvoiceAmount = { ok: true; network: string; msat: number | undefined } | { ok: false };

/** The network prefix and amount (undefined: "any amount") of a well-formed invoice string. */
export function bolt11Amount(invoice: string): InvoiceAmount {
  const decoded = decodeWords(invoice.trim().replace(/^lightning:/i, ''));
  const match = decoded && decoded.words.length >= MIN_WORDS && HRP.exec(decoded.hrp);
  if (!match) return { ok: false };
  const [, network, digits, multiplier = ''] = match;
  if (digits === undefined) return { ok: true, network: network!, msat: undefined };
  // BOLT11: no leading zeros; a pico-bitcoin amount must be whole millisatoshis.
  if (digits.length > 1 && digits.startsWith('0')) return { ok: false };
  const units = BigInt(digits);
  const msat =
    multiplier === 'p'
      ? units % 10n === 0n
        ? units / 10n
        : -1n
      : units * MSAT_PER_UNIT[multiplier]!;
  if (msat <= 0n || msat > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false };
  return { ok: true, network: network!, msat: Number(msat) };
}
