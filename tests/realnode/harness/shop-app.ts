// The app in node mode against the world's "loja": `node server/dist/main.js` as production
// runs it (tests/faults/support/server-process.ts), configured with the same variables an
// operator sets — LND_* for loja's gRPC, BITCOIN_RPC_* for the bitcoind facade over btcd.
import { pay } from 'lightning';
import { apiClient, type Api, type Purchase } from '../../faults/support/api-client.ts';
import { launchServer, type ServerProcess } from '../../faults/support/server-process.ts';
import { eventually } from '../../support/poll.ts';
import { tempDir } from '../../support/temp-dirs.ts';
import { activeChannelsWith, type RegtestWorld } from './world.ts';

export interface ShopOptions {
  /** The app's DATA_DIR; a new one when absent (pass the old one to restart the same app). */
  dataDir?: string;
  /** A macaroon other than the README's least-privilege one (world.shopMacaroonPath). */
  macaroonPath?: string;
  env?: Record<string, string>;
}

export interface Shop {
  server: ServerProcess;
  api: Api;
  dataDir: string;
}

/** The operator's variables for this world (README: Configuration). */
export function shopNodeEnv(world: RegtestWorld, macaroonPath?: string): Record<string, string> {
  return {
    LND_GRPC_HOST: world.loja.grpcSocket,
    LND_TLS_CERT_PATH: world.loja.tlsCertPath,
    LND_MACAROON_PATH: macaroonPath ?? world.shopMacaroonPath,
    BITCOIN_RPC_HOST: '127.0.0.1',
    BITCOIN_RPC_PORT: String(world.facade.port),
    BITCOIN_RPC_USER: world.facade.user,
    BITCOIN_RPC_PASS: world.facade.pass,
    BITCOIN_NETWORK: 'regtest',
  };
}

/** Starts the app; resolves once it listens. */
export async function startShop(world: RegtestWorld, options: ShopOptions = {}): Promise<Shop> {
  const dataDir = options.dataDir ?? tempDir('rifa-realnode-app-');
  const server = launchServer({
    dataDir,
    nodeEnv: shopNodeEnv(world, options.macaroonPath),
    env: options.env,
  });
  return { server, api: apiClient(await server.ready), dataDir };
}

/**
 * carteira pays a BOLT11 over its channels (LND's router, SendPaymentV2), once they are active
 * again (after loja restarted, the peers take a moment to reconnect).
 */
export async function payFromCarteira(world: RegtestWorld, request: string) {
  await eventually(
    'carteira’s channels with loja active',
    async () => (await activeChannelsWith(world.carteira, world.loja)) === 2,
    60_000,
    200,
  );
  return pay({ lnd: world.carteira.lnd(), request, pathfinding_timeout: 30_000 });
}

/** Waits until the app shows the buyer's purchase paid (credited). */
export async function untilPaid(api: Api, token: string, id: number, timeoutMs = 30_000) {
  await eventually(
    `purchase ${id} credited`,
    async () =>
      (await api.call<{ status: string }>('GET', `/api/transaction/${id}`, { token })).body
        .status === 'paid',
    timeoutMs,
    100,
  );
}

/** A purchase of `count` tickets made in the app, paid by carteira and credited. */
export async function paidPurchase(
  world: RegtestWorld,
  api: Api,
  token: string,
  raffle: { id: number; ticket_price: number },
  count: number,
): Promise<Purchase> {
  const open = await api.buy(token, raffle, count);
  await payFromCarteira(world, open.payment_request);
  await untilPaid(api, token, open.id);
  return open;
}
