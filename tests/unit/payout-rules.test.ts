// The exactly-once rules of the payout sender (docs/protocols/draw.md; payout-sender.ts lists them), one
// by one, over an in-memory SQLite and a fake LND whose answers each test chooses. The devnode
// suites (tests/integration/payouts.test.ts) run the same paths over gRPC; this table reaches
// the branches a real node rarely takes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPayoutJob } from '../../server/src/domain/payouts/payout-job.ts';
import {
  LightningError,
  type ChainTransaction,
  type PayoutRecord,
} from '../../server/src/domain/ports/index.ts';
import { hash64, unavailable } from './support/fake-lightning.ts';
import { PRIZE, seedPrize } from './support/payout-rows.ts';
import { ADDRESS, ADDRESS_2, createWorld, type World } from './support/world.ts';

let w: World;
let payout: () => PayoutRecord;

beforeEach(() => {
  w = createWorld();
});
afterEach(() => w.close());

const sends = () => w.lightning.callsTo('sendToChainAddresses').map(([input]) => input);
/** A transaction already in LND's wallet under this payout's label. */
const labelled = (fields: Partial<ChainTransaction> = {}): ChainTransaction => ({
  txid: hash64('anterior'),
  label: payout().label,
  tokens: PRIZE + 423,
  isOutgoing: true,
  isConfirmed: true,
  outputAddresses: [ADDRESS],
  ...fields,
});

