import { createHash } from 'node:crypto';

import { GRPC_UNKNOWN, GrpcError } from '../errors.ts';
import type { ChannelLedger } from './channels.ts';
import { type InvoiceBook, PEER_CHANNEL_ID } from './invoice-book.ts';
import { type ChannelKind, LSP_NODE_ID } from './invoice-service.ts';
import type { Payments } from './payments.ts';
import type { ServiceImpl } from './service.ts';

// Lightning.ListChannels over the node's one simulated channel with the LSP (short id
// 102x1x0), shaped as rpcserver.go ListChannels → createRPCOpenChannel builds an open
// channel. The balances are the ledger's (channels.ts); the HTLCs in flight are the outgoing
// payments' attempts (payments.ts); the totals come from settled invoices and payments. The
// LSP opened it (anchors commitment), at a funding outpoint the devnode's chain does not hold.

/** input/size.go AnchorCommitWeight, and HTLCWeight for each HTLC output it carries. */
const ANCHOR_COMMIT_WEIGHT = 1124;
const HTLC_WEIGHT = 172;
/** lnwallet/commitment.go AnchorSize: one anchor output for each side. */
const ANCHOR_SAT = 330;
/** chainfee.FeePerKwFloor: the commitment pays the lowest rate LND uses. */
const FEE_PER_KW = 253;
/** The dust limit both sides announce (lnwallet/parameters.go DustLimitUnknownWitness). */
const DUST_LIMIT_SAT = 354;
/** input.MaxHTLCNumber / 2, the HTLCs each side accepts. */
const MAX_ACCEPTED_HTLCS = 483;
/** server.go RequiredRemoteDelay: 144…2016 blocks, scaled up to funding.MaxBtcFundingAmount. */
const MIN_CSV = 144;
const MAX_CSV = 2016;
const MAX_FUNDING_SAT = 16_777_215;

const FUNDING_TXID = createHash('sha256').update('devnode channel with the LSP').digest('hex');

interface ListChannelsRequest {
  active_only: boolean;
  inactive_only: boolean;
  public_only: boolean;
  private_only: boolean;
  peer: Buffer;
}

export interface ListChannelsDeps {
  ledger: ChannelLedger;
  book: InvoiceBook;
  payments: Payments;
  channels: () => ChannelKind;
  clock: () => number;
}

const sat = (msat: bigint): bigint => msat / 1000n;

/** server.go RequiredRemoteChanReserve / RequiredRemoteMaxValue / RequiredRemoteDelay. */
function constraints(capacity: bigint): Record<string, unknown> {
  const reserve = capacity / 100n > DUST_LIMIT_SAT ? capacity / 100n : BigInt(DUST_LIMIT_SAT);
  const scaled = Number((BigInt(MAX_CSV) * capacity) / BigInt(MAX_FUNDING_SAT));
  return {
    csv_delay: capacity > MAX_FUNDING_SAT ? MAX_CSV : Math.max(MIN_CSV, scaled),
    chan_reserve_sat: String(reserve),
    dust_limit_sat: String(DUST_LIMIT_SAT),
    max_pending_amt_msat: String((capacity - capacity / 100n) * 1000n),
    min_htlc_msat: '1',
    max_accepted_htlcs: MAX_ACCEPTED_HTLCS,
  };
}

