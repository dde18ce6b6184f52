// Test-only: Bitcoin Core's JSON-RPC over btcd, for the calls the app's chain half and
// scripts/verify-draw.mjs make. btcd's answers differ from Core's where the draw depends on
// them — no `mediantime` in headers, no block hash argument to getrawtransaction, `addresses`
// instead of `address` — so each call is answered with the fields, types and error codes of
// Bitcoin Core's RPC help (`bitcoin-cli help <call>`, Core 28), computed from btcd's data.
// Like a node without -txindex, a confirmed transaction is found only with its block's hash.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RpcError, type Btcd } from './btcd.ts';

export interface BitcoindFacade {
  url: string;
  port: number;
  user: string;
  pass: string;
  /** Method names received, in order (tests assert what the app asked). */
  calls: string[];
  close(): Promise<void>;
}

// Bitcoin Core's RPC error codes (src/rpc/protocol.h).
const RPC_METHOD_NOT_FOUND = -32601;
const RPC_INVALID_PARAMETER = -8;
const RPC_INVALID_ADDRESS_OR_KEY = -5;
const RPC_MISC_ERROR = -1;

interface BtcdHeader {
  hash: string;
  confirmations: number;
  height: number;
  version: number;
  versionHex: string;
  merkleroot: string;
  time: number;
  nonce: number;
  bits: string;
  difficulty: number;
  previousblockhash?: string;
  nextblockhash?: string;
}

interface BtcdTx {
  txid: string;
  hash: string;
  size: number;
  vsize: number;
  weight: number;
  version: number;
  locktime: number;
  hex: string;
  vin: Record<string, unknown>[];
  vout: {
    value: number;
    n: number;
    scriptPubKey: { asm: string; hex: string; type: string; addresses?: string[] };
  }[];
  blockhash?: string;
  confirmations?: number;
  time?: number;
  blocktime?: number;
}

const HEX64 = /^[0-9a-fA-F]{64}$/;
const fail = (code: number, message: string) => new RpcError(code, message);

/** Work of one block from its compact target, as Core's GetBlockProof: 2^256 / (target + 1). */
function blockWork(bits: string): bigint {
  const compact = parseInt(bits, 16);
  const exponent = compact >>> 24;
  const mantissa = BigInt(compact & 0x007fffff);
  const target =
    exponent <= 3 ? mantissa >> BigInt(8 * (3 - exponent)) : mantissa << BigInt(8 * (exponent - 3));
  return (1n << 256n) / (target + 1n);
}

// btcd's script class names are Core's, except where Core renamed them.
const SCRIPT_TYPE: Record<string, string> = { multisig: 'multisig', nonstandard: 'nonstandard' };

