import { ControlError } from '../errors.ts';
import type { ServiceImpl } from './service.ts';

// The node's channel liquidity, all in its one simulated channel with the peer (the LSP):
// what it may send (local balance, outbound) and what it may receive (remote balance,
// inbound). Incoming payments move sats from remote to local, outgoing ones from local to
// remote; an outgoing HTLC still in flight has left the local balance but not yet reached
// the remote one, as on LND's commitment (rpcserver.go ChannelBalance: the HTLC is counted
// apart, in unsettled_*). Channel reserves are not modelled: all of a balance is usable.

/** Generous by default, so nothing is refused for lack of liquidity unless a test says so. */
export const DEFAULT_INBOUND_SAT = 1_000_000_000; // 10 BTC
export const DEFAULT_OUTBOUND_SAT = 100_000_000; // 1 BTC

export interface ChannelLedger {
  localMsat(): bigint;
  remoteMsat(): bigint;
  /** Outgoing HTLCs in flight (rpcserver.go counts outgoing ones as unsettled_remote_balance). */
  outgoingInFlightMsat(): bigint;
  /** Sets either side, in sats; the other side and HTLCs in flight stay as they are. */
  setLiquidity(liquidity: { inbound?: number | undefined; outbound?: number | undefined }): void;
  /** Refuses (409, as a payer finding no route) a payment the remote side cannot send. */
  assertCanReceive(amtMsat: bigint): void;
  /** A settled incoming payment: remote → local. */
  receive(amtMsat: bigint): void;
  /** An outgoing HTLC leaves the local balance; callers check the balance first. */
  sendHtlc(amtMsat: bigint): void;
  /** The HTLC settled: it reaches the remote side. */
  settleHtlc(amtMsat: bigint): void;
  /** The HTLC failed: it comes back to the local side. */
  failHtlc(amtMsat: bigint): void;
}

const asMsat = (sats: number, name: string): bigint => {
  if (!Number.isSafeInteger(sats) || sats < 0)
    throw new ControlError(400, `${name} must be a whole, non-negative number of sats`);
  return BigInt(sats) * 1000n;
};

const sat = (msat: bigint): string => (msat / 1000n).toString();

export function createChannelLedger(): ChannelLedger {
  let local = BigInt(DEFAULT_OUTBOUND_SAT) * 1000n;
  let remote = BigInt(DEFAULT_INBOUND_SAT) * 1000n;
  let inFlight = 0n;

  return {
    localMsat: () => local,
    remoteMsat: () => remote,
    outgoingInFlightMsat: () => inFlight,
    setLiquidity({ inbound, outbound }) {
      if (inbound !== undefined) remote = asMsat(inbound, 'inbound');
      if (outbound !== undefined) local = asMsat(outbound, 'outbound');
    },
    assertCanReceive(amtMsat) {
      if (amtMsat <= remote) return;
      throw new ControlError(
        409,
        `no route to the node: its channels can receive at most ${sat(remote)} sat ` +
          `(inbound liquidity), the payment is ${sat(amtMsat)} sat`,
      );
    },
    receive(amtMsat) {
      remote -= amtMsat;
      local += amtMsat;
    },
    sendHtlc(amtMsat) {
      local -= amtMsat;
      inFlight += amtMsat;
    },
    settleHtlc(amtMsat) {
      inFlight -= amtMsat;
      remote += amtMsat;
    },
    failHtlc(amtMsat) {
      inFlight -= amtMsat;
      local += amtMsat;
    },
  };
}

const amount = (msat: bigint): Record<string, string> => ({
  sat: sat(msat),
  msat: msat.toString(),
});

/**
 * Lightning.ChannelBalance as rpcserver.go answers it: every side as an Amount {sat, msat},
 * the deprecated `balance` (local sats) and `pending_open_balance`, and the outgoing HTLCs
 * in flight under unsettled_remote_balance (`if htlc.Incoming … else unsettledRemoteBalance`).
 * No channel is pending open. The `lightning` client's getChannelBalance reads
 * local_balance as channel_balance and remote_balance as inbound.
 */
export function createChannelBalanceMethods(ledger: ChannelLedger): ServiceImpl {
  return {
    ChannelBalance: {
      permission: 'offchain:read',
      unary: () => {
        const local = ledger.localMsat();
        return {
          balance: sat(local),
          pending_open_balance: '0',
          local_balance: amount(local),
          remote_balance: amount(ledger.remoteMsat()),
          unsettled_local_balance: amount(0n),
          unsettled_remote_balance: amount(ledger.outgoingInFlightMsat()),
          pending_open_local_balance: amount(0n),
          pending_open_remote_balance: amount(0n),
          custom_channel_data: Buffer.alloc(0),
        };
      },
    },
  };
}
