import { storeJson } from './fileModels/store.json';
import { i18n } from './i18n';
import { sdk } from './sdk';
import { appEnv } from './appEnv';
import {
  bitcoindRpcHostId,
  bitcoindRpcPort,
  bitcoinMount,
  dataDir,
  lndGrpcHostId,
  lndGrpcPort,
  lndMount,
  uiPort,
} from './utils';

interface Health {
  lightning?: { status?: string };
  bitcoin?: { status?: string };
}

export const main = sdk.setupMain(async ({ effects }) => {
  console.info(i18n('Starting Rifa Relâmpago'));

  const store = await storeJson.read().const(effects);

  // Bridge addresses of the dependencies (10.0.3.1:<assigned port>), never guessed: LND
  // publishes its gRPC host only once its wallet is unlocked (lnd-startos exports it when
  // admin.macaroon exists), so on a fresh install the address is null. .const() re-runs
  // main when it appears, restarting the app with it. Until then the app runs anyway with
  // LND_GRPC_HOST=pending: raffle pages up, purchases refused, health 'aguardando LND'.
  const lndAddress = await sdk.host
    .getBridgeAddress(effects, {
      packageId: 'lnd',
      hostId: lndGrpcHostId,
      internalPort: lndGrpcPort,
    })
    .const();
  // bitcoind has no wallet for the operator to unlock before it serves RPC, so its address
  // does not wait on anyone; while it is absent StartOS shows Bitcoin waiting (the app has
  // no 'pending' bitcoind: it reads block heights from its first second).
  const bitcoindAddress = await sdk.host
    .getBridgeAddress(effects, {
      packageId: 'bitcoind',
      hostId: bitcoindRpcHostId,
      internalPort: bitcoindRpcPort,
      ssl: false, // bitcoind's RPC publishes a plaintext and a TLS address
    })
    .const();
  if (!bitcoindAddress) {
    return sdk.Daemons.of(effects).addHealthCheck('node', {
      ready: {
        display: i18n('Bitcoin and Lightning node'),
        fn: () => ({
          result: 'loading',
          message: i18n('Waiting for Bitcoin: its RPC address is not published yet'),
        }),
      },
      requires: [],
    });
  }

  // StartOS mounts volumes root-owned; the image runs as `node` (uid 1000), so every
  // mount maps uid/gid 0 on disk to 1000 in the container: the app writes its data and
  // reads LND's root-owned macaroon and bitcoind's cookie without running as root.
  const asNode = [{ fromId: 0, toId: 1000 }];
  const mounts = sdk.Mounts.of()
    .mountVolume({
      volumeId: 'main',
      subpath: null,
      mountpoint: dataDir,
      readonly: false,
      idmap: asNode,
    })
    .mountDependency({
      dependencyId: 'lnd',
      volumeId: 'main',
      subpath: null,
      mountpoint: lndMount,
      readonly: true,
      idmap: asNode,
    })
    .mountDependency({
      dependencyId: 'bitcoind',
      volumeId: 'main',
      subpath: null,
      mountpoint: bitcoinMount,
      readonly: true,
      idmap: asNode,
    });

  return sdk.Daemons.of(effects)
    .addDaemon('primary', {
      subcontainer: sdk.SubContainer.of(effects, { imageId: 'app' }, mounts, 'rifa-relampago-sub'),
      exec: {
        command: ['node', 'server/dist/main.js'],
        cwd: '/app',
        env: appEnv({
          lndAddress,
          bitcoindAddress,
          ...(store?.adminPassword ? { adminPassword: store.adminPassword } : {}),
          payoutMode: store?.payoutMode ?? 'auto',
        }),
        // main.js closes HTTP, jobs and SQLite on SIGTERM within a few seconds.
        sigtermTimeout: 15_000,
      },
      ready: {
        display: i18n('Web interface'),
        fn: () =>
          sdk.healthCheck.checkPortListening(effects, uiPort, {
            successMessage: i18n('The web interface is ready'),
            errorMessage: i18n('The web interface is not ready'),
          }),
        gracePeriod: 30_000,
      },
      requires: [],
    })
    .addHealthCheck('node', {
      ready: {
        display: i18n('Bitcoin and Lightning node'),
        fn: async () => {
          try {
            const response = await fetch(`http://127.0.0.1:${uiPort}/api/health`, {
              signal: AbortSignal.timeout(5_000),
            });
            const health = (await response.json()) as Health;
            if (health.lightning?.status === 'ok' && health.bitcoin?.status === 'ok') {
              return { result: 'success', message: i18n('LND and Bitcoin are reachable') };
            }
            if (health.lightning?.status === 'aguardando LND') {
              return {
                result: 'loading',
                message: i18n('Waiting for LND: its wallet is not unlocked yet'),
              };
            }
            return { result: 'failure', message: i18n('LND or Bitcoin is unreachable') };
          } catch {
            return { result: 'starting', message: i18n('The web interface is not ready') };
          }
        },
      },
      requires: ['primary'],
    });
});