export async function startBitcoindFacade(btcd: Btcd): Promise<BitcoindFacade> {
  const user = 'rifa-facade';
  const pass = randomBytes(16).toString('hex');
  const calls: string[] = [];
  // Headers never change but for confirmations and nextblockhash, which are asked fresh.
  const headers = new Map<string, BtcdHeader>();
  const chainwork = new Map<string, bigint>();

  async function header(hash: string): Promise<BtcdHeader> {
    const known = headers.get(hash);
    if (known) return known;
    const fetched = await btcd.rpc<BtcdHeader>('getblockheader', [hash, true]).catch(() => {
      throw fail(RPC_INVALID_ADDRESS_OR_KEY, 'Block not found');
    });
    // btcd names the genesis block's parent as 64 zeros; Core leaves the field out.
    if (fetched.previousblockhash && /^0+$/.test(fetched.previousblockhash))
      delete fetched.previousblockhash;
    headers.set(hash, fetched);
    return fetched;
  }

  /** Core's mediantime: the median of this block's and the 10 previous blocks' times. */
  async function medianTime(hash: string): Promise<number> {
    const times: number[] = [];
    let at: string | undefined = hash;
    for (let i = 0; i < 11 && at; i++) {
      const h: BtcdHeader = await header(at);
      times.push(h.time);
      at = h.previousblockhash;
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)]!;
  }

  async function chainWork(hash: string): Promise<bigint> {
    const path: BtcdHeader[] = [];
    let at: string | undefined = hash;
    while (at && !chainwork.has(at)) {
      const h: BtcdHeader = await header(at);
      path.push(h);
      at = h.previousblockhash;
    }
    let work = at ? chainwork.get(at)! : 0n;
    for (const h of path.reverse()) {
      work += blockWork(h.bits);
      chainwork.set(h.hash, work);
    }
    return work;
  }

  /** Whether `hash` is the active chain's block at its height (Core: else confirmations −1). */
  async function inActiveChain(h: BtcdHeader): Promise<boolean> {
    const atHeight = await btcd.rpc<string>('getblockhash', [h.height]).catch(() => undefined);
    return atHeight === h.hash;
  }

  async function headerVerbose(hash: string) {
    const h = await header(hash);
    const fresh = await btcd.rpc<BtcdHeader>('getblockheader', [hash, true]);
    const active = await inActiveChain(h);
    const block = await btcd.rpc<{ tx: string[] }>('getblock', [hash, 1]);
    return {
      hash: h.hash,
      confirmations: active ? fresh.confirmations : -1,
      height: h.height,
      version: h.version,
      versionHex: h.versionHex,
      merkleroot: h.merkleroot,
      time: h.time,
      mediantime: await medianTime(hash),
      nonce: h.nonce,
      bits: h.bits,
      difficulty: h.difficulty,
      chainwork: (await chainWork(hash)).toString(16).padStart(64, '0'),
      nTx: block.tx.length,
      ...(h.previousblockhash ? { previousblockhash: h.previousblockhash } : {}),
      ...(active && fresh.nextblockhash ? { nextblockhash: fresh.nextblockhash } : {}),
    };
  }

  function coreTx(tx: BtcdTx) {
    return {
      txid: tx.txid,
      hash: tx.hash,
      version: tx.version,
      size: tx.size,
      vsize: tx.vsize,
      weight: tx.weight,
      locktime: tx.locktime,
      vin: tx.vin,
      vout: tx.vout.map((out) => ({
        value: out.value,
        n: out.n,
        scriptPubKey: {
          asm: out.scriptPubKey.asm,
          hex: out.scriptPubKey.hex,
          ...(out.scriptPubKey.addresses?.length === 1
            ? { address: out.scriptPubKey.addresses[0] }
            : {}),
          type: SCRIPT_TYPE[out.scriptPubKey.type] ?? out.scriptPubKey.type,
        },
      })),
      hex: tx.hex,
    };
  }

  async function getRawTransaction(params: unknown[]) {
    const [txid, verboseParam, blockHash] = params;
    if (typeof txid !== 'string' || !HEX64.test(txid))
      throw fail(RPC_INVALID_PARAMETER, "txid must be of length 64 (not 0, for '')");
    const verbose = verboseParam === true || (typeof verboseParam === 'number' && verboseParam > 0);
    const tx = await btcd.rpc<BtcdTx>('getrawtransaction', [txid, 1]).catch(() => undefined);

    if (blockHash !== undefined && blockHash !== null) {
      if (typeof blockHash !== 'string' || !HEX64.test(blockHash))
        throw fail(RPC_INVALID_PARAMETER, 'blockhash must be of length 64');
      const h = await header(blockHash).catch(() => {
        throw fail(RPC_INVALID_ADDRESS_OR_KEY, 'Block hash not found');
      });
      const block = await btcd.rpc<{ tx: string[] }>('getblock', [blockHash, 1]);
      if (!tx || !block.tx.includes(txid))
        throw fail(
          RPC_INVALID_ADDRESS_OR_KEY,
          'No such transaction found in the provided block. Use gettransaction for wallet transactions.',
        );
      if (!verbose) return tx.hex;
      const active = await inActiveChain(h);
      const tip = await btcd.rpc<number>('getblockcount');
      return {
        in_active_chain: active,
        ...coreTx(tx),
        blockhash: blockHash,
        confirmations: active ? tip - h.height + 1 : 0,
        time: h.time,
        blocktime: h.time,
      };
    }
    // Without -txindex Core looks in the mempool only.
    if (!tx || tx.blockhash)
      throw fail(
        RPC_INVALID_ADDRESS_OR_KEY,
        'No such mempool transaction. Use -txindex or provide a block hash to enable blockchain transaction queries. Use gettransaction for wallet transactions.',
      );
    return verbose ? coreTx(tx) : tx.hex;
  }

  async function answer(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'getblockcount':
        return btcd.rpc<number>('getblockcount');
      case 'getbestblockhash':
        return btcd.rpc<string>('getbestblockhash');
      case 'getblockhash': {
        const [height] = params;
        const tip = await btcd.rpc<number>('getblockcount');
        if (typeof height !== 'number' || !Number.isInteger(height) || height < 0 || height > tip)
          throw fail(RPC_INVALID_PARAMETER, 'Block height out of range');
        return btcd.rpc<string>('getblockhash', [height]);
      }
      case 'getblockheader': {
        const [hash, verbose = true] = params;
        if (typeof hash !== 'string' || !HEX64.test(hash))
          throw fail(RPC_INVALID_PARAMETER, 'hash must be of length 64');
        await header(hash.toLowerCase());
        if (verbose === false)
          return btcd.rpc<string>('getblockheader', [hash.toLowerCase(), false]);
        return headerVerbose(hash.toLowerCase());
      }
      case 'getblock': {
        const [hash, verbosity = 1] = params;
        if (typeof hash !== 'string' || !HEX64.test(hash))
          throw fail(RPC_INVALID_PARAMETER, 'blockhash must be of length 64');
        await header(hash.toLowerCase());
        if (verbosity === 0 || verbosity === false)
          return btcd.rpc<string>('getblock', [hash.toLowerCase(), 0]);
        const block = await btcd.rpc<{
          tx: string[];
          size: number;
          strippedsize: number;
          weight: number;
        }>('getblock', [hash.toLowerCase(), 1]);
        const { nTx: _nTx, ...fields } = await headerVerbose(hash.toLowerCase());
        return {
          ...fields,
          strippedsize: block.strippedsize,
          size: block.size,
          weight: block.weight,
          tx: block.tx,
          nTx: block.tx.length,
        };
      }
      case 'getrawtransaction':
        return getRawTransaction(params);
      case 'getblockchaininfo': {
        const best = await btcd.rpc<string>('getbestblockhash');
        const h = await headerVerbose(best);
        return {
          chain: 'regtest',
          blocks: h.height,
          headers: h.height,
          bestblockhash: best,
          difficulty: h.difficulty,
          time: h.time,
          mediantime: h.mediantime,
          verificationprogress: 1,
          initialblockdownload: false,
          chainwork: h.chainwork,
          size_on_disk: 0,
          pruned: false,
          warnings: [],
        };
      }
      default:
        throw fail(RPC_METHOD_NOT_FOUND, 'Method not found');
    }
  }

  const expected = `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;
  const server = http.createServer((request, response) => {
    // bitcoind answers a wrong or missing password with 401 and no body (httprpc.cpp).
    if (request.headers.authorization !== expected) {
      response.writeHead(401, { 'WWW-Authenticate': 'Basic realm="jsonrpc"' }).end();
      return;
    }
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', async () => {
      let parsed: { id?: unknown; method?: unknown; params?: unknown };
      try {
        parsed = JSON.parse(body) as typeof parsed;
      } catch {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            result: null,
            error: { code: -32700, message: 'Parse error' },
            id: null,
          }),
        );
        return;
      }
      const method = typeof parsed.method === 'string' ? parsed.method : '';
      calls.push(method);
      const params = Array.isArray(parsed.params) ? parsed.params : [];
      try {
        const result = await answer(method, params);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ result, error: null, id: parsed.id ?? null }));
      } catch (error) {
        const code = error instanceof RpcError ? error.code : RPC_MISC_ERROR;
        const message = error instanceof Error ? error.message : String(error);
        // Core's HTTP status for errors of a single (non-batch) request (httprpc.cpp JSONErrorReply).
        const status = code === RPC_METHOD_NOT_FOUND ? 404 : 500;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ result: null, error: { code, message }, id: parsed.id ?? null }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    user,
    pass,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
