import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import {
  REGTEST_BITS,
  REGTEST_GENESIS,
  blockHash,
  difficultyFromBits,
  serializeHeader,
  solveHeader,
  targetFromBits,
  workFromBits,
} from './block-header.ts';

describe('block headers as bitcoind builds them', () => {
  it('reproduces the real regtest genesis: 80-byte header and its byte-reversed double SHA-256', () => {
    expect(serializeHeader(REGTEST_GENESIS).toString('hex')).toBe(
      '0100000000000000000000000000000000000000000000000000000000000000000000003ba3edfd7a7b12b27ac72c3e67768f617fc81bc3888a51323a9fb8aa4b1e5e4adae5494dffff7f2002000000',
    );
    expect(blockHash(REGTEST_GENESIS)).toBe(
      '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
    );
  });

  it('hash = sha256(sha256(header)) reversed, for any header', () => {
    const header = solveHeader({
      version: 0x20000000,
      prevHash: 'ab'.repeat(32),
      merkleRoot: 'cd'.repeat(32),
      time: 1700000000,
      bits: REGTEST_BITS,
    });
    const once = createHash('sha256').update(serializeHeader(header)).digest();
    const twice = createHash('sha256').update(once).digest();
    expect(blockHash(header)).toBe(Buffer.from(twice).reverse().toString('hex'));
    expect(BigInt(`0x${blockHash(header)}`) <= targetFromBits(REGTEST_BITS)).toBe(true);
  });

  it('regtest difficulty and work match bitcoind', () => {
    expect(difficultyFromBits(REGTEST_BITS)).toBe(4.656542373906925e-10);
    expect(workFromBits(REGTEST_BITS)).toBe(2n);
    expect(targetFromBits(REGTEST_BITS).toString(16)).toBe(`7fffff${'0'.repeat(58)}`);
  });
});
