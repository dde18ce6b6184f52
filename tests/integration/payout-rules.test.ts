// The exactly-once rules of the payout sender (DESIGN.md §8), one by one: a real SQLite
// store and a scripted Lightning port whose answers a test chooses (the devnode tests run
// the same paths over gRPC; this table reaches the branches a real node rarely takes).
import { beforeEach, describe, expect, it } from 'vitest';
import type { PayoutStatus } from '@rifa/shared';
import { createStore, type Store } from '../../server/src/adapters/sqlite/index.ts';
import {
  LightningError,
  type ChainTransaction,
  type Lightning,
} from '../../server/src/domain/ports/index.ts';
import { createPayoutSender } from '../../server/src/domain/payout-sender.ts';
import { createPayouts } from '../../server/src/domain/payouts.ts';

const ADDRESS = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
const OTHER = 'bcrt1qqurswpc8qurswpc8qurswpc8qurswpc8dxm0gk';
const LABEL = 'rifa:1:premio';
const NOW = '2030-01-01T00:00:00.000Z';
const silent = { info: () => {}, warn: () => {}, error: () => {} };

interface Script {
  balance: number;
  transactions: ChainTransaction[];
  /** What sendToChainAddresses does: record the send, or fail (before or after recording it). */
  send: 'ok' | { error: LightningError | Error; after?: boolean };
  readFails?: boolean;
}

let store: Store;
let script: Script;
let sends: { label: string; outputs: { address: string; tokens: number }[] }[];

function fakeLightning(): Lightning {
  const unused = () => Promise.reject(new Error('unused'));
  return {
    createInvoice: unused,
    getInvoice: unused,
    cancelInvoice: unused,
    subscribeInvoices: () => ({ close() {} }),
    getInfo: unused,
    getChainBalance: async () => script.balance,
    getChainTransactions: async () => {
      if (script.readFails) throw new LightningError('unavailable', 'LND inacessível');
      return script.transactions;
    },
    async sendToChainAddresses(input) {
      const record = () => {
        sends.push(input);
        script.transactions.push({
          txid: 'ab'.repeat(32),
          label: input.label,
          tokens: 1,
          isOutgoing: true,
          isConfirmed: false,
          outputAddresses: input.outputs.map((o) => o.address),
        });
      };
      if (script.send === 'ok') {
        record();
        return { txid: 'ab'.repeat(32) };
      }
      if (script.send.after) record();
      throw script.send.error;
    },
  };
}

function setup(status: PayoutStatus = 'pending') {
  store.db.exec(`
    INSERT INTO users (id, email, name, btc_address, password_hash, created_at, updated_at) VALUES (1, 'a@b.c', 'A', '${ADDRESS}', 'x', '${NOW}', '${NOW}');
    INSERT INTO raffles (id, name, prize_amount, ticket_price, total_tickets, end_date, status, draw_id, created_at, updated_at)
      VALUES (1, 'Rifa', 50000, 1000, 10, '${NOW}', 'completed', '1', '${NOW}', '${NOW}');
    INSERT INTO payouts (id, raffle_id, kind, label, status, amount, address, user_id, created_at, updated_at)
      VALUES (1, 1, 'prize', '${LABEL}', '${status}', 50000, '${ADDRESS}', 1, '${NOW}', '${NOW}');`);
}

const sender = () =>
  createPayoutSender({
    payouts: store.payouts,
    lightning: fakeLightning(),
    clock: { now: () => new Date(NOW) },
    log: silent,
  });
const payout = () => store.payouts.find(1)!;

beforeEach(() => {
  store = createStore(':memory:');
  script = { balance: 1_000_000, transactions: [], send: 'ok' };
  sends = [];
});

