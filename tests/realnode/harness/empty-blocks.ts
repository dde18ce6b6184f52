// Blocks that leave the mempool alone: btcd's `generate` takes every transaction it can, so a
// transaction the app must see stay unconfirmed (an anchor to bump, change not yet spendable)
// needs blocks made here instead — a coinbase only, proof of work found by trying nonces (the
// regtest target is met by about every other hash), handed to btcd with `submitblock`.
import { address, Block, networks, Transaction } from 'bitcoinjs-lib';
import type { Btcd } from './btcd.ts';
import { minerAddress } from './miner-wallet.ts';

/** Regtest halves the subsidy every 150 blocks (btcd chaincfg RegressionNetParams). */
const subsidyAt = (height: number) => Math.floor(50e8 / 2 ** Math.floor(height / 150));

/** The BIP34-style push of the height (harmless where BIP34 is not active, as on regtest). */
function heightPush(height: number): Buffer {
  const bytes: number[] = [];
  for (let rest = height; rest > 0; rest = Math.floor(rest / 256)) bytes.push(rest & 0xff);
  if (bytes.length === 0 || bytes[bytes.length - 1]! & 0x80) bytes.push(0);
  return Buffer.from([bytes.length, ...bytes, 0x00]);
}

/** Mines `count` blocks that hold nothing but their coinbase; their hashes. */
export async function mineEmptyBlocks(btcd: Btcd, count: number): Promise<string[]> {
  const hashes: string[] = [];
  for (let i = 0; i < count; i++) {
    const info = await btcd.rpc<{ blocks: number; bestblockhash: string; mediantime: number }>(
      'getblockchaininfo',
    );
    const tip = await btcd.rpc<{ bits: string }>('getblockheader', [info.bestblockhash, true]);
    const height = info.blocks + 1;

    const coinbase = new Transaction();
    coinbase.version = 1;
    coinbase.addInput(Buffer.alloc(32), 0xffffffff, 0xffffffff, heightPush(height));
    coinbase.addOutput(address.toOutputScript(minerAddress, networks.regtest), subsidyAt(height));

    const block = new Block();
    block.version = 0x20000000;
    block.prevHash = Buffer.from(info.bestblockhash, 'hex').reverse();
    block.merkleRoot = coinbase.getHash();
    block.timestamp = Math.max(Math.floor(Date.now() / 1000), info.mediantime + 1);
    block.bits = parseInt(tip.bits, 16);
    block.transactions = [coinbase];
    for (block.nonce = 0; !block.checkProofOfWork(); block.nonce++);

    const refused = await btcd.rpc<string | null>('submitblock', [block.toHex()]);
    if (refused) throw new Error(`btcd refused the empty block: ${refused}`);
    hashes.push(block.getId());
  }
  return hashes;
}
