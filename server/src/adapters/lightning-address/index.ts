// The LightningAddressResolver port's adapter (docs/protocols/lnurl.md): a winner's LUD-16
// address → an invoice of the exact amount, through the node's Tor proxy or, without one,
// only to public addresses.
export { createLightningAddressResolver, DEFAULT_TIMEOUT_MS } from './resolver.ts';
export type { LightningAddressResolverOptions } from './resolver.ts';
export type { LookupAll } from './dial.ts';
export type { SocksProxy } from './socks5.ts';
