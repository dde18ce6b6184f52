import type { Chain } from '../bitcoind/chain.ts';
import {
  type FeeEstimator,
  estimateFeeRate,
  feeRateFor,
  kwToSatPerVbyte,
  minConfsFor,
} from './fee-estimator.ts';
import { transactionMessage } from './messages.ts';
import type { NodeKey } from './node-key.ts';
import type { ServiceImpl } from './service.ts';
import type { Wallet } from './wallet.ts';

// Lightning.GetInfo, WalletBalance, SendCoins, SendMany, EstimateFee and GetTransactions over
// the devnode chain and wallet. The send RPCs resolve fee rate and confirmations as
// rpcserver.go does before the wallet builds anything.

/** The LND release the devnode speaks for (the `lightning` 12 line supports 0.20 and 0.21). */
export const LND_VERSION = '0.21.3-beta';

// What LND 0.21.3 advertises in GetInfo, as a real node (regtest, default options) lists it;
// names from lnwire/features.go Features. The client only needs the map present.
const feature = (name: string, isRequired: boolean) => ({
  name,
  is_required: isRequired,
  is_known: true,
});
const NODE_FEATURES = {
  0: feature('data-loss-protect', true),
  5: feature('upfront-shutdown-script', false),
  7: feature('gossip-queries', false),
  8: feature('tlv-onion', true),
  12: feature('static-remote-key', true),
  14: feature('payment-addr', true),
  17: feature('multi-path-payments', false),
  23: feature('anchors-zero-fee-htlc-tx', false),
  25: feature('route-blinding', false),
  27: feature('shutdown-any-segwit', false),
  30: feature('amp', true),
  31: feature('amp', false),
  35: feature('quiescence', false),
  39: feature('onion-messages', false),
  44: feature('explicit-commitment-type', true),
  261: feature('accountable-x', false),
  2023: feature('script-enforced-lease', false),
};

/** Fee and coin fields SendCoins, SendMany and EstimateFee share (int64 as strings). */
interface FundingFields {
  target_conf: number;
  sat_per_vbyte?: string;
  sat_per_byte?: string;
  min_confs: number;
  spend_unconfirmed: boolean;
}

interface SendCoinsRequest extends FundingFields {
  addr: string;
  amount: string;
  send_all: boolean;
  label: string;
}

interface EstimateFeeRequest extends FundingFields {
  /** proto map<string, int64>: address → amount, int64 as a decimal string. */
  AddrToAmount: Record<string, string>;
}

interface SendManyRequest extends EstimateFeeRequest {
  label: string;
}

interface GetTransactionsRequest {
  start_height: number;
  end_height: number;
  index_offset: number;
  max_transactions: number;
}

export interface WalletServiceDeps {
  chain: Chain;
  wallet: Wallet;
  nodeKey: NodeKey;
  /** While true, GetInfo says synced_to_chain false (rpcserver.go GetInfo: Wallet.IsSynced()). */
  syncing: () => boolean;
  feeEstimator: FeeEstimator;
}

const outputsOf = (addrToAmount: Record<string, string> | undefined) =>
  Object.entries(addrToAmount ?? {}).map(([address, amount]) => ({
    address,
    amount: Number(amount),
  }));

/** "txid:vout" as lnrpc.OutPoint (rpcserver.go UtxosToOutpoints): txid_bytes in wire order. */
const outPointMessage = (outpoint: string): Record<string, unknown> => {
  const [txid = '', vout = '0'] = outpoint.split(':');
  return {
    txid_bytes: Buffer.from(txid, 'hex').reverse(),
    txid_str: txid,
    output_index: Number(vout),
  };
};

