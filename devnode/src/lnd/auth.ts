import type { Metadata } from '@grpc/grpc-js';

import { GRPC_UNIMPLEMENTED, GRPC_UNKNOWN, GrpcError } from '../errors.ts';
import { type MacaroonName, type Permission, MACAROON_NAMES, macaroonAllows } from './macaroon.ts';

// Who may call, with LND's own failure texts (code 2 UNKNOWN, as LND's macaroon interceptor
// answers), and what an LND that is not serving yet says instead.

/**
 * How an LND that does not serve calls yet answers every service but State:
 * - 'unknown-service': a locked LND before 0.13, and what the `lightning` client maps to
 *   LndLocked.
 * - LND 0.13+, rpcperms/interceptor.go checkRPCState, one error per lnrpc.WalletState:
 *   'waiting-to-start' (WAITING_TO_START, e.g. waiting to be elected leader), 'no-wallet'
 *   (NON_EXISTING), 'wallet-locked' (LOCKED), 'starting' (UNLOCKED: unlocked, the RPC server
 *   not up yet). The client maps none of them to LndLocked: getWalletInfo gives
 *   GetWalletInfoErr, so the app must handle both generations.
 */
export type LockStyle =
  'unknown-service' | 'waiting-to-start' | 'no-wallet' | 'wallet-locked' | 'starting';

/**
 * The error every call gets in that state (plain Go errors, so gRPC code 2 UNKNOWN). LND
 * lets StopDaemon through while UNLOCKED (walletUnlockedStartupPermissions); the devnode
 * does not serve StopDaemon at all.
 */
export function lockedError(style: LockStyle, serviceName: string): GrpcError {
  switch (style) {
    case 'unknown-service':
      return new GrpcError(GRPC_UNIMPLEMENTED, `unknown service ${serviceName}`);
    case 'waiting-to-start':
      return new GrpcError(GRPC_UNKNOWN, 'waiting to start, RPC services not available');
    case 'no-wallet':
      return new GrpcError(
        GRPC_UNKNOWN,
        'wallet not created, create one to enable full RPC access',
      );
    case 'wallet-locked':
      return new GrpcError(GRPC_UNKNOWN, 'wallet locked, unlock it to enable full RPC access');
    case 'starting':
      return new GrpcError(
        GRPC_UNKNOWN,
        'the RPC server is in the process of starting up, but not yet ready to accept calls',
      );
  }
}

/** The client always sends the macaroon as lowercase hex in the `macaroon` metadata entry. */
export function macaroonError(
  metadata: Metadata,
  macaroons: Record<MacaroonName, Buffer>,
  permission: Permission,
): GrpcError | undefined {
  const values = metadata.get('macaroon');
  if (values.length !== 1)
    return new GrpcError(GRPC_UNKNOWN, `expected 1 macaroon, got ${values.length}`);
  const sent = String(values[0]).toLowerCase();
  const name = MACAROON_NAMES.find((candidate) => macaroons[candidate].toString('hex') === sent);
  if (!name)
    return new GrpcError(
      GRPC_UNKNOWN,
      'verification failed: signature mismatch after caveat verification',
    );
  if (!macaroonAllows(name, permission)) return new GrpcError(GRPC_UNKNOWN, 'permission denied');
  return undefined;
}
