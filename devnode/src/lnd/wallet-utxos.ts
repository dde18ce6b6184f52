import type { Chain } from '../bitcoind/chain.ts';
import type { Coin } from './coin-selection.ts';

// The wallet's unspent outputs. A coin's confirmations come from the chain itself (the block
// that holds its transaction), so a send's change confirms when a block mines the mempool,
// and a reorg that returns the transaction to the mempool makes it unconfirmed again.

export interface Utxo extends Coin {
  /** The transaction whose confirmation this coin shares. */
  txid: string;
}

export interface UtxoSet {
  add(utxo: Utxo): void;
  /** Removes the coins a transaction spends. */
  spend(coins: readonly Coin[]): void;
  /** The wallet now holds exactly these coins. */
  replaceAll(utxos: readonly Utxo[]): void;
  list(): Utxo[];
  confirmations(utxo: Utxo): number;
  /** Coins with at least `minConfs` confirmations (0: every coin). */
  eligible(minConfs: number): Utxo[];
  /** btcwallet ConfirmedBalance(minConfs): the value of the eligible coins. */
  balance(minConfs: number): number;
}

export function createUtxoSet(chain: Chain): UtxoSet {
  let utxos: Utxo[] = [];

  const confirmations = (utxo: Utxo): number => {
    const block = chain.blockOf(utxo.txid);
    return block ? chain.height() - block.height + 1 : 0;
  };
  const eligible = (minConfs: number): Utxo[] =>
    utxos.filter((utxo) => confirmations(utxo) >= minConfs);

  return {
    add(utxo) {
      utxos.push(utxo);
    },
    spend(coins) {
      const spent = new Set(coins.map((coin) => coin.outpoint));
      utxos = utxos.filter((utxo) => !spent.has(utxo.outpoint));
    },
    replaceAll(next) {
      utxos = [...next];
    },
    list: () => [...utxos],
    confirmations,
    eligible,
    balance: (minConfs) => eligible(minConfs).reduce((sum, utxo) => sum + utxo.value, 0),
  };
}
