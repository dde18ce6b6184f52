// Following a sent anchor until the best chain holds it (docs/protocols/draw-v2.md):
// - A (its block) comes from LND's wallet, which knows the block of its own transactions,
//   checked against bitcoind's best chain with getrawtransaction <txid> true <blockhash>:
//   without -txindex bitcoind cannot find a mined transaction by txid alone, and LND may lag
//   behind a reorg, so LND proposes and bitcoind decides. The raw transaction, the block's
//   txid list (for the Merkle branch) and A's height all come from bitcoind.
// - A confirmed anchor whose block left the best chain goes back to 'sent' and is found again
//   (a reorg returns it to the mempool, the next block confirms it); one that left both LND's
//   wallet and bitcoind's mempool unmined is sent again under the next label.
// - Still unconfirmed BUMP_AFTER_BLOCKS after the send: a CPFP child on its change output
//   (BumpFee), then again at most every BUMP_EVERY_BLOCKS while it stays out of the blocks.
import { parseRawTransaction } from '@rifa/shared';
import { LightningError, ChainError } from '../../ports/index.ts';
import type {
  AnchorChain,
  AnchorRecord,
  AnchorRepository,
  AnchorWallet,
  AnchorWalletTransaction,
  Chain,
  Clock,
} from '../../ports/index.ts';
import { cpfpChildRate, merkleBranch, spentTxids, transactionVsize } from './anchor-tx-math.ts';
import { describeError } from '../../payouts/index.ts';
import type { DomainLog } from '../../kernel/log.ts';

export const BUMP_AFTER_BLOCKS = 6;
export const BUMP_EVERY_BLOCKS = 6;
/** The bump aims at confirmation in the next couple of blocks. */
const BUMP_TARGET_BLOCKS = 2;

/** The anchor's block as the best chain has it now: A. */
export interface AnchorBlock {
  height: number;
  hash: string;
}

export interface AnchorWatchDeps {
  anchors: AnchorRepository;
  wallet: AnchorWallet;
  chain: Chain & AnchorChain;
  clock: Clock;
  log: DomainLog;
  /** The label of the n-th send (payout-labels.ts anchor). */
  label: (raffleId: number, attempt: number) => string;
}

