import type { ConnectionInfo } from './devnode.ts';

// The app's node variables (docs/protocols/configuration.md) for a devnode, as `NAME=value` lines to paste
// into an environment or a .env file.

export function envLines(info: ConnectionInfo): string[] {
  return [
    `LND_GRPC_HOST=${info.lnd.socket}`,
    `LND_TLS_CERT_PATH=${info.lnd.certPath}`,
    `LND_MACAROON_PATH=${info.lnd.macaroonPath}`,
    `BITCOIN_RPC_HOST=${info.bitcoind.host}`,
    `BITCOIN_RPC_PORT=${info.bitcoind.port}`,
    ...(info.bitcoind.cookiePath
      ? [`BITCOIN_RPC_COOKIE_FILE=${info.bitcoind.cookiePath}`]
      : [`BITCOIN_RPC_USER=${info.bitcoind.user}`, `BITCOIN_RPC_PASS=${info.bitcoind.pass}`]),
    'BITCOIN_NETWORK=regtest',
  ];
}
