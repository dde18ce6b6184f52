// The auditor's own bitcoind over JSON-RPC 1.0 (POST, Basic auth), with nothing but fetch:
// the verify script must run as a single file needing only Node (docs/protocols/draw.md).

import type { ChainHeader, HeaderAtHeight } from '../../shared/src/draw/index.ts';

export interface RpcEndpoint {
  /** URL without credentials. */
  url: string;
  authorization: string | null;
  /** For printing: the password is never shown. */
  display: string;
}

export class RpcError extends Error {
  override name = 'RpcError';
}

/** 'http://user:pass@host:8332' → endpoint; a cookie file's `__cookie__:secret` replaces user:pass. */
export function parseRpcUrl(text: string, cookie?: string): RpcEndpoint {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new RpcError(
      `--rpc inválido: ${JSON.stringify(text)} (esperado: http://usuario:senha@host:porta)`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new RpcError(`--rpc deve começar com http:// ou https://`);
  const credentials =
    cookie?.trim() ??
    (url.username
      ? `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`
      : null);
  const user = credentials?.split(':')[0];
  return {
    url: `${url.protocol}//${url.host}${url.pathname}`,
    authorization:
      credentials === null ? null : `Basic ${Buffer.from(credentials).toString('base64')}`,
    display: `${url.protocol}//${user ? `${user}:***@` : ''}${url.host}${url.pathname === '/' ? '' : url.pathname}`,
  };
}

export interface RpcClient {
  call<T>(method: string, params?: unknown[]): Promise<T>;
}

let nextId = 1;

export function createRpcClient(endpoint: RpcEndpoint, timeoutMs = 15_000): RpcClient {
  return {
    async call<T>(method: string, params: unknown[] = []): Promise<T> {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (endpoint.authorization) headers.authorization = endpoint.authorization;
      let response: Response;
      try {
        response = await fetch(endpoint.url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ jsonrpc: '1.0', id: `verify-draw-${nextId++}`, method, params }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const cause =
          (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
        throw new RpcError(`não foi possível falar com o nó em ${endpoint.display} (${cause})`);
      }
      if (response.status === 401 || response.status === 403)
        throw new RpcError(
          `o nó em ${endpoint.display} recusou as credenciais (HTTP ${response.status})`,
        );
      const text = await response.text();
      let body: { result?: T; error?: { code?: number; message?: string } | null };
      try {
        body = JSON.parse(text);
      } catch {
        throw new RpcError(`${method}: resposta não é JSON (HTTP ${response.status})`);
      }
      // bitcoind answers RPC errors with HTTP 500/404 and a JSON body carrying {code, message}.
      if (body.error)
        throw new RpcError(
          `${method}: ${body.error.message ?? 'erro'} (código ${body.error.code ?? '?'})`,
        );
      if (!response.ok || !('result' in body))
        throw new RpcError(`${method}: HTTP ${response.status}`);
      return body.result as T;
    },
  };
}

/** Best-chain header at a height: getblockhash, then getblockheader (verbose). */
export function rpcHeaderSource(client: RpcClient): HeaderAtHeight {
  return async (height) => {
    const hash = await client.call<string>('getblockhash', [height]);
    return client.call<ChainHeader>('getblockheader', [hash, true]);
  };
}

/** bitcoind's chain names → BitcoinNetwork, as DrawProof.network spells them. */
export function networkOfChain(chain: string): string {
  return { main: 'mainnet', test: 'testnet', testnet4: 'testnet' }[chain] ?? chain;
}
