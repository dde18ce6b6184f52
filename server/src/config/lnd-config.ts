// The LND half of the configuration (docs/protocols/configuration.md): where the macaroon, the TLS certificate and the gRPC address come from.
// LND_GRPC_HOST=pending (StartOS, docs/decisions/0016-operator-cockpit-release.md): the node is LND's, but LND publishes its gRPC
// address only once its wallet is unlocked; the app runs, says 'aguardando LND' and sells
// nothing until the package restarts it with the address. Only that exact word is accepted,
// and the cert and macaroon are still required, so a typo or a missing variable fails at
// start as before.
import path from 'node:path';
import type { BitcoinNetwork } from '@rifa/shared';

export const LND_ADDRESS_PENDING = 'pending';

export interface LndSettings {
  /** host:port of LND's gRPC; null while it is not published yet (LND_GRPC_HOST=pending). */
  socket: string | null;
  certPath: string;
  macaroonPath: string;
}

export interface LndEnv {
  LND_GRPC_HOST?: string | undefined;
  LND_TLS_CERT_PATH?: string | undefined;
  LND_MACAROON_PATH?: string | undefined;
  LND_DIR?: string | undefined;
  BITCOIN_NETWORK: BitcoinNetwork;
}

/** LND from explicit paths, or derived from an LND data dir (Umbrel/StartOS mount it read-only). */
export function lndSettings(e: LndEnv, lines: string[]): LndSettings | undefined {
  if (!e.LND_GRPC_HOST) {
    if (e.LND_TLS_CERT_PATH || e.LND_MACAROON_PATH || e.LND_DIR) {
      lines.push(
        'LND_GRPC_HOST: obrigatório quando LND_TLS_CERT_PATH, LND_MACAROON_PATH ou LND_DIR é definido',
      );
    }
    return undefined;
  }
  const pending = e.LND_GRPC_HOST === LND_ADDRESS_PENDING;
  if (!pending && !/^[^\s:]+:\d{1,5}$/.test(e.LND_GRPC_HOST)) {
    lines.push('LND_GRPC_HOST: deve ser host:porta, por exemplo 10.21.21.9:10009');
    return undefined;
  }
  // admin.macaroon: the app creates and cancels invoices (invoices:write), reads node info
  // for /api/health (info:read) and pays prizes on-chain (onchain:write). Of LND's stock
  // macaroons only admin has all three: invoice.macaroon lacks info:read and onchain:write,
  // readonly.macaroon every write (tests/packaging/umbrel-node.test.ts checks this). A macaroon
  // baked with exactly those permissions can be given with LND_MACAROON_PATH.
  const certPath =
    e.LND_TLS_CERT_PATH ?? (e.LND_DIR ? path.join(e.LND_DIR, 'tls.cert') : undefined);
  const macaroonPath =
    e.LND_MACAROON_PATH ??
    (e.LND_DIR
      ? path.join(e.LND_DIR, 'data', 'chain', 'bitcoin', e.BITCOIN_NETWORK, 'admin.macaroon')
      : undefined);
  if (!certPath)
    lines.push('LND_TLS_CERT_PATH: obrigatório (ou LND_DIR) quando LND_GRPC_HOST é definido');
  if (!macaroonPath)
    lines.push('LND_MACAROON_PATH: obrigatório (ou LND_DIR) quando LND_GRPC_HOST é definido');
  if (!certPath || !macaroonPath) return undefined;
  return { socket: pending ? null : e.LND_GRPC_HOST, certPath, macaroonPath };
}
