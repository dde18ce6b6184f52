import { Transaction } from 'bitcoinjs-lib';
import {
  deleteChainTransaction,
  getChainBalance,
  getChainTransactions,
  requestChainFeeIncrease,
  sendToChainOutputScripts,
} from 'lightning';
import { afterEach, describe, expect, it } from 'vitest';

import { rejectionOf, useDevnode } from '../test-helpers.ts';
import { parseTxid } from './wallet-remove.ts';

// walletrpc RemoveTransaction (`lncli wallet removetx`) as lnrpc/walletrpc/walletkit_server.go
// RemoveTransaction and btcwallet wtxmgr/unconfirmed.go removeConflict do it, through the
// real `lightning` client (deleteChainTransaction) and the control API.

const BALANCE = 1_000_000;
const { devnode, lnd } = useDevnode({ initialBalance: BALANCE });
/** OP_RETURN "RIFA" ‖ 32 bytes, like the draw's anchor. */
const ANCHOR_SCRIPT = `6a24${Buffer.from('RIFA').toString('hex')}${'ab'.repeat(32)}`;

// Each case starts from one confirmed coin and an empty mempool.
afterEach(() => {
  devnode.mine(1);
  devnode.setBalance(BALANCE);
});

const sendAnchor = (label: string, satPerVbyte = 2) =>
  sendToChainOutputScripts({
    lnd,
    send_to: [{ script: ANCHOR_SCRIPT, tokens: 0 }],
    fee_tokens_per_vbyte: satPerVbyte,
    description: label,
  });

const listed = async () => (await getChainTransactions({ lnd })).transactions.map((tx) => tx.id);
const pooled = () => devnode.mempool().map((entry) => entry.txid);

async function control(route: string): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${devnode.controlUrl}${route}`, { method: 'POST' });
  return { status: res.status, json: await res.json() };
}

describe('RemoveTransaction', () => {
  it('an unconfirmed send leaves the wallet and the mempool; its coin is spendable again', async () => {
    const sent = await sendAnchor('rifa:test:1:ancora');
    expect(await listed()).toContain(sent.id);
    expect(pooled()).toContain(sent.id);
    expect((await getChainBalance({ lnd })).chain_balance).toBe(0);

    await deleteChainTransaction({ lnd, id: sent.id });
    expect(await listed()).not.toContain(sent.id);
    expect(pooled()).toEqual([]);
    expect(devnode.sentCoins().map((send) => send.txid)).not.toContain(sent.id);
    // The confirmed coin it spent is back, whole.
    expect(await getChainBalance({ lnd })).toEqual({ chain_balance: BALANCE });
    expect(devnode.state().unconfirmedBalance).toBe(0);

    // Sent again under the same label, at a higher rate: a new transaction from the same
    // coin. (At the same rate it could be the same bytes: the devnode's change address is
    // fixed, where LND takes a fresh one per send.)
    const again = await sendAnchor('rifa:test:1:ancora', 3);
    expect(again.id).not.toBe(sent.id);
    expect(pooled()).toEqual([again.id]);
    devnode.mine(1);
    expect(await listed()).toContain(again.id);
  });

  it('a bumped send goes with its CPFP child; the child alone leaves the parent', async () => {
    const sent = await sendAnchor('rifa:test:2:ancora');
    const vout = Transaction.fromHex(sent.transaction).outs.findIndex(
      (output) => Buffer.from(output.script).toString('hex') !== ANCHOR_SCRIPT,
    );
    await requestChainFeeIncrease({
      lnd,
      transaction_id: sent.id,
      transaction_vout: vout,
      fee_tokens_per_vbyte: 20,
    });
    const child = pooled().find((txid) => txid !== sent.id)!;
    expect(pooled()).toEqual([sent.id, child]);

    // removetx on the child: the parent stays, its change is the wallet's again.
    expect(await control(`/transactions/${child}/remove`)).toEqual({
      status: 200,
      json: { removed: [child] },
    });
    expect(pooled()).toEqual([sent.id]);
    expect(await listed()).toContain(sent.id);

    await requestChainFeeIncrease({
      lnd,
      transaction_id: sent.id,
      transaction_vout: vout,
      fee_tokens_per_vbyte: 30,
    });
    const child2 = pooled().find((txid) => txid !== sent.id)!;
    expect(await control(`/transactions/${sent.id}/remove`)).toEqual({
      status: 200,
      json: { removed: [child2, sent.id] },
    });
    expect(pooled()).toEqual([]);
    expect(await listed()).not.toContain(child2);
    expect(await getChainBalance({ lnd })).toEqual({ chain_balance: BALANCE });
  });

  it('refuses an unknown or a confirmed transaction with LND’s words', async () => {
    const unknown = 'ff'.repeat(32);
    const [code, name, { err } = {}] = await rejectionOf(
      deleteChainTransaction({ lnd, id: unknown }),
    );
    expect([code, name]).toEqual([503, 'UnexpectedDeleteChainTransactionError']);
    expect(err?.details).toBe(
      `transaction with txid=${unknown} not found in the internal wallet store`,
    );
    expect(await control(`/transactions/${unknown}/remove`)).toMatchObject({ status: 404 });

    const sent = await sendAnchor('rifa:test:3:ancora');
    devnode.mine(1); // in the tip block: btcwallet counts one confirmation
    const [, , confirmed = {}] = await rejectionOf(deleteChainTransaction({ lnd, id: sent.id }));
    expect(confirmed.err?.details).toBe(
      `transaction with txid=${sent.id} is already confirmed (numConfs=1) cannot be removed`,
    );
    expect(await control(`/transactions/${sent.id}/remove`)).toEqual({
      status: 409,
      json: {
        error: `transaction with txid=${sent.id} is already confirmed (numConfs=1) cannot be removed`,
      },
    });
    expect(await listed()).toContain(sent.id);
    expect(await control('/transactions/xyz/remove')).toEqual({
      status: 400,
      json: { error: "encoding/hex: invalid byte: U+0078 'x'" },
    });
  });

  it('parses the txid as chainhash.NewHashFromStr does', () => {
    expect(parseTxid('ABC')).toBe(`${'0'.repeat(61)}abc`);
    expect(() => parseTxid('')).toThrow('must provide a transaction hash');
    expect(() => parseTxid('a'.repeat(65))).toThrow('max hash string length is 64 bytes');
  });
});
