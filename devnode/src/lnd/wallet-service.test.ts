import {
  getChainBalance,
  getChainTransactions,
  getWalletInfo,
  sendToChainAddress,
  sendToChainAddresses,
} from 'lightning';
import { afterEach, describe, expect, it } from 'vitest';

import {
  MAINNET_ADDRESS,
  REGTEST_ADDRESS,
  REGTEST_ADDRESS_2,
} from '../../../tests/support/addresses.ts';
import { rejectionOf, useDevnode } from '../test-helpers.ts';

// The on-chain wallet the app pays prizes from (docs/protocols/draw.md payouts), through the real
// `lightning` client.

const { devnode, lnd } = useDevnode({ initialBalance: 1_000_000, ports: { control: false } });

// A send's change is unconfirmed and not spendable until it confirms (spendable.test.ts):
// each case starts from a wallet whose coins are all confirmed.
afterEach(() => {
  devnode.mine(1);
});

describe('on-chain wallet', () => {
  it('starts with the initial balance, funded by one confirmed transaction', async () => {
    expect(await getChainBalance({ lnd })).toEqual({ chain_balance: 1_000_000 });
    const { transactions } = await getChainTransactions({ lnd });
    expect(transactions).toHaveLength(1);
    expect(transactions[0]).toMatchObject({
      is_confirmed: true,
      is_outgoing: false,
      tokens: 1_000_000,
    });
  });

  it('sendToChainAddress pays, labels, and confirms at the next block', async () => {
    const sent = await sendToChainAddress({
      lnd,
      address: REGTEST_ADDRESS,
      tokens: 25_000,
      description: 'prêmio rifa 42',
    });
    expect(sent).toMatchObject({ tokens: 25_000, is_confirmed: false, is_outgoing: true });
    expect(sent.id).toMatch(/^[0-9a-f]{64}$/);
    const { chain_balance } = await getChainBalance({ lnd });
    const mine = (await getChainTransactions({ lnd })).transactions.find((tx) => tx.id === sent.id);
    expect(mine).toMatchObject({
      description: 'prêmio rifa 42',
      is_outgoing: true,
      is_confirmed: false,
    });
    expect(mine?.output_addresses).toContain(REGTEST_ADDRESS);
    expect(mine?.tokens).toBe(25_000 + (mine?.fee ?? 0));
    // The one funding coin is spent; its change waits unconfirmed (LND's confirmed_balance).
    expect(chain_balance).toBe(0);
    expect(devnode.sentCoins().at(-1)).toMatchObject({
      txid: sent.id,
      address: REGTEST_ADDRESS,
      amount: 25_000,
      label: 'prêmio rifa 42',
      confirmations: 0,
    });

    const [block] = devnode.mine(1);
    const confirmed = (await getChainTransactions({ lnd })).transactions.find(
      (tx) => tx.id === sent.id,
    );
    expect(confirmed).toMatchObject({
      is_confirmed: true,
      block_id: block?.hash,
      confirmation_height: block?.height,
      confirmation_count: 1,
    });
    expect((await getWalletInfo({ lnd })).current_block_height).toBe(block?.height);
    expect((await getChainBalance({ lnd })).chain_balance).toBe(1_000_000 - (mine?.tokens ?? 0));
  });

  it('honours after/before heights: before always excludes unconfirmed', async () => {
    const pending = await sendToChainAddress({
      lnd,
      address: REGTEST_ADDRESS,
      tokens: 1000,
      description: 'pendente',
    });
    const tip = devnode.tip().height;
    const ids = async (args: { after?: number; before?: number }): Promise<string[]> =>
      (await getChainTransactions({ lnd, ...args })).transactions.map((tx) => tx.id);
    expect(await ids({ after: tip })).toEqual([pending.id]);
    expect(await ids({ before: tip + 1 })).not.toContain(pending.id);
    expect((await ids({ after: 0 })).at(-1)).toBe(pending.id);
    // The block before the tip holds the first case's send (the tip is afterEach's block).
    expect(await ids({ after: tip - 2, before: tip })).toHaveLength(1);
  });

  it('refuses more than the balance with LND’s text, which the client names', async () => {
    const [code, name] = await rejectionOf(
      sendToChainAddress({ lnd, address: REGTEST_ADDRESS, tokens: 5_000_000 }),
    );
    expect([code, name]).toEqual([503, 'InsufficientBalanceToSendToChainAddress']);
  });

  it('refuses an address of another network', async () => {
    const [, name, details] = await rejectionOf(
      sendToChainAddress({ lnd, address: MAINNET_ADDRESS, tokens: 1000 }),
    );
    expect(name).toBe('UnexpectedSendCoinsError');
    expect(details?.err?.code).toBe(2);
  });

  it('fails the next SendCoins on demand, then works again', async () => {
    devnode.failNextSendCoins();
    const [, name] = await rejectionOf(
      sendToChainAddress({ lnd, address: REGTEST_ADDRESS, tokens: 1000 }),
    );
    expect(name).toBe('UnexpectedSendCoinsError');
    devnode.mine(1);
    await sendToChainAddress({ lnd, address: REGTEST_ADDRESS, tokens: 1000 });
  });

  it('sendToChainAddresses (SendMany) pays every output in one labelled transaction', async () => {
    const before = (await getChainBalance({ lnd })).chain_balance;
    const sent = await sendToChainAddresses({
      lnd,
      send_to: [
        { address: REGTEST_ADDRESS, tokens: 3_000 },
        { address: REGTEST_ADDRESS_2, tokens: 4_500 },
      ],
      description: 'rifa:7:reembolso',
    });
    expect(sent).toMatchObject({ tokens: 7_500, is_confirmed: false, is_outgoing: true });
    expect(sent.id).toMatch(/^[0-9a-f]{64}$/);
    const tx = (await getChainTransactions({ lnd })).transactions.find((row) => row.id === sent.id);
    expect(tx).toMatchObject({ description: 'rifa:7:reembolso', is_outgoing: true });
    expect(tx?.output_addresses).toEqual(
      expect.arrayContaining([REGTEST_ADDRESS, REGTEST_ADDRESS_2]),
    );
    expect(tx?.tokens).toBe(7_500 + (tx?.fee ?? 0));
    devnode.mine(1);
    expect((await getChainBalance({ lnd })).chain_balance).toBe(before - (tx?.tokens ?? 0));
    expect(devnode.sentCoins().at(-1)).toMatchObject({
      txid: sent.id,
      amount: 7_500,
      label: 'rifa:7:reembolso',
      outputs: [
        { address: REGTEST_ADDRESS, amount: 3_000 },
        { address: REGTEST_ADDRESS_2, amount: 4_500 },
      ],
    });
  });

  it('SendMany is all or nothing: a bad address, too little balance, or an injected failure sends nothing', async () => {
    const count = devnode.sentCoins().length;
    const balance = (await getChainBalance({ lnd })).chain_balance;
    const bad = await rejectionOf(
      sendToChainAddresses({
        lnd,
        send_to: [
          { address: REGTEST_ADDRESS, tokens: 1_000 },
          { address: MAINNET_ADDRESS, tokens: 1_000 },
        ],
      }),
    );
    expect(bad[1]).toBe('UnexpectedSendManyError');
    // The client names insufficient funds only for SendCoins; SendMany's stays generic.
    const poor = await rejectionOf(
      sendToChainAddresses({ lnd, send_to: [{ address: REGTEST_ADDRESS, tokens: balance }] }),
    );
    expect([poor[1], poor[2]?.err?.code]).toEqual(['UnexpectedSendManyError', 2]);
    devnode.failNextSendCoins();
    const injected = await rejectionOf(
      sendToChainAddresses({ lnd, send_to: [{ address: REGTEST_ADDRESS, tokens: 1_000 }] }),
    );
    expect(injected[1]).toBe('UnexpectedSendManyError');
    expect(devnode.sentCoins()).toHaveLength(count);
    expect((await getChainBalance({ lnd })).chain_balance).toBe(balance);
  });

  // lnrpc/rpc_utils.go RPCTransaction (LND v0.21): DestAddresses are built with
  // `a.EncodeAddress()` from the parsed output scripts, and btcutil encodes bech32 in lower
  // case (BIP 173 allows an all-upper-case address, e.g. from a QR code, and SendCoins
  // accepts it); lightning's rpc_tx_as_transaction.js reads output_addresses from them.
  it('reports output addresses re-encoded: an upper-case bech32 recipient comes back in lower case', async () => {
    const sent = await sendToChainAddress({
      lnd,
      address: REGTEST_ADDRESS.toUpperCase(),
      tokens: 7_000,
      description: 'caixa alta',
    });
    const mine = (await getChainTransactions({ lnd })).transactions.find((tx) => tx.id === sent.id);
    expect(mine?.output_addresses).toContain(REGTEST_ADDRESS);
    expect(mine?.output_addresses).not.toContain(REGTEST_ADDRESS.toUpperCase());
  });

  it('reports the fee apart, and tokens as the amount sent plus the fee', async () => {
    const sent = await sendToChainAddress({ lnd, address: REGTEST_ADDRESS_2, tokens: 9_000 });
    const mine = (await getChainTransactions({ lnd })).transactions.find((tx) => tx.id === sent.id);
    expect(mine?.fee).toBeGreaterThan(0);
    expect((mine?.tokens ?? 0) - (mine?.fee ?? 0)).toBe(9_000);
  });

  it('setBalance changes the confirmed balance', async () => {
    devnode.setBalance(42);
    expect(await getChainBalance({ lnd })).toEqual({ chain_balance: 42 });
    const [, name] = await rejectionOf(
      sendToChainAddress({ lnd, address: REGTEST_ADDRESS, tokens: 1_000 }),
    );
    expect(name).toBe('InsufficientBalanceToSendToChainAddress');
  });
});
