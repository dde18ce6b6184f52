// LND's RPC states (docs/decisions/0012-lnd-as-it-behaves.md item 7), through the real `lightning` client. LND ≥ 0.13 walks
// WAITING_TO_START → NON_EXISTING/LOCKED → UNLOCKED → RPC_ACTIVE → SERVER_ACTIVE
// (lnrpc/stateservice.proto WalletState). Until RPC_ACTIVE, rpcperms/interceptor.go
// checkRPCState answers every service but State with one plain error per state (gRPC code 2
// UNKNOWN): ErrWaitingToStart "waiting to start, RPC services not available",
// ErrNoWallet "wallet not created, create one to enable full RPC access",
// ErrWalletLocked "wallet locked, unlock it to enable full RPC access",
// ErrRPCStarting "the RPC server is in the process of starting up, but not yet ready to
// accept calls". In RPC_ACTIVE calls are served while the chain syncs (rpcserver.go GetInfo
// synced_to_chain false). The State service answers in every state without a macaroon
// (macaroonWhitelist), and SubscribeState sends each new state once.
import type { EventEmitter } from 'node:events';
import {
  getWalletInfo,
  getWalletStatus,
  subscribeToWalletStatus,
  unauthenticatedLndGrpc,
} from 'lightning';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextEvent, rejectionOf, useDevnode } from '../../devnode/src/test-helpers.ts';

const { devnode, lnd } = useDevnode({ ports: { control: false } });
/** The State service needs no macaroon: the client calls it through an unauthenticated lnd. */
let state: ReturnType<typeof unauthenticatedLndGrpc>['lnd'];

beforeAll(() => {
  state = unauthenticatedLndGrpc({ cert: devnode.lnd.certBase64, socket: devnode.lnd.socket }).lnd;
});

afterAll(() => {
  devnode.setWalletState('SERVER_ACTIVE');
});

// lightning's get_wallet_status.js: one flag per lnrpc.WalletState.
const NOT_SERVING = [
  ['WAITING_TO_START', 'waiting to start, RPC services not available', 'is_waiting'],
  ['NON_EXISTING', 'wallet not created, create one to enable full RPC access', 'is_absent'],
  ['LOCKED', 'wallet locked, unlock it to enable full RPC access', 'is_locked'],
  [
    'UNLOCKED',
    'the RPC server is in the process of starting up, but not yet ready to accept calls',
    'is_starting',
  ],
] as const;

describe('an LND that does not serve calls yet', () => {
  it.each(NOT_SERVING)(
    '%s: every call fails with LND’s own text, and State says so',
    async (walletState, details, flag) => {
      devnode.setWalletState(walletState);
      const [, , error] = await rejectionOf(getWalletInfo({ lnd }));
      expect(error?.err).toMatchObject({ code: 2, details });
      expect(await getWalletStatus({ lnd: state })).toMatchObject({ [flag]: true });
      expect(devnode.state().walletState).toBe(walletState);
    },
  );

  it('RPC_ACTIVE serves calls while the chain syncs; SERVER_ACTIVE is ready', async () => {
    devnode.setWalletState('RPC_ACTIVE');
    expect(await getWalletStatus({ lnd: state })).toMatchObject({ is_active: true });
    expect(await getWalletInfo({ lnd })).toMatchObject({ is_synced_to_chain: false });
    devnode.setWalletState('SERVER_ACTIVE');
    expect(await getWalletStatus({ lnd: state })).toMatchObject({ is_ready: true });
    expect(await getWalletInfo({ lnd })).toMatchObject({ is_synced_to_chain: true });
  });
});

describe('SubscribeState', () => {
  // A state earlier than the current one is LND starting again: every stream ends, this one
  // too, so a client subscribes from the start of LND's walk.
  it('sends the current state, then each new one, on one stream as LND starts up', async () => {
    devnode.setWalletState('WAITING_TO_START');
    const events = subscribeToWalletStatus({ lnd: state }) as EventEmitter;
    events.on('error', () => {});
    try {
      await nextEvent(events, 'waiting');
      const walk = [
        ['LOCKED', 'locked'],
        ['UNLOCKED', 'starting'],
        ['RPC_ACTIVE', 'active'],
        ['SERVER_ACTIVE', 'ready'],
      ] as const;
      for (const [walletState, event] of walk) {
        const seen = nextEvent(events, event);
        devnode.setWalletState(walletState);
        await seen;
      }
      // A restart ends the stream, as LND stopping does.
      const ended = nextEvent(events, 'error');
      devnode.setWalletState('LOCKED');
      await ended;
    } finally {
      events.removeAllListeners();
      devnode.setWalletState('SERVER_ACTIVE');
    }
  });
});
