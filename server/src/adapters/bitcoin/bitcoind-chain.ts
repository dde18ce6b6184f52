// The Chain port over bitcoind JSON-RPC (bitcoind-rpc.ts, the calls as `bitcoin-core` 5 made
// them; docs/protocols/devnode.md#faithfulness): host is a full URL.
// Cookie auth re-reads the cookie file on 401: bitcoind rewrites it at every restart.
// Every answer the draw relies on (docs/protocols/draw.md) is checked for shape here, so a confused
// or hostile endpoint yields a ChainError, never a wrong hash or a NaN mediantime.
import fs from 'node:fs/promises';
import type { BitcoindSettings } from '../../config/config.ts';
import {
  ChainError,
  type AnchorChain,
  type BlockHeader,
  type Chain,
} from '../../domain/ports/index.ts';
import { bitcoindAnchorReads } from './bitcoind-anchor.ts';
import { rpcCall, type RpcOptions } from './bitcoind-rpc.ts';

const TRANSPORT_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ESOCKETTIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// bitcoind RPC codes: -5 invalid address or key / block not found, -8 invalid parameter
// (height out of range), -28 still warming up (loading the block index).
const NOT_FOUND_CODES = new Set([-5, -8]);
const HASH = /^[0-9a-f]{64}$/;
const RAW_HEADER = /^[0-9a-f]{160}$/;

function toChainError(error: unknown): ChainError {
  const code = (error as { code?: unknown })?.code;
  if (code === 401 || code === 403)
    return new ChainError('unauthorized', 'bitcoind recusou as credenciais');
  if (typeof code === 'number' && NOT_FOUND_CODES.has(code))
    return new ChainError('not_found', 'bloco não encontrado');
  if (typeof code === 'string' && TRANSPORT_CODES.has(code))
    return new ChainError('unavailable', 'bitcoind inacessível');
  if (code === 503 || code === -28) return new ChainError('unavailable', 'bitcoind iniciando');
  return new ChainError('unknown', `falha no bitcoind (${String(code ?? 'sem código')})`);
}

const malformed = (what: string) =>
  new ChainError('unknown', `resposta inesperada do bitcoind: ${what}`);

function hashOf(value: unknown, what: string): string {
  if (typeof value !== 'string' || !HASH.test(value)) throw malformed(what);
  return value;
}

function integerOf(value: unknown, what: string, min: number): number {
  // json-bigint hands big numbers over as strings; the ones we read are small integers.
  const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < min)
    throw malformed(what);
  return number;
}

export function createBitcoindChain(
  settings: BitcoindSettings,
  timeoutMs = 10_000,
): Chain & AnchorChain {
  let rpc: RpcOptions | undefined;

  async function credentials(): Promise<{ username?: string; password?: string }> {
    if (!settings.cookieFile) return { username: settings.user, password: settings.pass };
    let cookie: string;
    try {
      cookie = (await fs.readFile(settings.cookieFile, 'utf8')).trim();
    } catch {
      throw new ChainError('unavailable', 'arquivo de cookie do bitcoind ainda não disponível');
    }
    const separator = cookie.indexOf(':');
    if (separator < 1)
      throw new ChainError('unavailable', 'arquivo de cookie do bitcoind incompleto');
    return { username: cookie.slice(0, separator), password: cookie.slice(separator + 1) };
  }

  async function connect(): Promise<RpcOptions> {
    const { username, password } = await credentials();
    rpc = { url: settings.url, username, password, timeoutMs };
    return rpc;
  }

  async function call(method: string, ...params: unknown[]): Promise<unknown> {
    try {
      return await rpcCall(rpc ?? (await connect()), method, params);
    } catch (error) {
      if (error instanceof ChainError) throw error;
      const mapped = toChainError(error);
      if (mapped.kind !== 'unauthorized' || !settings.cookieFile) throw mapped;
    }
    // The cookie rotated: read it again and retry once.
    try {
      return await rpcCall(await connect(), method, params);
    } catch (error) {
      throw error instanceof ChainError ? error : toChainError(error);
    }
  }

  return {
    ...bitcoindAnchorReads(call),
    getBlockCount: async () => integerOf(await call('getblockcount'), 'altura do topo', 0),

    getBlockHash: async (height) =>
      hashOf(await call('getblockhash', height), `hash do bloco ${height}`),

    async getBlockHeader(hash) {
      const header = (await call('getblockheader', hash, true)) as Record<string, unknown> | null;
      if (typeof header !== 'object' || header === null) throw malformed('cabeçalho de bloco');
      const height = integerOf(header.height, 'altura do bloco', 0);
      if (header.hash !== hash.toLowerCase())
        throw malformed(`cabeçalho de outro bloco (${String(header.hash)})`);
      return {
        hash: hashOf(header.hash, 'hash do bloco'),
        height,
        time: integerOf(header.time, 'time do bloco', 0),
        mediantime: integerOf(header.mediantime, 'mediantime do bloco', 0),
        // -1: the block is known but no longer in the best chain (reorganised out).
        confirmations: integerOf(header.confirmations, 'confirmações do bloco', -1),
        ...(header.previousblockhash !== undefined
          ? { previousblockhash: hashOf(header.previousblockhash, 'hash do bloco anterior') }
          : {}),
      } satisfies BlockHeader;
    },

    async getRawBlockHeader(hash) {
      const raw = await call('getblockheader', hash, false);
      if (typeof raw !== 'string' || !RAW_HEADER.test(raw))
        throw malformed('cabeçalho bruto (80 bytes em hexadecimal)');
      return raw;
    },
  };
}
