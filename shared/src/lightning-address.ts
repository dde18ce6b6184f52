// A raffle's Lightning Address (docs/protocols/lnurl.md#pay-request): `rifa<id>@<host>`, only
// where a wallet resolving it reaches this app — LUD-16 asks https on the default port for a
// clearnet domain and http for an onion (LUD-17's scheme guess). Shared: the server serves the
// address, the raffle cards name it from the browser's own host without asking.

/** 7 → 'rifa7': the address's name and the last segment of /.well-known/lnurlp/. */
export function lightningAddressName(raffleId: number): string {
  if (!Number.isSafeInteger(raffleId) || raffleId < 1) throw new RangeError('raffle id');
  return `rifa${raffleId}`;
}

/**
 * The scheme a wallet will use for this URL, when that is the URL's own (LUD-01, LUD-17):
 * https for a clearnet host, http for an onion host. Undefined for anything a wallet would
 * not reach as written: http on clearnet (demo on localhost), https on an onion host.
 */
export function walletScheme(url: string): 'https' | 'http' | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const onion = parsed.hostname.endsWith('.onion');
  if (parsed.protocol === 'https:' && !onion) return 'https';
  if (parsed.protocol === 'http:' && onion) return 'http';
  return undefined;
}

/**
 * 'rifa7@rifa.exemplo.com.br' when a wallet resolving the address reaches `origin`; else
 * undefined (demo on http://localhost:3000, a custom port, the app under a path), and the
 * raffle is offered by LNURL only.
 */
export function raffleLightningAddress(raffleId: number, origin: string): string | undefined {
  if (!walletScheme(origin)) return undefined;
  const url = new URL(origin);
  if (url.port !== '' || (url.pathname !== '/' && url.pathname !== '')) return undefined;
  return `${lightningAddressName(raffleId)}@${url.hostname}`;
}
