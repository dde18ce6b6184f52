// TOR_PROXY (docs/protocols/configuration.md): the node's Tor SOCKS5 proxy, `host:port`, through
// which the server asks a winner's Lightning Address for an invoice
// (docs/protocols/lnurl.md#lightning-address-payouts), so that wallet's host sees a Tor exit and
// not the node's address. Umbrel gives apps TOR_PROXY_IP and TOR_PROXY_PORT (docker-compose.yml
// maps them); StartOS serves one on its bridge (start9/startos/appEnv.ts). Unset: no proxy,
// and only public addresses are called.
import { isIP } from 'node:net';
import { Invalid, type Reader } from './env-readers.ts';

export interface TorProxy {
  host: string;
  port: number;
}

const SHAPE = 'deve ser host:porta do proxy SOCKS do Tor (ex.: 10.21.21.11:9050)';
const HOST_NAME = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/i;

/** `10.21.21.11:9050`, `tor:9050`, `[::1]:9050`; unset or blank: no proxy. */
export const torProxyVar: Reader<TorProxy | undefined> = (raw) => {
  const text = raw?.trim();
  if (!text) return undefined;
  const match = /^(?:\[([0-9a-f:.]+)\]|([^:[\]\s]+)):(\d{1,5})$/i.exec(text);
  if (!match) return new Invalid(SHAPE);
  const host = match[1] ?? match[2]!;
  const port = Number(match[3]);
  if (match[1] !== undefined ? isIP(host) !== 6 : !isIP(host) && !HOST_NAME.test(host))
    return new Invalid(SHAPE);
  if (port < 1 || port > 65535) return new Invalid('a porta do proxy deve estar entre 1 e 65535');
  return { host, port };
};
