// The rig of the bitcoind facade's tests (bitcoind-facade-*.test.ts): real btcd past segwit's
// activation, a funding transaction with the app's anchor output, the facade over it, and a
// client that posts JSON-RPC 1.0 as `bitcoin-core` does.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { anchorScriptHex } from '../../../shared/src/draw/index.ts';
import { REGTEST_ADDRESS, REGTEST_P2TR_ADDRESS } from '../../support/addresses.ts';
import { removeTempDirs } from '../../support/temp-dirs.ts';
import { startBitcoindFacade, type BitcoindFacade } from './bitcoind-facade.ts';
import { startBtcd, stopAllBtcd, type Btcd } from './btcd.ts';
import { createMinerWallet, minerAddress, type MinerWallet } from './miner-wallet.ts';

export const ANCHOR = anchorScriptHex(createHash('sha256').update('facade').digest('hex'));
// Bitcoin Core's difficulty of regtest's minimum-work target, 0x207fffff.
export const REGTEST_DIFFICULTY = 4.656542373906925e-10;

/** What beforeAll made: btcd, the miner's wallet, the facade, one funding transaction. */
export const rig = {} as {
  btcd: Btcd;
  miner: MinerWallet;
  facade: BitcoindFacade;
  fundingTxid: string;
  fundingBlock: string;
};

/** Registers the file's beforeAll and afterAll. */
export function useFacadeRig(): void {
  beforeAll(async () => {
    rig.btcd = await startBtcd({ miningAddress: minerAddress });
    // btcd's regtest activates segwit by version bits (BIP 9, 144-block windows): from height
    // 432 on, not at genesis as Core's regtest. Coinbases are mature long before that.
    await rig.btcd.mine(450);
    rig.miner = createMinerWallet(rig.btcd);
    rig.fundingTxid = await rig.miner.fund([
      { address: REGTEST_ADDRESS, sats: 123_456 },
      { address: REGTEST_P2TR_ADDRESS, sats: 50_000 },
      { script: ANCHOR, sats: 0 },
    ]);
    [rig.fundingBlock] = (await rig.btcd.mine(3)) as [string];
    rig.facade = await startBitcoindFacade(rig.btcd);
  });
  afterAll(async () => {
    await rig.facade?.close();
    await stopAllBtcd();
    removeTempDirs();
  });
}

/** One JSON-RPC 1.0 call as `bitcoin-core` sends it (or a batch): HTTP status and the reply. */
export async function post(payload: unknown, auth = `${rig.facade.user}:${rig.facade.pass}`) {
  const response = await fetch(rig.facade.url, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(auth).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(payload),
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test checks the shape
  return { status: response.status, text, body: text ? (JSON.parse(text) as any) : null };
}
export const rpc = (method: string, params: unknown[] = [], auth?: string) =>
  post({ jsonrpc: '1.0', id: 'teste', method, params }, auth);
export const result = async (method: string, ...params: unknown[]) => {
  const reply = await rpc(method, params);
  expect(reply.body?.error, `${method}: ${reply.text}`).toBeNull();
  return reply.body!.result;
};
export const error = async (method: string, ...params: unknown[]) =>
  (await rpc(method, params)).body?.error as { code: number; message: string } | null;

export const HEX64 = expect.stringMatching(/^[0-9a-f]{64}$/);
export const HEX = expect.stringMatching(/^(?:[0-9a-f]{2})+$/);
export const int = expect.any(Number);

/** The merkle root of txids (display order), as a header holds it (display order). */
export function merkleRoot(txids: string[]): string {
  const sha256d = (data: Buffer) =>
    createHash('sha256').update(createHash('sha256').update(data).digest()).digest();
  let level: Buffer[] = txids.map((id) => Buffer.from(id, 'hex').reverse());
  while (level.length > 1) {
    const next: Buffer[] = [];
    for (let i = 0; i < level.length; i += 2)
      next.push(sha256d(Buffer.concat([level[i]!, level[i + 1] ?? level[i]!])));
    level = next;
  }
  return Buffer.from(level[0]!).reverse().toString('hex');
}
