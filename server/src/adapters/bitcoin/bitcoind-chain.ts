// The Chain port over bitcoind JSON-RPC with `bitcoin-core` 5 (NODE-CLIENTS.md §4):
// host is a full URL; calls go through command() because the typings lack the methods.
// Cookie auth re-reads the cookie file on 401: bitcoind rewrites it at every restart.
import fs from 'node:fs/promises';
import Client from 'bitcoin-core';
import type { BitcoindSettings } from '../../config.ts';
import { ChainError, type BlockHeader, type Chain } from '../../domain/chain-port.ts';

const TRANSPORT_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ESOCKETTIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
// bitcoind RPC codes: -5 invalid address or key / block not found, -8 invalid parameter
// (height out of range).
const NOT_FOUND_CODES = new Set([-5, -8]);

function toChainError(error: unknown): ChainError {
  const code = (error as { code?: unknown })?.code;
  if (code === 401 || code === 403) return new ChainError('unauthorized', 'bitcoind recusou as credenciais');
  if (typeof code === 'number' && NOT_FOUND_CODES.has(code)) return new ChainError('not_found', 'bloco não encontrado');
  if (typeof code === 'string' && TRANSPORT_CODES.has(code)) return new ChainError('unavailable', 'bitcoind inacessível');
  if (code === 503 || code === -28) return new ChainError('unavailable', 'bitcoind iniciando');
  return new ChainError('unknown', `falha no bitcoind (${String(code ?? 'sem código')})`);
}

export function createBitcoindChain(settings: BitcoindSettings, timeoutMs = 10_000): Chain {
  let client: Client | undefined;

  async function credentials(): Promise<{ username?: string; password?: string }> {
    if (!settings.cookieFile) return { username: settings.user, password: settings.pass };
    let cookie: string;
    try {
      cookie = (await fs.readFile(settings.cookieFile, 'utf8')).trim();
    } catch {
      throw new ChainError('unavailable', 'arquivo de cookie do bitcoind ainda não disponível');
    }
    const separator = cookie.indexOf(':');
    return { username: cookie.slice(0, separator), password: cookie.slice(separator + 1) };
  }

  async function connect(): Promise<Client> {
    const { username, password } = await credentials();
    client = new Client({ host: settings.url, username, password, timeout: timeoutMs });
    return client;
  }

  async function call<T>(method: string, ...params: unknown[]): Promise<T> {
    try {
      return (await (client ?? (await connect())).command(method, ...params)) as T;
    } catch (error) {
      if (error instanceof ChainError) throw error;
      const mapped = toChainError(error);
      if (mapped.kind !== 'unauthorized' || !settings.cookieFile) throw mapped;
    }
    // The cookie rotated: read it again and retry once.
    try {
      return (await (await connect()).command(method, ...params)) as T;
    } catch (error) {
      throw error instanceof ChainError ? error : toChainError(error);
    }
  }

  return {
    getBlockCount: () => call<number>('getblockcount'),
    getBlockHash: (height) => call<string>('getblockhash', height),
    async getBlockHeader(hash) {
      const header = await call<BlockHeader & Record<string, unknown>>('getblockheader', hash, true);
      return {
        hash: header.hash,
        height: Number(header.height),
        time: Number(header.time),
        mediantime: Number(header.mediantime),
        confirmations: Number(header.confirmations),
        ...(header.previousblockhash ? { previousblockhash: String(header.previousblockhash) } : {}),
      };
    },
  };
}
