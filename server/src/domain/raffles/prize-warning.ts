// The prize-size warning at raffle creation (docs/protocols/draw.md): a miner who holds tickets could
// throw away a block whose hash makes them lose, forfeiting its subsidy to try again. That
// pays only when the prize is large next to the subsidy, so above 10% of the current block
// subsidy the admin must read why and confirm.
import { formatSats } from '@rifa/shared';
import type { BitcoinNetwork } from '@rifa/shared';
import type { Chain } from '../ports/index.ts';
import { withTimeout } from '../kernel/with-timeout.ts';

/** Blocks between halvings (Bitcoin Core's consensus.nSubsidyHalvingInterval). */
export const HALVING_INTERVAL: Record<BitcoinNetwork, number> = {
  mainnet: 210_000,
  testnet: 210_000,
  testnet4: 210_000,
  signet: 210_000,
  regtest: 150,
};

const INITIAL_SUBSIDY = 5_000_000_000;

/** GetBlockSubsidy: 50 BTC halved every interval (a right shift), 0 after 64 halvings. */
export function blockSubsidy(height: number, network: BitcoinNetwork): number {
  const halvings = Math.floor(height / HALVING_INTERVAL[network]);
  return halvings >= 64 ? 0 : Math.floor(INITIAL_SUBSIDY / 2 ** halvings);
}

/** prize > 10% of subsidy, in exact integer arithmetic. */
export const isLargePrize = (prize: number, subsidy: number): boolean => prize * 10 > subsidy;

export interface PrizeWarningDeps {
  chain: Chain;
  network: BitcoinNetwork;
  timeoutMs?: number;
}

/**
 * The warning for a prize, or null when it needs none. The subsidy is that of the next
 * block (tip + 1), the one being mined now. If bitcoind cannot tell the height, the admin
 * is asked to confirm as well: the check errs on the side of warning.
 */
export function createPrizeWarning(
  deps: PrizeWarningDeps,
): (prize: number) => Promise<string | null> {
  const timeoutMs = deps.timeoutMs ?? 3_000;
  return async (prize) => {
    let tip: number;
    try {
      tip = await withTimeout(deps.chain.getBlockCount(), timeoutMs);
    } catch {
      return (
        `Não foi possível consultar o bitcoind para comparar o prêmio (${formatSats(prize)}) com o subsídio do bloco. ` +
        'Se o prêmio passar de 10% do subsídio, um minerador que participe da rifa poderia descartar um bloco em que não ganhasse.'
      );
    }
    const subsidy = blockSubsidy(tip + 1, deps.network);
    if (!isLargePrize(prize, subsidy)) return null;
    return (
      `O prêmio (${formatSats(prize)}) passa de 10% do subsídio atual de um bloco (${formatSats(subsidy)}, bloco ${tip + 1}). ` +
      'Um minerador que participe da rifa poderia descartar um bloco em que não ganhasse e tentar de novo, e com um prêmio assim isso pode compensar.'
    );
  };
}
