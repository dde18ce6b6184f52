// What the devnode's on-chain wallet lets a send spend, as LND's does, through the real
// `lightning` client. Where each rule comes from:
// - btcwallet wallet/createtx.go findEligibleOutputs: coin selection skips coins below
//   min_confs (hasMinConfs), and lnrpc/rpc_utils.go ExtractMinConfs makes that 1 unless
//   spend_unconfirmed; so a send's change (wallet/txauthor/author.go
//   NewUnsignedTransaction) cannot pay the next send until it confirms.
// - lnd rpcserver.go WalletBalance: total = ConfirmedBalance(0), confirmed =
//   ConfirmedBalance(1), unconfirmed = the difference; reserved_balance_anchor_chan =
//   RequiredReserve(CurrentNumAnchorChans()).
// - lnd lnwallet/btcwallet/btcwallet.go RequiredReserve: lnwallet/wallet.go
//   AnchorChanReservedValue (10 000) per channel, capped at MaxAnchorChanReservedValue
//   (100 000); lnwallet/wallet.go CurrentNumAnchorChans skips unannounced channels.
// - lnd rpcserver.go sendCoinsOnChain → lnwallet/wallet.go CheckReservedValueTx: a send
//   whose kept coins fall below the reserve fails with ErrReservedValueInvalidated unless
//   its change output ALONE covers it (`TxOut[chIdx].Value < reservedVal` fails).
// - lnd rpcserver.go SendCoins/SendMany → lnrpc.CalculateFeeRate → sweep.FeeEstimateInfo
//   Estimate: the fee estimator's rate for target_conf (the client sends 6); EstimateFee
//   runs the same CreateSimpleTx dry run, so its fee_sat is what SendMany then pays.
// - btcwallet wallet/txsizes/size.go EstimateVirtualSize and txrules.FeeForSerializeSize:
//   one P2WPKH input, one P2WPKH output and the P2TR change budgeted = 153 vbytes (143
//   when the input is P2TR change: a 67 wu witness instead of 109); every extra P2WPKH
//   output adds 31.
// - lightning lnd_methods/onchain/get_chain_balance.js reads confirmed_balance only, hence
//   the raw WalletBalance call, as server/src/adapters/lnd/lnd-chain-wallet.ts makes.
import {
  type AuthenticatedLnd,
  getChainBalance,
  getChainFeeEstimate,
  getChainTransactions,
  sendToChainAddress,
  sendToChainAddresses,
} from 'lightning';
import { beforeEach, describe, expect, it } from 'vitest';

import { rejectionOf, useDevnode } from '../../devnode/src/test-helpers.ts';
import { REGTEST_ADDRESS, REGTEST_ADDRESS_2 } from '../support/addresses.ts';

/** lnwallet/wallet.go ErrReservedValueInvalidated, word for word. */
const RESERVED =
  'reserved wallet balance invalidated: transaction would leave insufficient funds for ' +
  'fee bumping anchor channel closings (see debug log for details)';
/** One P2WPKH coin paying one P2WPKH output plus P2TR change (EstimateVirtualSize). */
const ONE_OUTPUT_VBYTES = 153;
/** The same paid from the wallet's P2TR change (RedeemP2TRInputWitnessWeight). */
const FROM_CHANGE_VBYTES = 143;
const P2WPKH_OUTPUT_VBYTES = 31;
const FUNDS = 1_000_000;

interface WalletBalance {
  total_balance: string;
  confirmed_balance: string;
  unconfirmed_balance: string;
  reserved_balance_anchor_chan: string;
}

/** Lightning.WalletBalance over the client's own stub: getChainBalance drops most fields. */
const walletBalance = (lnd: AuthenticatedLnd): Promise<WalletBalance> =>
  new Promise((resolve, reject) => {
    const stub = lnd.default as {
      walletBalance(req: object, cb: (err: Error | null, res: WalletBalance) => void): void;
    };
    stub.walletBalance({}, (err, res) => (err ? reject(err) : resolve(res)));
  });

const { devnode, lnd } = useDevnode({ initialBalance: FUNDS, ports: { control: false } });

// Every case starts from one confirmed coin, the default estimate and one public channel.
beforeEach(() => {
  devnode.setBalance(FUNDS);
  devnode.setFeeRate(3);
  devnode.setChannels('public');
  devnode.setAnchorChannels(1);
});

describe("a send's change", () => {
  // createtx.go findEligibleOutputs (hasMinConfs, min_confs 1 from ExtractMinConfs);
  // rpcserver.go WalletBalance splits ConfirmedBalance(0) and ConfirmedBalance(1).
  it('is unconfirmed and cannot pay the next send until it confirms', async () => {
    await sendToChainAddress({ lnd, address: REGTEST_ADDRESS, tokens: 20_000 });
    const change = FUNDS - 20_000 - 3 * ONE_OUTPUT_VBYTES;
    expect(await walletBalance(lnd)).toMatchObject({
      total_balance: String(change),
      confirmed_balance: '0',
      unconfirmed_balance: String(change),
    });
    expect(await getChainBalance({ lnd })).toEqual({ chain_balance: 0 });

    // The wallet holds 979 541 sat in all, yet nothing it may spend.
    const [code, name] = await rejectionOf(
      sendToChainAddress({ lnd, address: REGTEST_ADDRESS, tokens: 20_000 }),
    );
    expect([code, name]).toEqual([503, 'InsufficientBalanceToSendToChainAddress']);

    devnode.mine(1);
    expect(await walletBalance(lnd)).toMatchObject({
      confirmed_balance: String(change),
      unconfirmed_balance: '0',
    });
    await sendToChainAddress({ lnd, address: REGTEST_ADDRESS, tokens: 20_000 });
  });

  // lnrpc/rpc_utils.go ExtractMinConfs: spend_unconfirmed gives min_confs 0; the client
  // sends it for utxo_confirmations 0 (send_to_chain_address.js).
  it('is spent unconfirmed when the caller asks (utxo_confirmations 0 → spend_unconfirmed)', async () => {
    await sendToChainAddress({ lnd, address: REGTEST_ADDRESS, tokens: 20_000 });
    const sent = await sendToChainAddress({
      lnd,
      address: REGTEST_ADDRESS,
      tokens: 20_000,
      utxo_confirmations: 0,
    });
    expect(devnode.sentCoins().at(-1)?.txid).toBe(sent.id);
  });
});

