// Raw headers let an auditor recompute the draw block's mediantimes offline (DrawProof.block_headers).
import { describe, expect, it } from 'vitest';
import {
  checkHeaderChain,
  medianTimePast,
  meetsProofOfWork,
  parseBlockHeader,
  targetFromBits,
} from './block-header.ts';
import { buildChain, steadyTimes } from './testing/synthetic-chain.ts';

// The real genesis headers of mainnet and regtest.
const MAINNET_GENESIS =
  '0100000000000000000000000000000000000000000000000000000000000000000000003ba3edfd7a7b12b27ac72c3e67768f617fc81bc3888a51323a9fb8aa4b1e5e4a29ab5f49ffff001d1dac2b7c';
const REGTEST_GENESIS =
  '0100000000000000000000000000000000000000000000000000000000000000000000003ba3edfd7a7b12b27ac72c3e67768f617fc81bc3888a51323a9fb8aa4b1e5e4adae5494dffff7f2002000000';

describe('parseBlockHeader', () => {
  it('hashes and decodes the mainnet and regtest genesis headers as bitcoind prints them', () => {
    const mainnet = parseBlockHeader(MAINNET_GENESIS);
    expect(mainnet).toMatchObject({
      hash: '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f',
      merkleroot: '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
      time: 1231006505,
      bits: '1d00ffff',
      nonce: 2083236893,
      version: 1,
    });
    expect(meetsProofOfWork(mainnet)).toBe(true);
    const regtest = parseBlockHeader(REGTEST_GENESIS);
    expect(regtest.hash).toBe('0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206');
    expect(meetsProofOfWork(regtest)).toBe(true);
  });

  it('rejects anything but 80 bytes of hex', () => {
    expect(() => parseBlockHeader(MAINNET_GENESIS.slice(2))).toThrow(/80 bytes/);
  });

  it('fails the proof of work when a mainnet header is altered', () => {
    const altered = MAINNET_GENESIS.slice(0, -8) + '00000000';
    expect(meetsProofOfWork(parseBlockHeader(altered))).toBe(false);
  });
});

describe('targetFromBits', () => {
  it('decodes compact targets and refuses negative or overflowing ones', () => {
    expect(targetFromBits('1d00ffff')).toBe(0xffffn << 208n);
    expect(targetFromBits('207fffff')).toBe(0x7fffffn << 232n);
    expect(targetFromBits('03123456')).toBe(0x123456n);
    expect(targetFromBits('01120000')).toBe(0x12n >> 0n);
    expect(targetFromBits('04923456')).toBeNull();
    expect(targetFromBits('23000001')).toBeNull();
  });
});

describe('medianTimePast', () => {
  it('takes the ⌊k/2⌋-th of the last 11 sorted timestamps, like bitcoind', () => {
    expect(medianTimePast([5])).toBe(5);
    expect(medianTimePast([5, 3])).toBe(5);
    expect(medianTimePast([9, 1, 8, 2, 7, 3, 6, 4, 5, 0, 10])).toBe(5);
    expect(medianTimePast([1, 1, 100, 100, 100, 8, 2, 7, 3, 6, 4, 5, 9])).toBe(7);
  });
});

describe('checkHeaderChain', () => {
  const chain = buildChain(steadyTimes(30, 1_700_000_000).map((t, h) => (h === 20 ? t - 1500 : t)));
  const headersFor = (height: number) =>
    chain.slice(Math.max(0, height - 11), height + 1).map((block) => block.header_hex);

  it('recomputes both mediantimes and the hashes from 12 linked headers', () => {
    const check = checkHeaderChain(headersFor(25), 25);
    expect(check).toEqual({
      problems: [],
      hash: chain[25]?.hash,
      previousHash: chain[24]?.hash,
      mediantime: chain[25]?.mediantime,
      previousMediantime: chain[24]?.mediantime,
    });
  });

  it('uses every header from the genesis near the start of the chain', () => {
    expect(checkHeaderChain(headersFor(0), 0)).toMatchObject({
      problems: [],
      mediantime: chain[0]?.time,
      previousMediantime: null,
    });
    expect(checkHeaderChain(headersFor(4), 4)).toMatchObject({
      problems: [],
      mediantime: chain[4]?.mediantime,
      previousMediantime: chain[3]?.mediantime,
    });
  });

  it('reports a wrong count, a broken link, and a header without proof of work', () => {
    expect(checkHeaderChain(headersFor(25).slice(1), 25).problems[0]).toMatch(/esperados 12/);
    const unlinked = headersFor(25);
    unlinked[5] = chain[3]?.header_hex as string;
    expect(checkHeaderChain(unlinked, 25).problems.join()).toMatch(/não aponta/);
    const retimed = headersFor(25);
    retimed[11] =
      (retimed[11] as string).slice(0, 136) + '00000000' + (retimed[11] as string).slice(144);
    const problems = checkHeaderChain(retimed, 25);
    // A new timestamp changes the hash: at regtest difficulty it may still meet the target,
    // but it no longer matches the next header's link or the claimed hash.
    expect(problems.hash).not.toBe(chain[25]?.hash);
  });
});