describe('sending a due payout', () => {
  beforeEach(() => {
    payout = seedPrize(w);
  });

  it('sends once, labelled, and records the txid', async () => {
    await w.sender.runDue();
    const [tx] = w.lightning.transactions;
    expect(payout()).toMatchObject({
      status: 'sent',
      txid: tx!.txid,
      attempts: 1,
      last_error: null,
    });
    expect(sends()).toEqual([
      { label: payout().label, outputs: [{ address: ADDRESS, tokens: PRIZE }] },
    ]);
    await w.sender.runDue();
    expect(sends()).toHaveLength(1);
  });

  it('a transaction with its label already in the wallet counts as sent: nothing is sent', async () => {
    w.lightning.transactions.push(labelled({ outputAddresses: [ADDRESS, ADDRESS_2] }));
    await w.sender.runDue();
    expect(payout()).toMatchObject({ status: 'sent', txid: hash64('anterior'), attempts: 0 });
    expect(sends()).toEqual([]);
  });

  it('the label on a transaction paying other addresses is never taken as this payout, nor re-sent', async () => {
    w.lightning.transactions.push(labelled({ outputAddresses: [ADDRESS_2] }));
    await w.sender.runDue();
    expect(payout().status).toBe('unknown');
    expect(sends()).toEqual([]);
  });

  // LND reports output addresses re-encoded from the scripts (lnrpc/rpc_utils.go
  // RPCTransaction): a winner who typed an upper-case bech32 address is paid at the lower-case
  // one (devnode/src/lnd/wallet-service.test.ts pins this on the devnode).
  it('an upper-case bech32 address matches the lower-case output LND reports', async () => {
    w.store.db.prepare('UPDATE payouts SET address = ?').run(ADDRESS.toUpperCase());
    w.lightning.transactions.push(labelled({ fee: 423 }));
    await w.sender.runDue();
    expect(payout()).toMatchObject({ status: 'sent', txid: hash64('anterior') });
    expect(sends()).toEqual([]);
  });

  // A wallet keeps labels forever: a reinstalled app finds the earlier install's payout under
  // the same label, to the same winner's address, for another amount.
  it('a labelled send of another amount is not this payout, nor re-sent', async () => {
    w.lightning.transactions.push(labelled({ tokens: 20_000 + 423, fee: 423 }));
    await w.sender.runDue();
    expect(payout().status).toBe('unknown');
    expect(sends()).toEqual([]);
  });

  it('of several transactions with the label, the one with its addresses and amount is this payout', async () => {
    w.lightning.transactions.push(
      labelled({ txid: hash64('instalação antiga'), tokens: 20_000 + 423, fee: 423 }),
      labelled({ txid: hash64('esta'), fee: 423 }),
    );
    await w.sender.runDue();
    expect(payout()).toMatchObject({ status: 'sent', txid: hash64('esta') });
  });

  it('an incoming transaction with the label is not this send either', async () => {
    w.lightning.transactions.push(labelled({ isOutgoing: false }));
    await w.sender.runDue();
    expect(payout().status).toBe('unknown');
  });

  it('an older LND without output addresses: the label alone identifies it', async () => {
    w.lightning.transactions.push(labelled({ outputAddresses: [] }));
    await w.sender.runDue();
    expect(payout().status).toBe('sent');
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
      'LND answered with an error and holds no such label: failed (nothing left the wallet)',
      new LightningError('unknown', 'UnexpectedSendCoinsError'),
      'failed',
    ],
    [
      'no answer (transport, timeout) and no label yet: unknown, never failed',
      unavailable(),
      'unknown',
    ],
    ['a bug in our code after the call', new TypeError('boom'), 'unknown'],
  ] as const)('%s → %s', async (_case, error, expected) => {
    w.lightning.fail('sendToChainAddresses', error);
    await w.sender.runDue();
    expect(payout()).toMatchObject({ status: expected, attempts: 1, txid: null });
    expect(payout().last_error).toBeTruthy();
  });

  it('an error after LND broadcast it: the label lookup records it as sent', async () => {
    w.lightning.once('sendToChainAddresses', (input) => {
      w.lightning.transactions.push(
        labelled({ txid: hash64('transmitida'), label: input.label, isConfirmed: false }),
      );
      throw unavailable();
    });
    await w.sender.runDue();
    expect(payout()).toMatchObject({ status: 'sent', txid: hash64('transmitida') });
  });

  it('an error and an unreadable wallet afterwards: unknown', async () => {
    w.lightning.fail('sendToChainAddresses', new LightningError('unknown', 'x'));
    w.lightning.reply('getChainTransactions', []);
    w.lightning.fail('getChainTransactions', unavailable());
    await w.sender.runDue();
    expect(payout().status).toBe('unknown');
    expect(w.lightning.queued()).toBe(0);
  });

  it('balance below the amount: awaiting_balance without calling LND to send; LND unreadable: left as it is', async () => {
    w.lightning.balance = PRIZE - 1;
    await w.sender.runDue();
    expect(payout()).toMatchObject({ status: 'awaiting_balance', attempts: 0 });
    expect(payout().last_error).toContain('Saldo on-chain disponível insuficiente');
    w.lightning.down(unavailable());
    await expect(w.sender.runDue()).rejects.toBeInstanceOf(LightningError);
    expect(payout().status).toBe('awaiting_balance');
  });

  it('awaiting_balance is sent by a later pass once the wallet is funded', async () => {
    w.lightning.balance = 0;
    await w.sender.runDue();
    w.lightning.balance = 1_000_000;
    await w.sender.runDue();
    expect(payout()).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

it("'unknown', 'failed' and 'awaiting_admin' are never picked up by the job", async () => {
  const rows = (['unknown', 'failed', 'awaiting_admin'] as const).map((status) =>
    seedPrize(w, status),
  );
  await w.sender.runDue();
  expect(rows.map((row) => row().status)).toEqual(['unknown', 'failed', 'awaiting_admin']);
  expect(sends()).toEqual([]);
});

describe('a row left in sending by a stopped process', () => {
  beforeEach(() => {
    payout = seedPrize(w, 'sending');
  });

  it('waits while LND is unreadable, then is unknown when LND holds no such label: never re-sent', async () => {
    w.lightning.down(unavailable());
    await expect(w.sender.runDue()).rejects.toBeInstanceOf(LightningError);
    expect(payout().status).toBe('sending');
    w.lightning.up();
    await w.sender.runDue();
    expect(payout().status).toBe('unknown');
    expect(sends()).toEqual([]);
  });

  it('is sent when LND holds its label', async () => {
    w.lightning.transactions.push(labelled());
    await w.sender.runDue();
    expect(payout()).toMatchObject({ status: 'sent', txid: hash64('anterior') });
  });
});

describe('the payout job', () => {
  it('LND away: the pass ends with a warning and the rows stay as they are', async () => {
    payout = seedPrize(w);
    w.lightning.down(unavailable());
    await createPayoutJob({ sender: w.sender, log: w.log }).tick();
    expect(payout().status).toBe('pending');
    expect(w.log.messages()).toContain('LND indisponível: pagamentos na próxima verificação');
  });
});