describe('the anchor reserve', () => {
  // rpcserver.go WalletBalance → btcwallet.go RequiredReserve(wallet.go CurrentNumAnchorChans).
  it('WalletBalance reports 10 000 per public anchor channel, at most 100 000', async () => {
    const reserved = async () => (await walletBalance(lnd)).reserved_balance_anchor_chan;
    expect(await reserved()).toBe('10000');
    for (const [count, reserve] of [
      [0, '0'],
      [3, '30000'],
      [10, '100000'],
      [25, '100000'],
    ] as const) {
      devnode.setAnchorChannels(count);
      expect(await reserved()).toBe(reserve);
    }
    // Private channels do not count: a node behind an LSP keeps none.
    devnode.setChannels('private');
    expect(await reserved()).toBe('0');
  });

  // lnwallet/wallet.go CheckReservedValue (kept coins + outputs to known addresses) then
  // CheckReservedValueTx with the dry run's ChangeIndex: change >= reserve passes.
  it('a send keeping less than the reserve fails with LND’s text; nothing is sent', async () => {
    devnode.setBalance(100_000);
    const sentBefore = devnode.sentCoins().length;
    // Change = 100 000 − amount − 459: 9 999 < 10 000.
    const one = await rejectionOf(
      sendToChainAddress({ lnd, address: REGTEST_ADDRESS, tokens: 89_542 }),
    );
    expect([one[1], one[2]?.err?.details]).toEqual(['UnexpectedSendCoinsError', RESERVED]);
    const many = await rejectionOf(
      sendToChainAddresses({ lnd, send_to: [{ address: REGTEST_ADDRESS, tokens: 95_000 }] }),
    );
    expect([many[1], many[2]?.err?.details]).toEqual(['UnexpectedSendManyError', RESERVED]);
    expect(devnode.sentCoins()).toHaveLength(sentBefore);

    // Change of exactly the reserve covers it.
    await sendToChainAddress({ lnd, address: REGTEST_ADDRESS, tokens: 89_541 });
    expect(devnode.sentCoins().at(-1)).toMatchObject({ amount: 89_541, fee: 459 });
    expect((await walletBalance(lnd)).unconfirmed_balance).toBe('10000');
  });

  // lnwallet/wallet.go CurrentNumAnchorChans: `c.ChannelFlags&lnwire.FFAnnounceChannel == 0`
  // skips the channel, so the reserve is 0 and CheckReservedValue always passes.
  it('binds no node whose channels are all private', async () => {
    devnode.setBalance(100_000);
    devnode.setChannels('private');
    await sendToChainAddress({ lnd, address: REGTEST_ADDRESS, tokens: 95_000 });
    expect(devnode.sentCoins().at(-1)).toMatchObject({ amount: 95_000, fee: 459 });
  });
});

describe('fees', () => {
  // rpcserver.go SendCoins: maybeUseDefaultConf + lnrpc.CalculateFeeRate → the estimator's
  // EstimateFeePerKW; btcwallet txauthor NewUnsignedTransaction sizes the fee
  // (txsizes.EstimateVirtualSize, txrules.FeeForSerializeSize).
  it('come from the fee estimator: setFeeRate changes the next send', async () => {
    const feeOfLastSend = async (): Promise<number | undefined> => {
      const last = devnode.sentCoins().at(-1);
      const listed = (await getChainTransactions({ lnd })).transactions.find(
        (tx) => tx.id === last?.txid,
      );
      expect(listed?.fee).toBe(last?.fee);
      return last?.fee;
    };
    await sendToChainAddress({ lnd, address: REGTEST_ADDRESS, tokens: 10_000 });
    expect(await feeOfLastSend()).toBe(3 * ONE_OUTPUT_VBYTES);

    // The next send spends that send's change, a P2TR coin, once it confirms.
    devnode.mine(1);
    devnode.setFeeRate(10);
    await sendToChainAddress({ lnd, address: REGTEST_ADDRESS, tokens: 10_000 });
    expect(await feeOfLastSend()).toBe(10 * FROM_CHANGE_VBYTES);
  });

  // rpcserver.go EstimateFee: the same CreateSimpleTx dry run, fee_sat = TotalInput − outputs,
  // sat_per_vbyte = feePerKw.FeePerVByte(); the client's get_chain_fee_estimate.js.
  it('getChainFeeEstimate (EstimateFee) is what SendMany then pays', async () => {
    devnode.setFeeRate(7);
    const send_to = [
      { address: REGTEST_ADDRESS, tokens: 30_000 },
      { address: REGTEST_ADDRESS_2, tokens: 12_000 },
    ];
    const estimate = await getChainFeeEstimate({ lnd, send_to });
    expect(estimate).toEqual({
      fee: 7 * (ONE_OUTPUT_VBYTES + P2WPKH_OUTPUT_VBYTES),
      tokens_per_vbyte: 7,
    });
    const sent = await sendToChainAddresses({ lnd, send_to });
    expect(devnode.sentCoins().at(-1)).toMatchObject({ txid: sent.id, fee: estimate.fee });
  });
});