export function createListChannelsMethods(deps: ListChannelsDeps): ServiceImpl {
  const { ledger, book, payments } = deps;
  const openedAt = deps.clock();

  function channel(): Record<string, unknown> {
    const inFlight = payments
      .list()
      .flatMap((payment) =>
        payment.htlcs
          .filter((htlc) => htlc.status === 'IN_FLIGHT')
          .map((htlc) => ({ hash: payment.hash, htlc })),
      );
    const pendingHtlcs = inFlight.map(({ hash, htlc }) => ({
      incoming: false,
      amount: String(sat(htlc.route.totalAmtMsat)),
      hash_lock: Buffer.from(hash, 'hex'),
      expiration_height: htlc.route.totalTimeLock,
      htlc_index: String(htlc.id - 1),
      forwarding_channel: '0',
      forwarding_htlc_index: '0',
      locked_in: true,
    }));
    const weight = ANCHOR_COMMIT_WEIGHT + HTLC_WEIGHT * pendingHtlcs.length;
    const feeAt = (wu: number) => BigInt(Math.floor((FEE_PER_KW * wu) / 1000));
    const local = sat(ledger.localMsat());
    const remote = sat(ledger.remoteMsat());
    const unsettled = pendingHtlcs.reduce((sum, htlc) => sum + BigInt(htlc.amount), 0n);
    // rpcserver.go: what the commitment's outputs leave of the capacity is its fee. The LSP,
    // which opened it, pays that fee; HTLCs in flight leave the capacity as it is.
    const held = ledger.localMsat() + ledger.remoteMsat() + ledger.outgoingInFlightMsat();
    const capacity = sat(held) + feeAt(ANCHOR_COMMIT_WEIGHT) + BigInt(2 * ANCHOR_SAT);
    const settledIn = book.list().filter((invoice) => invoice.state === 'SETTLED');
    const attempts = payments.list().flatMap((payment) => payment.htlcs);
    const sent = attempts
      .filter((htlc) => htlc.status === 'SUCCEEDED')
      .reduce((sum, htlc) => sum + htlc.route.totalAmtMsat, 0n);
    const received = settledIn.reduce((sum, invoice) => sum + invoice.amtPaidMsat, 0n);
    // The commitment height: a new commitment to add each HTLC and another to resolve it.
    const resolved = settledIn.length + attempts.filter((h) => h.status !== 'IN_FLIGHT').length;
    const seconds = String(Math.max(0, Math.floor((deps.clock() - openedAt) / 1000)));
    const limits = constraints(capacity);
    return {
      active: true,
      remote_pubkey: LSP_NODE_ID,
      channel_point: `${FUNDING_TXID}:0`,
      chan_id: PEER_CHANNEL_ID.toString(),
      capacity: String(capacity),
      local_balance: String(local),
      remote_balance: String(remote),
      commit_fee: String(feeAt(weight)),
      commit_weight: String(weight),
      fee_per_kw: String(FEE_PER_KW),
      unsettled_balance: String(unsettled),
      total_satoshis_sent: String(sat(sent)),
      total_satoshis_received: String(sat(received)),
      num_updates: String(2 * resolved + inFlight.length),
      pending_htlcs: pendingHtlcs,
      csv_delay: limits.csv_delay,
      private: deps.channels() === 'private',
      initiator: false,
      chan_status_flags: 'ChanStatusDefault',
      local_chan_reserve_sat: limits.chan_reserve_sat,
      remote_chan_reserve_sat: limits.chan_reserve_sat,
      static_remote_key: false,
      commitment_type: 'ANCHORS',
      lifetime: seconds,
      uptime: seconds,
      close_address: '',
      push_amount_sat: '0',
      thaw_height: 0,
      local_constraints: limits,
      remote_constraints: limits,
      alias_scids: [],
      zero_conf: false,
      zero_conf_confirmed_scid: '0',
      peer_alias: '',
      peer_scid_alias: '0',
      memo: '',
      custom_channel_data: Buffer.alloc(0),
    };
  }

  return {
    ListChannels: {
      permission: 'offchain:read',
      unary: (request: ListChannelsRequest) => {
        // rpcserver.go ListChannels refuses contradictory filters before reading anything.
        if (request.active_only && request.inactive_only)
          throw new GrpcError(
            GRPC_UNKNOWN,
            'either `active_only` or `inactive_only` can be set, but not both',
          );
        if (request.public_only && request.private_only)
          throw new GrpcError(
            GRPC_UNKNOWN,
            'either `public_only` or `private_only` can be set, but not both',
          );
        const only = channel();
        const skipped =
          (request.peer?.length > 0 && request.peer.toString('hex') !== LSP_NODE_ID) ||
          request.inactive_only ||
          (request.public_only && only.private === true) ||
          (request.private_only && only.private !== true);
        return { channels: skipped ? [] : [only] };
      },
    },
  };
}