describe('sending a due payout', () => {
  it('sends once, labelled, and records the txid', async () => {
    setup();
    await sender().runDue();
    expect(payout()).toMatchObject({ status: 'sent', txid: 'ab'.repeat(32), attempts: 1 });
    expect(sends).toEqual([{ label: LABEL, outputs: [{ address: ADDRESS, tokens: 50_000 }] }]);
    await sender().runDue();
    expect(sends).toHaveLength(1);
  });

  it('a transaction with its label already in the wallet counts as sent: nothing is sent', async () => {
    setup();
    script.transactions.push({
      txid: 'cd'.repeat(32),
      label: LABEL,
      tokens: 50_423,
      isOutgoing: true,
      isConfirmed: true,
      outputAddresses: [ADDRESS, OTHER],
    });
    await sender().runDue();
    expect(payout()).toMatchObject({ status: 'sent', txid: 'cd'.repeat(32), attempts: 0 });
    expect(sends).toEqual([]);
  });

  it('the label on a transaction paying other addresses is never taken as this payout, nor re-sent', async () => {
    setup();
    script.transactions.push({
      txid: 'cd'.repeat(32),
      label: LABEL,
      tokens: 9,
      isOutgoing: true,
      isConfirmed: true,
      outputAddresses: [OTHER],
    });
    await sender().runDue();
    expect(payout().status).toBe('unknown');
    expect(sends).toEqual([]);
  });

  it.each([
    [
      'LND refuses for lack of funds (named)',
      new LightningError('insufficient_balance', 'x'),
      'awaiting_balance',
    ],
    [
      'LND is locked: the call never reached the wallet',
      new LightningError('locked', 'x'),
      'pending',
    ],
    [
      'LND answered with an error and holds no such label',
      new LightningError('unknown', 'UnexpectedSendCoinsError'),
      'failed',
    ],
    [
      'no answer (transport, timeout) and no label yet',
      new LightningError('unavailable', 'x'),
      'unknown',
    ],
    ['a bug in our code after the call', new TypeError('boom'), 'unknown'],
  ] as const)('%s → %s', async (_case, error, expected) => {
    setup();
    script.send = { error };
    await sender().runDue();
    expect(payout()).toMatchObject({ status: expected, attempts: 1, txid: null });
    expect(payout().last_error).toBeTruthy();
  });

  it('an error after LND broadcast it: the label lookup records it as sent', async () => {
    setup();
    script.send = { error: new LightningError('unavailable', 'x'), after: true };
    await sender().runDue();
    expect(payout()).toMatchObject({ status: 'sent', txid: 'ab'.repeat(32) });
  });

  it('an error and an unreadable wallet afterwards: unknown', async () => {
    setup();
    script.send = { error: new LightningError('unknown', 'x') };
    const lightning = fakeLightning();
    let reads = 0;
    const flaky: Lightning = {
      ...lightning,
      getChainTransactions: () =>
        reads++ === 0
          ? lightning.getChainTransactions()
          : Promise.reject(new LightningError('unavailable', 'x')),
    };
    await createPayoutSender({
      payouts: store.payouts,
      lightning: flaky,
      clock: { now: () => new Date(NOW) },
      log: silent,
    }).runDue();
    expect(payout().status).toBe('unknown');
  });

  it('balance below the amount: awaiting_balance without calling LND; LND unreadable: left as it is', async () => {
    setup();
    script.balance = 49_999;
    await sender().runDue();
    expect(payout()).toMatchObject({ status: 'awaiting_balance', attempts: 0 });
    script.readFails = true;
    await expect(sender().runDue()).rejects.toBeInstanceOf(LightningError);
    expect(payout().status).toBe('awaiting_balance');
  });

  it("'unknown', 'failed' and 'awaiting_admin' are never picked up by the job", async () => {
    for (const status of ['unknown', 'failed', 'awaiting_admin'] as const) {
      store = createStore(':memory:');
      setup(status);
      await sender().runDue();
      expect(payout().status).toBe(status);
    }
    expect(sends).toEqual([]);
  });
});

describe('a row left in sending by a stopped process', () => {
  it('is sent when LND holds its label, unknown when it does not, and waits while LND is unreadable', async () => {
    setup('sending');
    script.readFails = true;
    await expect(sender().runDue()).rejects.toBeInstanceOf(LightningError);
    expect(payout().status).toBe('sending');

    script.readFails = false;
    await sender().runDue();
    expect(payout().status).toBe('unknown');
    expect(sends).toEqual([]);

    store = createStore(':memory:');
    setup('sending');
    script.transactions.push({
      txid: 'ef'.repeat(32),
      label: LABEL,
      tokens: 1,
      isOutgoing: true,
      isConfirmed: false,
      outputAddresses: [ADDRESS],
    });
    await sender().runDue();
    expect(payout()).toMatchObject({ status: 'sent', txid: 'ef'.repeat(32) });
  });
});

describe('admin actions', () => {
  const payouts = () => {
    const s = sender();
    return createPayouts({
      payouts: store.payouts,
      raffles: store.raffles,
      sender: s,
      clock: { now: () => new Date(NOW) },
    });
  };

  it('a retry of an unknown payout still checks the label first', async () => {
    setup('unknown');
    script.transactions.push({
      txid: 'cd'.repeat(32),
      label: LABEL,
      tokens: 1,
      isOutgoing: true,
      isConfirmed: true,
      outputAddresses: [ADDRESS],
    });
    expect(await payouts().retry(1, 1)).toMatchObject({ status: 'sent', txid: 'cd'.repeat(32) });
    expect(sends).toEqual([]);
  });

  it('a payout in flight can be neither confirmed nor retried', async () => {
    setup('sending');
    await expect(payouts().confirm(1, {}, 1)).rejects.toMatchObject({ code: 'conflict' });
    await expect(payouts().retry(1, 1)).rejects.toMatchObject({ code: 'conflict' });
  });
});
