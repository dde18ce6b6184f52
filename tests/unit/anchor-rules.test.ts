// The anchor's exactly-once and recovery rules (docs/protocols/draw-v2.md; anchor-send.ts, anchor-watch.ts)
// with fakes: an interrupted send is settled by its label and re-sent only after the grace; a
// refusal, a lack of funds and a silence each leave the row where the next pass does the right
// thing; an anchor gone from the wallet and the mempool is sent again under the next label.
import { describe, expect, it } from 'vitest';
import { LightningError } from '../../server/src/domain/ports/index.ts';
import type {
  AnchorChain,
  AnchorRecord,
  AnchorRepository,
  AnchorWallet,
  AnchorWalletTransaction,
  Chain,
} from '../../server/src/domain/ports/index.ts';
import { createAnchorSend } from '../../server/src/domain/draws/anchor/anchor-send.ts';
import { createAnchorWatch } from '../../server/src/domain/draws/anchor/anchor-watch.ts';
import { movableClock, recordingLog, START } from './support/world.ts';

const SCRIPT = `6a2452494641${'ab'.repeat(32)}`;
const TXID = 'cd'.repeat(32);

function row(fields: Partial<AnchorRecord> = {}): AnchorRecord {
  return {
    raffle_id: 1,
    status: 'pending',
    attempt: 1,
    label: 'rifa:x:1:ancora',
    script: SCRIPT,
    fee_rate: null,
    txid: null,
    raw_tx: null,
    sent_height: null,
    bumps: 0,
    bumped_height: null,
    bump_rate: null,
    block_hash: null,
    block_height: null,
    tx_index: null,
    merkle_branch: null,
    chain_headers: null,
    chain_headers_start: null,
    reorgs: 0,
    last_error: null,
    claimed_at: null,
    sent_at: null,
    confirmed_at: null,
    created_at: START.toISOString(),
    updated_at: START.toISOString(),
    ...fields,
  };
}

function memoryAnchors(initial: AnchorRecord): AnchorRepository & { current(): AnchorRecord } {
  let current = initial;
  return {
    current: () => current,
    find: () => current,
    list: () => [current],
    withStatus: (statuses) => (statuses.includes(current.status) ? [current] : []),
    transition(_id, from, to, change) {
      if (!from.includes(current.status)) return false;
      current = { ...current, ...change, status: to };
      return true;
    },
  };
}

function fakeWallet(transactions: AnchorWalletTransaction[] = []) {
  const sends: string[] = [];
  let failure: unknown;
  const wallet: AnchorWallet = {
    chainFeeRate: async () => 4,
    async sendOutputScript(input) {
      if (failure) throw failure;
      sends.push(input.label);
      return { txid: TXID, rawTx: '00' };
    },
    walletTransactions: async () => transactions,
    bumpFee: async () => {},
  };
  return { wallet, sends, failWith: (error: unknown) => void (failure = error) };
}

function setup(initial: AnchorRecord, transactions: AnchorWalletTransaction[] = []) {
  const clock = movableClock(START);
  const anchors = memoryAnchors(initial);
  const node = fakeWallet(transactions);
  const send = createAnchorSend({
    anchors,
    wallet: node.wallet,
    clock,
    log: recordingLog(),
    orphanGraceMs: 20_000,
    tipHeight: async () => 100,
  });
  return { clock, anchors, node, send };
}

describe('sending the anchor', () => {
  it('claims the row, sends under its label with the estimate, records the txid and the tip', async () => {
    const { anchors, node, send } = setup(row());
    await send.send(anchors.current());
    expect(node.sends).toEqual(['rifa:x:1:ancora']);
    expect(anchors.current()).toMatchObject({
      status: 'sent',
      txid: TXID,
      fee_rate: 4,
      sent_height: 100,
    });
  });

  it.each([
    ['insufficient_balance', 'awaiting_balance'],
    ['locked', 'pending'],
    ['unknown', 'pending'], // LND answered with an error: nothing left the wallet
    ['unavailable', 'sending'], // a silence: LND may still broadcast; the orphan rule decides
  ] as const)('LND failing with %s leaves it %s', async (kind, status) => {
    const { anchors, node, send } = setup(row());
    node.failWith(new LightningError(kind, 'falha'));
    await send.send(anchors.current());
    expect(anchors.current().status).toBe(status);
    expect(anchors.current().last_error).toBeTruthy();
  });

  it('a label already in the wallet is the anchor: recorded, never sent again', async () => {
    const { anchors, node, send } = setup(row(), [
      { txid: TXID, label: 'rifa:x:1:ancora', isConfirmed: false },
    ]);
    await send.send(anchors.current());
    expect(node.sends).toEqual([]);
    expect(anchors.current()).toMatchObject({ status: 'sent', txid: TXID });
  });
});

describe('an interrupted send (a row left "sending")', () => {
  const claimed = () => row({ status: 'sending', claimed_at: START.toISOString() });

  it('found by its label: sent', async () => {
    const { anchors, send } = setup(claimed(), [
      { txid: TXID, label: 'rifa:x:1:ancora', isConfirmed: false },
    ]);
    await send.reconcile(anchors.current());
    expect(anchors.current()).toMatchObject({ status: 'sent', txid: TXID });
  });

  it('absent: waits out the grace for a call still in flight, then goes back to be sent', async () => {
    const { clock, anchors, send } = setup(claimed());
    clock.advance(19_000);
    await send.reconcile(anchors.current());
    expect(anchors.current().status).toBe('sending');
    clock.advance(2_000);
    await send.reconcile(anchors.current());
    expect(anchors.current().status).toBe('pending');
  });
});

describe('an anchor that left both the wallet and the mempool unmined', () => {
  it('is sent again under the next label', async () => {
    const anchors = memoryAnchors(row({ status: 'sent', txid: TXID, sent_height: 90 }));
    const chain = {
      mempoolTransaction: async () => null,
      getBlockCount: async () => 100,
    } as unknown as Chain & AnchorChain;
    const watch = createAnchorWatch({
      anchors,
      wallet: fakeWallet([]).wallet,
      chain,
      clock: movableClock(START),
      log: recordingLog(),
      label: (id, attempt) => `rifa:x:${id}:ancora:${attempt}`,
    });
    expect(await watch.track(anchors.current())).toBeNull();
    expect(anchors.current()).toMatchObject({
      status: 'pending',
      attempt: 2,
      label: 'rifa:x:1:ancora:2',
      txid: null,
    });
  });
});
