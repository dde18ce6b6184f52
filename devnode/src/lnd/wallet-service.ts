import type { Chain } from '../bitcoind/chain.ts';
import { transactionMessage } from './messages.ts';
import type { NodeKey } from './node-key.ts';
import type { ServiceImpl } from './service.ts';
import type { Wallet } from './wallet.ts';

// Lightning.GetInfo, WalletBalance, SendCoins, SendMany and GetTransactions over the
// devnode chain and wallet.

/** The LND release the devnode speaks for (the `lightning` 12 line supports 0.20 and 0.21). */
export const LND_VERSION = '0.21.3-beta';

// What LND 0.21 advertises in its init message; the client only needs the map present.
const NODE_FEATURES = {
  0: { name: 'data-loss-protect', is_required: true, is_known: true },
  5: { name: 'upfront-shutdown-script', is_required: false, is_known: true },
  7: { name: 'gossip-queries', is_required: false, is_known: true },
  8: { name: 'tlv-onion', is_required: true, is_known: true },
  12: { name: 'static-remote-key', is_required: true, is_known: true },
  14: { name: 'payment-addr', is_required: true, is_known: true },
  17: { name: 'multi-path-payments', is_required: false, is_known: true },
  23: { name: 'anchor-commitments', is_required: false, is_known: true },
};

interface SendCoinsRequest {
  addr: string;
  amount: string;
  sat_per_vbyte: string;
  send_all: boolean;
  label: string;
}

interface SendManyRequest {
  /** proto map<string, int64>: address → amount, int64 as a decimal string. */
  AddrToAmount: Record<string, string>;
  sat_per_vbyte: string;
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
}

export function createLightningWalletMethods(deps: WalletServiceDeps): ServiceImpl {
  const { chain, wallet, nodeKey, syncing } = deps;

  function getInfo(): Record<string, unknown> {
    const tip = chain.tip();
    return {
      version: LND_VERSION,
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

  function walletBalance(): Record<string, unknown> {
    const confirmed = String(wallet.confirmedBalance());
    return {
      total_balance: confirmed,
      confirmed_balance: confirmed,
      unconfirmed_balance: '0',
      locked_balance: '0',
      reserved_balance_anchor_chan: '0',
      account_balance: { default: { confirmed_balance: confirmed, unconfirmed_balance: '0' } },
    };
  }

  function sendCoins(request: SendCoinsRequest): Record<string, unknown> {
    const tx = wallet.send({
      addr: request.addr,
      amount: Number(request.amount),
      sendAll: request.send_all,
      satPerVbyte: Number(request.sat_per_vbyte),
      label: request.label,
    });
    return { txid: tx.txid };
  }

  // sendToChainAddresses in the client: one transaction, one output per map entry (so one
  // per distinct address), labelled like SendCoins.
  function sendMany(request: SendManyRequest): Record<string, unknown> {
    const tx = wallet.sendMany({
      outputs: Object.entries(request.AddrToAmount ?? {}).map(([address, amount]) => ({
        address,
        amount: Number(amount),
      })),
      satPerVbyte: Number(request.sat_per_vbyte),
      label: request.label,
    });
    return { txid: tx.txid };
  }

  // LND: end_height 0 means -1, "to the tip, plus unconfirmed"; any other end height lists
  // only confirmed transactions in the inclusive range, newest first when start > end.
  // The client sends after: N as start N+1 and before: N as end N-1 (NODE-CLIENTS.md).
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
    GetTransactions: { permission: 'onchain:read', unary: getTransactions },
  };
}
