// Demo mode (docs/protocols/configuration.md): the devnode runs in-process on loopback and the app talks to
// it through the same adapters as production, over real gRPC and JSON-RPC.
import path from 'node:path';
import type { Logger } from 'pino';
import { startDevnode, type Devnode } from '@rifa/devnode';
import type { BitcoindSettings, Config, LndSettings } from '../config/config.ts';

/** The demo chain mines a block every 30 s (docs/protocols/configuration.md). */
export const DEMO_BLOCK_INTERVAL_MS = 30_000;

export interface DemoNode {
  devnode: Devnode;
  lnd?: LndSettings;
  bitcoind?: BitcoindSettings;
  stop(): Promise<void>;
}

export async function startDemoNode(config: Readonly<Config>, logger: Logger): Promise<DemoNode> {
  const devnode = await startDevnode({
    dir: path.join(config.dataDir, 'devnode'),
    autoMineIntervalMs: DEMO_BLOCK_INTERVAL_MS,
  });
  logger.warn(
    'modo demonstração: LND e bitcoind simulados pelo devnode (regtest); nenhum pagamento é real',
  );
  return {
    devnode,
    // Only the half that is not configured comes from the devnode (DEMO=1 with one real node).
    ...(config.lnd
      ? {}
      : {
          lnd: {
            socket: devnode.lnd.socket,
            certPath: devnode.lnd.certPath,
            macaroonPath: devnode.lnd.macaroonPath,
          },
        }),
    ...(config.bitcoind
      ? {}
      : {
          bitcoind: {
            url: devnode.bitcoind.url,
            user: devnode.bitcoind.user,
            pass: devnode.bitcoind.pass,
          },
        }),
    stop: () => devnode.stop(),
  };
}
