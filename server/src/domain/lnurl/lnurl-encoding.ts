// How an LNURL is written (docs/protocols/lnurl.md#encoding): LUD-01 bech32 with the `lnurl`
// prefix (upper case in QR codes, where it fits the denser alphanumeric mode), and the LUD-17
// `lnurlp://` / `lnurlw://` form, which a wallet turns back into https:// for a clearnet host
// and http:// for an onion host.
import { walletScheme } from '@rifa/shared';
import { bech32Decode, bech32Encode } from './bech32.ts';

const HRP = 'lnurl';

/** 'https://service.com/api?q=…' → 'lnurl1dp68gurn8ghj7…' (lower case, for links). */
export function encodeLnurl(url: string): string {
  return bech32Encode(HRP, new TextEncoder().encode(url));
}

/** The same string in upper case, for QR codes (LUD-01: one case, upper in a QR). */
export function encodeLnurlForQr(url: string): string {
  return encodeLnurl(url).toUpperCase();
}

/** The URL inside an `lnurl1…` string (either case, `lightning:` prefix allowed), else undefined. */
export function decodeLnurl(text: string): string | undefined {
  const bare = text.trim().replace(/^lightning:/i, '');
  const decoded = bech32Decode(bare);
  if (!decoded || decoded.hrp !== HRP) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(decoded.bytes);
  } catch {
    return undefined;
  }
}

export { walletScheme } from '@rifa/shared';

export type Lud17Scheme = 'lnurlp' | 'lnurlw';

/**
 * 'http://abc….onion/.well-known/lnurlp/rifa7' → 'lnurlp://abc….onion/.well-known/lnurlp/rifa7'.
 * Undefined when walletScheme is: the wallet would swap in the other scheme and miss us.
 */
export function lud17Url(url: string, scheme: Lud17Scheme): string | undefined {
  if (!walletScheme(url)) return undefined;
  return `${scheme}://${url.slice(url.indexOf('://') + 3)}`;
}
