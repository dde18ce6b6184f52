// How the server reaches a winner's wallet (docs/protocols/lnurl.md). A Lightning Address is
// a URL a stranger chose, so it must not lead to the server itself, the node's LAN or a cloud
// metadata endpoint:
// - through the node's Tor proxy, the host goes to Tor by name (no local DNS); only names
//   that always mean this machine, and private IP literals, are refused before asking;
// - without it, every address DNS gives must be public, and the connection goes to the
//   address that was checked (pinned), so a second DNS answer cannot swap in a private one.
// An https URL then gets TLS with the host name as SNI and the certificate checked against it.
import dns from 'node:dns';
import { once } from 'node:events';
import { connect as connectTcp, isIP, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';
import { isLocalhostName, isOnion } from './address.ts';
import { ResolveFailure } from './failure.ts';
import { isPublicIp } from './public-ip.ts';
import { socksConnect, type SocksProxy } from './socks5.ts';

/** Every address of a host name, as dns.lookup with `all: true` gives them. */
export type LookupAll = (hostname: string) => Promise<readonly { address: string }[]>;

export const systemLookup: LookupAll = (hostname) =>
  dns.promises.lookup(hostname, { all: true, verbatim: true });

export interface DialOptions {
  socksProxy: SocksProxy | undefined;
  lookup: LookupAll;
  /** Trust roots instead of Node's bundled CAs; only tests set it. */
  tlsCa: string | string[] | undefined;
  signal: AbortSignal;
}

function privateAddress(host: string, detail: string): ResolveFailure {
  return new ResolveFailure(
    'private_address',
    `${host} leva a um endereço privado ou local (${detail}); por segurança, o servidor não o chama.`,
  );
}

function errorCode(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' ? code : 'erro';
}

/** Rejects with the signal's reason as soon as it aborts (dns.lookup cannot be cancelled). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function checkedAddresses(host: string, lookup: LookupAll, signal: AbortSignal) {
  if (isIP(host)) {
    if (!isPublicIp(host)) throw privateAddress(host, host);
    return [host];
  }
  let found: readonly { address: string }[];
  try {
    found = await untilAborted(lookup(host), signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ResolveFailure(
      'unreachable',
      `Não foi possível encontrar o domínio ${host} (DNS: ${errorCode(error)}).`,
    );
  }
  if (found.length === 0)
    throw new ResolveFailure('unreachable', `O domínio ${host} não tem endereço (DNS).`);
  const blocked = found.find(({ address }) => !isPublicIp(address));
  if (blocked) throw privateAddress(host, blocked.address);
  return found.map(({ address }) => address);
}

/** A TCP connection to the first checked address that answers. */
async function connectPinned(host: string, addresses: string[], port: number, signal: AbortSignal) {
  let lastCode = 'erro';
  for (const address of addresses) {
    const socket = connectTcp({ host: address, port });
    try {
      await once(socket, 'connect', { signal });
      return socket;
    } catch (error) {
      socket.destroy();
      if (signal.aborted) throw error;
      lastCode = errorCode(error);
    }
  }
  throw new ResolveFailure(
    'unreachable',
    `Não foi possível conectar a ${host} (${lastCode}). Tente de novo mais tarde.`,
  );
}

async function startTls(socket: Socket, host: string, options: DialOptions): Promise<Socket> {
  const secure = connectTls({
    socket,
    host,
    // SNI carries a name, never an IP (RFC 6066); the certificate is checked against `host`.
    ...(isIP(host) ? {} : { servername: host }),
    ...(options.tlsCa ? { ca: options.tlsCa } : {}),
    ALPNProtocols: ['http/1.1'],
  });
  try {
    await once(secure, 'secureConnect', { signal: options.signal });
    return secure;
  } catch (error) {
    secure.destroy();
    socket.destroy();
    if (options.signal.aborted) throw error;
    throw new ResolveFailure(
      'unreachable',
      `A conexão segura (TLS) com ${host} falhou (${errorCode(error)}): o certificado não vale para esse domínio ou não é confiável.`,
    );
  }
}

/** A connected socket (TLS for https) to the URL's host and port, or a ResolveFailure. */
export async function dial(url: URL, options: DialOptions): Promise<Socket> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const https = url.protocol === 'https:';
  const port = Number(url.port) || (https ? 443 : 80);
  if (isLocalhostName(host)) throw privateAddress(host, 'localhost');
  if (isIP(host) && !isPublicIp(host)) throw privateAddress(host, host);
  let socket: Socket;
  if (options.socksProxy) {
    socket = await socksConnect(options.socksProxy, host, port, options.signal);
  } else if (isOnion(host)) {
    throw new ResolveFailure(
      'unreachable',
      `O endereço .onion (${host}) exige o proxy Tor do nó, que não está configurado.`,
    );
  } else {
    const addresses = await checkedAddresses(host, options.lookup, options.signal);
    socket = await connectPinned(host, addresses, port, options.signal);
  }
  return https ? startTls(socket, host, options) : socket;
}