export function createLightningWalletMethods(deps: WalletServiceDeps): ServiceImpl {
  const { chain, wallet, nodeKey, syncing, feeEstimator } = deps;

  /** rpcserver.go SendCoins/SendMany: the fee rate first, then the confirmations. */
  const funding = (request: FundingFields): { satPerKw: number; minConfs: number } => ({
    satPerKw: feeRateFor(
      {
        satPerByte: Number(request.sat_per_byte ?? 0),
        satPerVbyte: Number(request.sat_per_vbyte ?? 0),
        targetConf: request.target_conf,
      },
      feeEstimator,
    ),
    minConfs: minConfsFor(request.min_confs, request.spend_unconfirmed),
  });

  function getInfo(): Record<string, unknown> {
    const tip = chain.tip();
    return {
      // rpcserver.go GetInfo: build.Version() + " commit=" + build.Commit (the release tag).
      version: `${LND_VERSION} commit=v${LND_VERSION}`,
      commit_hash: 'devnode',
      identity_pubkey: nodeKey.publicKey,
      alias: 'devnode',
      color: '#3399ff',
      num_pending_channels: 0,
      num_active_channels: 1,
      num_inactive_channels: 0,
      num_peers: 1,
      block_height: tip.height,
      block_hash: tip.hash,
      best_header_timestamp: String(tip.time),
      synced_to_chain: !syncing(),
      synced_to_graph: !syncing(),
      testnet: false,
      chains: [{ chain: 'bitcoin', network: 'regtest' }],
      uris: [],
      features: NODE_FEATURES,
      require_htlc_interceptor: false,
      store_final_htlc_resolutions: false,
      wallet_synced: !syncing(),
    };
  }

  // rpcserver.go WalletBalance: total counts coins of 0 confirmations, confirmed those of 1,
  // and the anchor reserve is reported apart (it stays inside the confirmed balance).
  function walletBalance(): Record<string, unknown> {
    const { total, confirmed, unconfirmed } = wallet.balances();
    return {
      total_balance: String(total),
      confirmed_balance: String(confirmed),
      unconfirmed_balance: String(unconfirmed),
      locked_balance: '0',
      reserved_balance_anchor_chan: String(wallet.reserve()),
      account_balance: {
        default: { confirmed_balance: String(confirmed), unconfirmed_balance: String(unconfirmed) },
      },
    };
  }

  function sendCoins(request: SendCoinsRequest): Record<string, unknown> {
    const tx = wallet.send({
      addr: request.addr,
      amount: Number(request.amount),
      sendAll: request.send_all,
      label: request.label,
      ...funding(request),
    });
    return { txid: tx.txid };
  }

  // sendToChainAddresses in the client: one transaction, one output per map entry (so one
  // per distinct address), labelled like SendCoins.
  function sendMany(request: SendManyRequest): Record<string, unknown> {
    const tx = wallet.sendMany({
      outputs: outputsOf(request.AddrToAmount),
      label: request.label,
      ...funding(request),
    });
    return { txid: tx.txid };
  }

  // rpcserver.go EstimateFee: the target's rate from the estimator (no default target: 0 is
  // "no fee preference"), then SendMany's dry run; the fee is what it would pay.
  function estimateFee(request: EstimateFeeRequest): Record<string, unknown> {
    const outputs = outputsOf(request.AddrToAmount);
    const satPerKw = estimateFeeRate(0, request.target_conf, feeEstimator);
    const minConfs = minConfsFor(request.min_confs, request.spend_unconfirmed);
    const { fee, inputs } = wallet.estimate({ outputs, satPerKw, minConfs });
    const satPerVbyte = kwToSatPerVbyte(satPerKw);
    return {
      fee_sat: String(fee),
      feerate_sat_per_byte: String(satPerVbyte),
      sat_per_vbyte: String(satPerVbyte),
      inputs: inputs.map(outPointMessage),
    };
  }

  // LND: end_height 0 means -1, "to the tip, plus unconfirmed"; any other end height lists
  // only confirmed transactions in the inclusive range, newest first when start > end.
  // The client sends after: N as start N+1 and before: N as end N-1 (docs/protocols/devnode.md#faithfulness).
  function getTransactions(request: GetTransactionsRequest): Record<string, unknown> {
    const tipHeight = chain.height();
    const rows = wallet.transactions().map((tx) => ({ tx, block: chain.blockOf(tx.txid) }));
    const end = request.end_height === 0 ? -1 : request.end_height;
    let selected: typeof rows;
    if (end === -1) {
      const confirmed = rows.filter((row) => row.block && row.block.height >= request.start_height);
      confirmed.sort((a, b) => (a.block?.height ?? 0) - (b.block?.height ?? 0));
      selected = [...confirmed, ...rows.filter((row) => !row.block)];
    } else {
      const low = Math.min(request.start_height, end);
      const high = Math.max(request.start_height, end);
      selected = rows.filter(
        (row) => row.block && row.block.height >= low && row.block.height <= high,
      );
      selected.sort((a, b) => (a.block?.height ?? 0) - (b.block?.height ?? 0));
      if (request.start_height > end) selected.reverse();
    }
    const offset = request.index_offset;
    const page = selected.slice(
      offset,
      request.max_transactions > 0 ? offset + request.max_transactions : undefined,
    );
    return {
      transactions: page.map(({ tx, block }) => transactionMessage(tx, block, tipHeight)),
      first_index: String(offset),
      last_index: String(offset + page.length),
    };
  }

  return {
    GetInfo: { permission: 'info:read', unary: getInfo },
    WalletBalance: { permission: 'onchain:read', unary: walletBalance },
    SendCoins: { permission: 'onchain:write', unary: sendCoins },
    SendMany: { permission: 'onchain:write', unary: sendMany },
    EstimateFee: { permission: 'onchain:read', unary: estimateFee },
    GetTransactions: { permission: 'onchain:read', unary: getTransactions },
  };
}
