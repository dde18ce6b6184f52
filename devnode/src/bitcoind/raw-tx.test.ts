import { createHash } from 'node:crypto';

import { Transaction } from 'bitcoinjs-lib';
import { describe, expect, it } from 'vitest';

import { REGTEST_GENESIS } from './block-header.ts';
import { REGTEST_GENESIS_COINBASE, coinbaseTx } from './coinbase.ts';
import { merkleBranch, merkleRoot } from './merkle.ts';
import { sealTx } from './raw-tx.ts';

// Transactions and Merkle roots as Bitcoin defines them, checked against bitcoinjs-lib and
// against chain constants: the genesis coinbase hashes to the genesis merkle root, and an
// empty block's segwit commitment is the well-known aa21a9ede2f61c3f…8cf9.

const doubleSha = (data: Buffer): Buffer =>
  createHash('sha256').update(createHash('sha256').update(data).digest()).digest();

describe('raw transactions', () => {
  it('the regtest genesis coinbase hashes to the genesis merkle root', () => {
    expect(REGTEST_GENESIS_COINBASE.txid).toBe(REGTEST_GENESIS.merkleRoot);
    expect(merkleRoot([REGTEST_GENESIS_COINBASE.txid])).toBe(REGTEST_GENESIS.merkleRoot);
  });

  it('txid without witness, hash with it, sizes and weight as bitcoinjs-lib computes them', () => {
    const tx = sealTx({
      version: 1,
      inputs: [
        {
          txid: 'ab'.repeat(32),
          vout: 3,
          scriptSig: Buffer.alloc(0),
          sequence: 0xffffffff,
          witness: [Buffer.alloc(72, 7), Buffer.alloc(33, 2)],
        },
      ],
      outputs: [
        { value: 0, script: Buffer.from(`6a2452494641${'cd'.repeat(32)}`, 'hex') },
        { value: 99_000, script: Buffer.from(`5120${'ee'.repeat(32)}`, 'hex') },
      ],
      locktime: 0,
    });
    const parsed = Transaction.fromHex(tx.hex);
    expect(parsed.getId()).toBe(tx.txid);
    expect(parsed.getHash(true).reverse().toString('hex')).toBe(tx.wtxid);
    expect(tx.txid).not.toBe(tx.wtxid);
    expect([parsed.weight(), parsed.virtualSize(), parsed.byteLength()]).toEqual([
      tx.weight,
      tx.vsize,
      tx.size,
    ]);
  });

  it('an empty block commits to the known witness root; heights push per BIP 34', () => {
    const coinbase = coinbaseTx(1, 0, []);
    expect(coinbase.outputs[1]?.script.toString('hex')).toBe(
      '6a24aa21a9ede2f61c3f71d1defd3fa999dfa36953755c690689799962b48bebd836974e8cf9',
    );
    expect(coinbase.inputs[0]?.scriptSig.toString('hex')).toBe('5100');
    expect(coinbaseTx(300, 0, []).inputs[0]?.scriptSig.toString('hex')).toBe('022c0100');
    expect(coinbaseTx(300, 0, []).outputs[0]?.value).toBe(1_250_000_000);
  });
});

describe('merkle', () => {
  it('odd levels pair the last hash with itself; every branch folds back to the root', () => {
    const ids = ['01', '02', '03'].map((b) => b.repeat(32));
    const root = merkleRoot(ids);
    // Folding by hand: [h(1,2), h(3,3)] then h(of both).
    const fold = (txid: string, branch: string[], index: number): string => {
      let hash: Buffer = Buffer.from(txid, 'hex').reverse();
      let at = index;
      for (const sibling of branch) {
        const other = Buffer.from(sibling, 'hex').reverse();
        const pair = at % 2 === 0 ? [hash, other] : [other, hash];
        hash = doubleSha(Buffer.concat(pair));
        at = Math.floor(at / 2);
      }
      return Buffer.from(hash).reverse().toString('hex');
    };
    ids.forEach((id, index) => expect(fold(id, merkleBranch(ids, index), index)).toBe(root));
  });
});