export function createAnchorWatch(deps: AnchorWatchDeps) {
  const { anchors, wallet, chain, clock, log } = deps;
  const now = () => clock.now().toISOString();

  /** True while the stored block is still the best chain's block at its height. */
  async function stillInBestChain(row: AnchorRecord): Promise<boolean> {
    try {
      return (await chain.getBlockHash(row.block_height as number)) === row.block_hash;
    } catch (error) {
      if (error instanceof ChainError && error.kind === 'not_found') return false;
      throw error;
    }
  }

  /** bitcoind's word on LND's block: the anchor is in it and it is in the best chain. */
  async function confirmIn(row: AnchorRecord, blockHash: string): Promise<AnchorBlock | null> {
    const txid = row.txid as string;
    const tx = await chain.transactionInBlock(txid, blockHash);
    if (!tx?.inActiveChain) return null;
    if (parseRawTransaction(tx.hex).txid !== txid) return null;
    const header = await chain.getBlockHeader(blockHash);
    if (header.confirmations < 1) return null;
    const txids = await chain.blockTxids(blockHash);
    const index = txids.indexOf(txid);
    if (index < 0) return null;
    const confirmed = anchors.transition(
      row.raffle_id,
      ['sent'],
      'confirmed',
      {
        raw_tx: tx.hex,
        block_hash: blockHash,
        block_height: header.height,
        tx_index: index,
        merkle_branch: merkleBranch(txids, index),
        confirmed_at: now(),
        last_error: null,
      },
      now(),
    );
    if (!confirmed) return null;
    log.info(
      { raffleId: row.raffle_id, txid, height: header.height, hash: blockHash },
      'transação âncora confirmada',
    );
    return { height: header.height, hash: blockHash };
  }

  /** Sent again under the next label: the last one left the wallet and the mempool unmined. */
  function resend(row: AnchorRecord): void {
    const attempt = row.attempt + 1;
    const moved = anchors.transition(
      row.raffle_id,
      ['sent'],
      'pending',
      {
        attempt,
        label: deps.label(row.raffle_id, attempt),
        txid: null,
        raw_tx: null,
        fee_rate: null,
        sent_height: null,
        bumps: 0,
        bumped_height: null,
        bump_rate: null,
        last_error: `A transação âncora ${row.txid} saiu da carteira e do mempool sem ser minerada: nova âncora`,
      },
      now(),
    );
    if (moved)
      log.warn({ raffleId: row.raffle_id, txid: row.txid, attempt }, 'âncora perdida: reenviando');
  }

  /**
   * The anchor and its unconfirmed ancestors among the wallet's transactions (it may spend the
   * change of a prize still in the mempool): their vsize and fees, unknown fees counted as 0.
   */
  function unconfirmedPackage(raw: string, fee: number, wallet: AnchorWalletTransaction[]) {
    const package_ = { vsize: transactionVsize(raw), fee };
    const seen = new Set<string>();
    const queue = spentTxids(raw);
    for (let txid = queue.pop(); txid !== undefined; txid = queue.pop()) {
      if (seen.has(txid)) continue;
      seen.add(txid);
      const parent = wallet.find((candidate) => candidate.txid === txid);
      if (!parent || parent.isConfirmed || !parent.rawTx) continue;
      package_.vsize += transactionVsize(parent.rawTx);
      package_.fee += parent.fee ?? 0;
      queue.push(...spentTxids(parent.rawTx));
    }
    return package_;
  }

  async function maybeBump(
    row: AnchorRecord,
    tx: AnchorWalletTransaction,
    all: AnchorWalletTransaction[],
  ): Promise<void> {
    const tip = await chain.getBlockCount();
    if (row.sent_height === null) {
      anchors.transition(row.raffle_id, ['sent'], 'sent', { sent_height: tip }, now());
      return;
    }
    if (tip - row.sent_height < BUMP_AFTER_BLOCKS) return;
    if (row.bumped_height !== null && tip - row.bumped_height < BUMP_EVERY_BLOCKS) return;
    const raw = row.raw_tx ?? tx.rawTx;
    if (!raw) return;
    // The change is the output that is not the OP_RETURN: the only one the wallet can spend.
    const vout = parseRawTransaction(raw).outputs.findIndex(
      (output) => output.script !== row.script,
    );
    if (vout < 0) return;
    const ancestors = unconfirmedPackage(
      raw,
      tx.fee ?? (row.fee_rate ?? 1) * transactionVsize(raw),
      all,
    );
    try {
      const market = await wallet.chainFeeRate(BUMP_TARGET_BLOCKS);
      // At least double the last attempt, so a market the estimator misreads is still caught up.
      const packageRate = Math.max(market, 2 * (row.bump_rate ?? row.fee_rate ?? 1));
      const feeRate = cpfpChildRate(packageRate, ancestors.vsize, ancestors.fee);
      await wallet.bumpFee({ txid: row.txid as string, vout, feeRate });
      anchors.transition(
        row.raffle_id,
        ['sent'],
        'sent',
        { bumps: row.bumps + 1, bumped_height: tip, bump_rate: packageRate, last_error: null },
        now(),
      );
      log.warn(
        {
          raffleId: row.raffle_id,
          txid: row.txid,
          blocks: tip - row.sent_height,
          packageRate,
          feeRate,
        },
        'âncora sem confirmação: taxa aumentada (CPFP)',
      );
    } catch (error) {
      if (!(error instanceof LightningError)) throw error;
      // Tried at this height: the next attempt waits BUMP_EVERY_BLOCKS like after a bump.
      anchors.transition(
        row.raffle_id,
        ['sent'],
        'sent',
        {
          bumped_height: tip,
          last_error: `Aumento de taxa da âncora falhou (${describeError(error)})`,
        },
        now(),
      );
      log.warn({ raffleId: row.raffle_id, err: error }, 'aumento de taxa da âncora falhou');
    }
  }

  /**
   * One look at a sent or confirmed anchor: A when the best chain holds it now, else null
   * (waiting; reorganised out; sent again; bumped).
   */
  async function track(start: AnchorRecord): Promise<AnchorBlock | null> {
    let row = start;
    if (row.status === 'confirmed') {
      if (await stillInBestChain(row)) return { height: row.block_height!, hash: row.block_hash! };
      anchors.transition(
        row.raffle_id,
        ['confirmed'],
        'sent',
        {
          block_hash: null,
          block_height: null,
          tx_index: null,
          merkle_branch: null,
          chain_headers: null,
          chain_headers_start: null,
          confirmed_at: null,
          // Blocks before a bump count again from now: it was mined once at its fee.
          sent_height: null,
          reorgs: row.reorgs + 1,
        },
        now(),
      );
      log.warn(
        { raffleId: row.raffle_id, staleHash: row.block_hash, txid: row.txid },
        'reorganização tirou o bloco da âncora da melhor cadeia: procurando de novo',
      );
      const again = anchors.find(row.raffle_id);
      if (!again || again.status !== 'sent') return null;
      row = again;
    }
    const all = await wallet.walletTransactions();
    const tx = all.find((candidate) => candidate.txid === row.txid);
    if (tx?.blockHash) {
      const block = await confirmIn(row, tx.blockHash);
      if (block) return block;
    }
    if (!tx) {
      if ((await chain.mempoolTransaction(row.txid as string)) === null) resend(row);
      return null;
    }
    if (!tx.isConfirmed) await maybeBump(row, tx, all);
    return null;
  }

  return { track };
}
