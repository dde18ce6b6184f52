import type { LockStyle } from './auth.ts';

// LND's RPC state (rpcperms/interceptor.go rpcState, reported as lnrpc.WalletState by the
// State service) as the devnode holds it: a lock style while the node does not serve calls,
// and once it does, whether the chain still syncs (RPC_ACTIVE) or not (SERVER_ACTIVE).
// Both are watched, so SubscribeState sends every change, as LND's state notifier does.

/** lnrpc.WalletState names (stateservice.proto), in the order LND passes through them. */
export const WALLET_STATES = [
  'WAITING_TO_START',
  'NON_EXISTING',
  'LOCKED',
  'UNLOCKED',
  'RPC_ACTIVE',
  'SERVER_ACTIVE',
] as const;
export type WalletState = (typeof WALLET_STATES)[number];

export interface RpcState {
  /** The not-serving style, undefined once the RPC server serves (RPC_ACTIVE on). */
  lock: { current: LockStyle | undefined };
  /** Whether the chain still syncs: lnd.go stays in RPC_ACTIVE until the wallet is synced. */
  syncing: { current: boolean };
  /** Runs `listener` after every change of either; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
}

const LOCK_OF: Record<WalletState, LockStyle | undefined> = {
  WAITING_TO_START: 'waiting-to-start',
  NON_EXISTING: 'no-wallet',
  LOCKED: 'wallet-locked',
  UNLOCKED: 'starting',
  RPC_ACTIVE: undefined,
  SERVER_ACTIVE: undefined,
};

const STATE_OF: Record<LockStyle, WalletState> = {
  // A locked LND before 0.13 is LOCKED too, though it has no State service to say so.
  'unknown-service': 'LOCKED',
  'waiting-to-start': 'WAITING_TO_START',
  'no-wallet': 'NON_EXISTING',
  'wallet-locked': 'LOCKED',
  starting: 'UNLOCKED',
};

/** The state the node is in (see `servedWalletState` for what the State service says). */
export const walletStateOf = (lock: LockStyle | undefined, syncing: boolean): WalletState =>
  lock === undefined ? (syncing ? 'RPC_ACTIVE' : 'SERVER_ACTIVE') : STATE_OF[lock];

/** What the State service answers; undefined when it does not exist (LND before 0.13). */
export const servedWalletState = (
  lock: LockStyle | undefined,
  syncing: boolean,
): WalletState | undefined =>
  lock === 'unknown-service' ? undefined : walletStateOf(lock, syncing);

export const isWalletState = (value: unknown): value is WalletState =>
  WALLET_STATES.includes(value as WalletState);

/** A state earlier in LND's startup than the current one: only a restart gets there. */
export const isRestartTo = (from: WalletState, to: WalletState): boolean =>
  WALLET_STATES.indexOf(to) < WALLET_STATES.indexOf(from);

/** Puts the node in `state`: RPC_ACTIVE is a node still syncing, SERVER_ACTIVE a synced one. */
export function enterWalletState(
  rpcState: Pick<RpcState, 'lock' | 'syncing'>,
  state: WalletState,
): void {
  rpcState.lock.current = LOCK_OF[state];
  if (state === 'RPC_ACTIVE') rpcState.syncing.current = true;
  if (state === 'SERVER_ACTIVE') rpcState.syncing.current = false;
}

function watched<T>(initial: T, changed: () => void): { current: T } {
  let value = initial;
  return {
    get current() {
      return value;
    },
    set current(next: T) {
      if (next === value) return;
      value = next;
      changed();
    },
  };
}

/** Starts in `walletState` (default SERVER_ACTIVE); `syncing` also makes an active node RPC_ACTIVE. */
export function createRpcState(options: {
  walletState?: WalletState;
  syncing?: boolean;
}): RpcState {
  const listeners = new Set<() => void>();
  const changed = (): void => {
    for (const listener of [...listeners]) listener();
  };
  const state: RpcState = {
    lock: watched<LockStyle | undefined>(undefined, changed),
    syncing: watched(options.syncing ?? false, changed),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const initial = options.walletState ?? 'SERVER_ACTIVE';
  if (!(initial === 'SERVER_ACTIVE' && options.syncing)) enterWalletState(state, initial);
  return state;
}
