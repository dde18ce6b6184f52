import type { Metadata } from '@grpc/grpc-js';

import { GRPC_UNIMPLEMENTED, GRPC_UNKNOWN, GrpcError } from '../errors.ts';
import { type MacaroonName, type Permission, MACAROON_NAMES, macaroonAllows } from './macaroon.ts';

// Who may call, with LND's own failure texts (code 2 UNKNOWN, as LND's macaroon interceptor
// answers), and what a locked LND says instead.

/**
 * How a locked LND answers:
 * - 'unknown-service': LND before 0.13, and what the `lightning` client maps to LndLocked.
 * - 'wallet-locked': LND 0.13+ (its state-aware interceptor); the client does NOT map this
 *   one to LndLocked — getWalletInfo gives GetWalletInfoErr — so the app must handle both.
 * - 'starting': LND 0.13+ after unlock, before the RPC server is fully up.
 */
export type LockStyle = 'unknown-service' | 'wallet-locked' | 'starting';

export function lockedError(style: LockStyle, serviceName: string): GrpcError {
  switch (style) {
    case 'unknown-service':
      return new GrpcError(GRPC_UNIMPLEMENTED, `unknown service ${serviceName}`);
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
