// BumpFee on the anchor's change (docs/protocols/draw-v2.md: an anchor still unconfirmed after 6
// blocks is bumped), through the real `lightning` client, against a congested mempool.
// Where each rule comes from:
// - lightning lnd_methods/onchain/request_chain_fee_increase.js: sends force=true, the
//   outpoint as txid_str + output_index, sat_per_vbyte or target_conf (6 by default);
//   maps "the passed output does not belong to the wallet" and /^invalid.output.index/
//   to [404, 'SpecifiedOutpointNotFoundInWalletUtxos'], anything else to
//   [500, 'UnexpectedErrorRequestingChainFeeBump'].
// - lnd lnrpc/walletrpc/walletkit_server.go BumpFee → sweepNewInput: btcwallet
//   wallet/utxos.go FetchOutpointInfo (ErrNotMine, "invalid output index …",
//   confirmations = tip − block height), "unable to bump fee of a confirmed transaction",
//   then the sweeper spends the output in a CPFP child back to the wallet (input.NewBaseInput
//   has no parent info: the child pays the rate for its own weight); the same outpoint bumped
//   again is an RBF of that child (Sweeper.UpdateParams, "Successfully registered rbf-tx…").
// - Bitcoin Core node/miner.cpp addPackageTxs: blocks take transactions by ancestor fee
//   rate, so a child paying enough brings its parent in (CPFP).
import { createHash } from 'node:crypto';

import { getChainTransactions, requestChainFeeIncrease, sendToChainOutputScripts } from 'lightning';
import { describe, expect, it } from 'vitest';

import { anchorScriptHex, parseRawTransaction } from '../../shared/src/draw/index.ts';
import { rejectionOf, useDevnode } from '../../devnode/src/test-helpers.ts';

const ANCHOR = anchorScriptHex(createHash('sha256').update('bump').digest('hex'));

const { devnode, lnd } = useDevnode({ initialBalance: 1_000_000, ports: { control: false } });

async function anchorAt1SatPerVbyte() {
  const sent = await sendToChainOutputScripts({ lnd, send_to: [{ script: ANCHOR, tokens: 0 }] });
  const vout = parseRawTransaction(sent.transaction).outputs.findIndex((o) => o.script !== ANCHOR);
  return { id: sent.id, changeVout: vout, anchorVout: 1 - vout };
}

const confirmed = async (id: string) =>
  (await getChainTransactions({ lnd })).transactions.find((tx) => tx.id === id)?.is_confirmed;

describe('requestChainFeeIncrease (BumpFee)', () => {
  it('an anchor stuck under a 20 sat/vB market confirms once a CPFP child lifts its package', async () => {
    devnode.setMiningFeeRate(20);
    try {
      const anchor = await anchorAt1SatPerVbyte();
      devnode.mine(6);
      expect(await confirmed(anchor.id)).toBe(false);

      await requestChainFeeIncrease({
        lnd,
        transaction_id: anchor.id,
        transaction_vout: anchor.changeVout,
        fee_tokens_per_vbyte: 60,
      });
      const pool = devnode.mempool();
      expect(pool.map((entry) => entry.txid)).toContain(anchor.id);
      const child = pool.find((entry) => entry.txid !== anchor.id);
      // The child alone pays 60 sat/vB of its weight (LND adds no parent fee).
      expect(child && child.fee / child.vsize).toBeGreaterThanOrEqual(59);
      const rows = (await getChainTransactions({ lnd })).transactions;
      expect(rows.find((tx) => tx.id === child?.txid)).toMatchObject({ description: '0:sweep' });

      const [block] = devnode.mine(1);
      expect(block?.txids).toEqual([anchor.id, child?.txid]);
      expect(await confirmed(anchor.id)).toBe(true);
    } finally {
      devnode.setMiningFeeRate(0);
      devnode.mine(1);
    }
  });

  it('bumping the same output again replaces the child (RBF) when it pays more', async () => {
    devnode.setMiningFeeRate(100);
    try {
      const anchor = await anchorAt1SatPerVbyte();
      const bump = (rate: number) =>
        requestChainFeeIncrease({
          lnd,
          transaction_id: anchor.id,
          transaction_vout: anchor.changeVout,
          fee_tokens_per_vbyte: rate,
        });
      await bump(10);
      const first = devnode.mempool().find((entry) => entry.txid !== anchor.id);
      await bump(5);
      expect(devnode.mempool().find((entry) => entry.txid !== anchor.id)).toEqual(first);
      await bump(30);
      const second = devnode.mempool().find((entry) => entry.txid !== anchor.id);
      expect(second?.txid).not.toBe(first?.txid);
      expect(devnode.mempool()).toHaveLength(2);
      expect(second?.fee).toBeGreaterThan(first?.fee ?? 0);
    } finally {
      devnode.setMiningFeeRate(0);
      devnode.mine(1);
    }
  });

  it('refuses outputs that are not the wallet’s, and confirmed transactions', async () => {
    const anchor = await anchorAt1SatPerVbyte();
    const bump = (id: string, vout: number) =>
      rejectionOf(
        requestChainFeeIncrease({
          lnd,
          transaction_id: id,
          transaction_vout: vout,
          target_confirmations: 6,
        }),
      );
    // The OP_RETURN is not the wallet's; an index past the outputs; a foreign txid.
    expect((await bump(anchor.id, anchor.anchorVout)).slice(0, 2)).toEqual([
      404,
      'SpecifiedOutpointNotFoundInWalletUtxos',
    ]);
    expect((await bump(anchor.id, 5)).slice(0, 2)).toEqual([
      404,
      'SpecifiedOutpointNotFoundInWalletUtxos',
    ]);
    expect((await bump('ab'.repeat(32), 0)).slice(0, 2)).toEqual([
      404,
      'SpecifiedOutpointNotFoundInWalletUtxos',
    ]);
    devnode.mine(2);
    const [code, name, details] = await bump(anchor.id, anchor.changeVout);
    expect([code, name, details?.err?.details]).toEqual([
      500,
      'UnexpectedErrorRequestingChainFeeBump',
      'unable to bump fee of a confirmed transaction',
    ]);
  });
});
