// docs/protocols/draw.md prize warning: the block subsidy schedule (Bitcoin Core's GetBlockSubsidy)
// and the 10% threshold, table-driven.
import { describe, expect, it } from 'vitest';
import type { BitcoinNetwork } from '@rifa/shared';
import { blockSubsidy, createPrizeWarning, isLargePrize } from './prize-warning.ts';
import { ChainError, type Chain } from '../ports/index.ts';

describe('blockSubsidy', () => {
  const cases: [BitcoinNetwork, number, number][] = [
    ['mainnet', 0, 5_000_000_000],
    ['mainnet', 209_999, 5_000_000_000],
    ['mainnet', 210_000, 2_500_000_000],
    ['mainnet', 840_000, 312_500_000],
    ['mainnet', 1_050_000, 156_250_000],
    ['mainnet', 210_000 * 33, 0],
    ['mainnet', 210_000 * 64, 0],
    ['testnet', 420_000, 1_250_000_000],
    ['signet', 210_000, 2_500_000_000],
    ['regtest', 149, 5_000_000_000],
    ['regtest', 150, 2_500_000_000],
    ['regtest', 301, 1_250_000_000],
  ];
  it.each(cases)('%s at height %i pays %i sats', (network, height, subsidy) => {
    expect(blockSubsidy(height, network)).toBe(subsidy);
  });

  it('warns strictly above 10% of the subsidy', () => {
    expect(isLargePrize(31_250_000, 312_500_000)).toBe(false);
    expect(isLargePrize(31_250_001, 312_500_000)).toBe(true);
    expect(isLargePrize(1, 0)).toBe(true);
  });
});

describe('createPrizeWarning', () => {
  const chainAt = (height: number | Error): Chain => ({
    getBlockCount: () =>
      height instanceof Error ? Promise.reject(height) : Promise.resolve(height),
    getBlockHash: () => Promise.reject(new Error('unused')),
    getBlockHeader: () => Promise.reject(new Error('unused')),
    getRawBlockHeader: () => Promise.reject(new Error('unused')),
  });

  it('uses the subsidy of the next block (tip + 1)', async () => {
    const warn = createPrizeWarning({ chain: chainAt(839_999), network: 'mainnet' });
    // Block 840 000 pays 3.125 BTC: 10% is 31 250 000 sats.
    expect(await warn(31_250_000)).toBeNull();
    expect(await warn(31_250_001)).toContain('10%');
  });

  it('asks to confirm when bitcoind cannot tell the height', async () => {
    const warn = createPrizeWarning({
      chain: chainAt(new ChainError('unavailable', 'x')),
      network: 'mainnet',
    });
    expect(await warn(1_000)).toContain('Não foi possível consultar o bitcoind');
  });
});
