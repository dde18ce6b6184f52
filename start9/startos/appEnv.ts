// The app's environment on StartOS. Pure (no SDK import) so the repository's tests can
// run it through the app's own config parser (tests/packaging/start9.test.ts).

/** The app listens here (PORT); the image's default. */
export const uiPort = 3000;

/** Mount points inside the app's container. */
export const dataDir = '/data';
export const lndMount = '/mnt/lnd';
export const bitcoinMount = '/mnt/bitcoin';

/** The bootstrap administrator (ADMIN_EMAIL). */
export const adminEmail = 'admin@rifa.local';

/**
 * LND_GRPC_HOST while LND has published no gRPC address (its wallet is not unlocked yet):
 * the app runs, says 'aguardando LND' and sells nothing until main restarts it with one.
 */
export const lndAddressPending = 'pending';

/**
 * Tor's SOCKS5 proxy on StartOS 0.4 (TOR_PROXY): the Tor service binds it, with no interface,
 * on the bridge every service reaches, at this stable address. A winner's Lightning Address is
 * asked through it, only when the admin turns those payouts on in Configurações; without the
 * Tor service the request fails and the prize stays claimable, never going out around Tor.
 */
export const torProxy = '10.0.3.1:9050';

export interface AppEnvInput {
  /** LND's gRPC bridge address, host:port; null until LND publishes it. */
  lndAddress: string | null;
  /** bitcoind's plaintext RPC bridge address, host:port. */
  bitcoindAddress: string;
  adminPassword?: string;
  payoutMode: 'auto' | 'manual';
}

export function appEnv(input: AppEnvInput): Record<string, string> {
  const at = input.bitcoindAddress.lastIndexOf(':');
  return {
    NODE_ENV: 'production',
    PORT: String(uiPort),
    DATA_DIR: dataDir,
    // One proxy in front: StartOS's. The app trusts none by default; the client IP only shows
    // in the access log, no limit depends on it (every Tor user shares one address).
    TRUST_PROXY: '1',
    // LND on StartOS is mainnet-only. LND_DIR derives the cert and the macaroon:
    // /mnt/lnd/tls.cert and /mnt/lnd/data/chain/bitcoin/mainnet/admin.macaroon.
    BITCOIN_NETWORK: 'mainnet',
    LND_GRPC_HOST: input.lndAddress ?? lndAddressPending,
    LND_DIR: lndMount,
    BITCOIN_RPC_HOST: input.bitcoindAddress.slice(0, at),
    BITCOIN_RPC_PORT: input.bitcoindAddress.slice(at + 1),
    // bitcoind rewrites its cookie at every restart; the app re-reads it on a 401.
    BITCOIN_RPC_COOKIE_FILE: `${bitcoinMount}/.cookie`,
    ADMIN_EMAIL: adminEmail,
    // Re-applied by the app at every start, so the reset action takes effect on restart.
    ...(input.adminPassword ? { ADMIN_PASSWORD: input.adminPassword } : {}),
    PAYOUT_MODE: input.payoutMode,
    TOR_PROXY: torProxy,
  };
}
