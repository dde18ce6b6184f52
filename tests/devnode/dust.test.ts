// The devnode's SendCoins and SendMany refuse an output below the dust limit the way LND
// does, driven through the real `lightning` client. Where each rule comes from:
// - lnd rpcserver.go sendCoinsOnChain (used by SendCoins and SendMany): a dry run of
//   lnwallet/btcwallet/btcwallet.go CreateSimpleTx before anything is sent, which runs
//   every output through txrules.CheckOutput at txrules.DefaultRelayFeePerKb (1000 sat/kvB)
//   BEFORE coin selection, so one dust output fails the whole transaction.
// - btcwallet wallet/txrules/rules.go CheckOutput → ErrOutputIsDust, "transaction output is
//   dust"; IsDustOutput → btcd mempool/policy.go IsDust and GetDustThreshold: 3 × (output's
//   serialized size + 41 + 107, that 107 divided by 4 for a witness program), so a value
//   below the threshold is dust and a value equal to it is not.
// - lightning lnd_methods/onchain/send_to_chain_address.js: any SendCoins error but
//   insufficient funds → [500, 'UnexpectedSendCoinsError', {err}];
//   send_to_chain_addresses.js: every SendMany error → [500, 'UnexpectedSendManyError', {err}].
import { sendToChainAddress, sendToChainAddresses } from 'lightning';
import { afterEach, describe, expect, it } from 'vitest';

import { rejectionOf, useDevnode } from '../../devnode/src/test-helpers.ts';
import {
  REGTEST_ADDRESS,
  REGTEST_ADDRESS_2,
  REGTEST_P2PKH_ADDRESS,
  REGTEST_P2TR_ADDRESS,
} from '../support/addresses.ts';

const DUST = 'transaction output is dust';

// GetDustThreshold for each kind of output script.
const LIMITS = [
  // 3 × (8 + 1 + 22 script + 41 + 107/4): P2WPKH.
  { kind: 'P2WPKH', address: REGTEST_ADDRESS, limit: 294 },
  // 3 × (8 + 1 + 34 script + 41 + 107/4): P2TR (a witness program too).
  { kind: 'P2TR', address: REGTEST_P2TR_ADDRESS, limit: 330 },
  // 3 × (8 + 1 + 25 script + 41 + 107): P2PKH, not a witness program.
  { kind: 'P2PKH', address: REGTEST_P2PKH_ADDRESS, limit: 546 },
] as const;

const { devnode, lnd } = useDevnode({ initialBalance: 1_000_000, ports: { control: false } });

// A send spends confirmed coins only, so its change must confirm before the next case.
afterEach(() => {
  devnode.mine(1);
});

describe('SendCoins (sendToChainAddress)', () => {
  // rpcserver.go SendCoins → sendCoinsOnChain → btcwallet.go CreateSimpleTx → txrules
  // CheckOutput; policy.go IsDust: value·1000/threshold < 1000, so the limit itself passes.
  it.each(LIMITS)(
    'refuses $kind below $limit sat, whole, and sends exactly $limit',
    async (row) => {
      const sentBefore = devnode.sentCoins().length;
      const [code, name, details] = await rejectionOf(
        sendToChainAddress({ lnd, address: row.address, tokens: row.limit - 1 }),
      );
      expect([code, name]).toEqual([500, 'UnexpectedSendCoinsError']);
      expect(details?.err).toMatchObject({ code: 2, details: DUST });
      expect(devnode.sentCoins()).toHaveLength(sentBefore);

      const sent = await sendToChainAddress({ lnd, address: row.address, tokens: row.limit });
      expect(sent.tokens).toBe(row.limit);
      expect(devnode.sentCoins().at(-1)).toMatchObject({
        txid: sent.id,
        outputs: [{ address: row.address, amount: row.limit }],
      });
    },
  );

  // btcwallet.go CreateSimpleTx: the CheckOutput loop runs before b.wallet.CreateSimpleTx
  // selects coins (createtx.go txToOutputs), so dust is reported ahead of insufficient funds.
  it('checks dust before coin selection: an empty wallet still answers "dust"', async () => {
    devnode.setBalance(0);
    try {
      const dust = await rejectionOf(
        sendToChainAddress({ lnd, address: REGTEST_ADDRESS, tokens: 293 }),
      );
      expect([dust[1], dust[2]?.err?.details]).toEqual(['UnexpectedSendCoinsError', DUST]);
      // At the limit the output passes, and only then does coin selection find nothing.
      const poor = await rejectionOf(
        sendToChainAddress({ lnd, address: REGTEST_ADDRESS, tokens: 294 }),
      );
      expect(poor[1]).toBe('InsufficientBalanceToSendToChainAddress');
    } finally {
      devnode.setBalance(1_000_000);
    }
  });
});

describe('SendMany (sendToChainAddresses)', () => {
  // rpcserver.go SendMany → sendCoinsOnChain: the same CreateSimpleTx dry run and checks.
  it.each(LIMITS)('refuses a lone $kind output below $limit sat', async (row) => {
    const sentBefore = devnode.sentCoins().length;
    const [code, name, details] = await rejectionOf(
      sendToChainAddresses({ lnd, send_to: [{ address: row.address, tokens: row.limit - 1 }] }),
    );
    expect([code, name]).toEqual([500, 'UnexpectedSendManyError']);
    expect(details?.err).toMatchObject({ code: 2, details: DUST });
    expect(devnode.sentCoins()).toHaveLength(sentBefore);
  });

  // txrules.CheckOutput per output: each at its own GetDustThreshold passes.
  it('pays every kind exactly at its limit in one transaction', async () => {
    const send_to = LIMITS.map((row) => ({ address: row.address, tokens: row.limit }));
    const sent = await sendToChainAddresses({ lnd, send_to });
    expect(sent.tokens).toBe(294 + 330 + 546);
    expect(devnode.sentCoins().at(-1)).toMatchObject({
      txid: sent.id,
      amount: 294 + 330 + 546,
      outputs: LIMITS.map((row) => ({ address: row.address, amount: row.limit })),
    });
  });

  // btcwallet.go CreateSimpleTx returns on the first failing output: no transaction is
  // authored, so sendCoinsOnChain never reaches SendOutputs.
  it('one dust output fails the whole SendMany: nothing is sent, the balance is untouched', async () => {
    const sentBefore = devnode.sentCoins();
    const balanceBefore = devnode.state().balance;
    const [, name, details] = await rejectionOf(
      sendToChainAddresses({
        lnd,
        send_to: [
          { address: REGTEST_ADDRESS, tokens: 50_000 },
          { address: REGTEST_P2TR_ADDRESS, tokens: 329 },
          { address: REGTEST_ADDRESS_2, tokens: 20_000 },
        ],
        description: 'rifa:dust:reembolso',
      }),
    );
    expect([name, details?.err?.details]).toEqual(['UnexpectedSendManyError', DUST]);
    expect(devnode.sentCoins()).toEqual(sentBefore);
    expect(devnode.state()).toMatchObject({ balance: balanceBefore, unconfirmedBalance: 0 });
  });
});
