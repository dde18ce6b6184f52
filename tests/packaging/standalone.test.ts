// docker-compose.standalone.yml (README 'Plain Docker'): the released image, the store
// files' pin, run as uid 1000 with an init, host networking, the baked macaroon mounted
// read-only, and an environment that parses into a node-mode configuration.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config/config.ts';
import { readCompose, readYaml, type ComposeFile } from './umbrel-files.ts';

const standalone = readYaml<ComposeFile>('docker-compose.standalone.yml');
const rifa = standalone.services.rifa!;

/** docker compose's `${VAR:-default}` and `${VAR:?message}` with these .env values. */
function resolve(value: string, env: Record<string, string>): string {
  return value.replace(
    /\$\{(\w+)(?::([-?])([^}]*))?\}/g,
    (_m, name: string, op?: string, rest?: string) => {
      if (env[name]) return env[name];
      if (op === '-') return rest ?? '';
      throw new Error(`${name}: ${rest}`);
    },
  );
}

const DOT_ENV = {
  LND_TLS_CERT: '/home/bitcoin/.lnd/tls.cert',
  LND_MACAROON: './rifa.macaroon',
  BITCOIN_RPC_USER: 'rifa',
  BITCOIN_RPC_PASS: 's3nha-do-rpcauth',
};

describe('docker-compose.standalone.yml', () => {
  it('pins the same image as the store files', () => {
    expect(rifa.image).toBe(readCompose().services.web!.image);
  });

  it('runs as uid 1000 with an init and host networking, the macaroon read-only', () => {
    expect(rifa).toMatchObject({ user: '1000:1000', init: true, network_mode: 'host' });
    expect(rifa.volumes).toEqual([
      './data:/data',
      '${LND_TLS_CERT:?set LND_TLS_CERT in .env}:/lnd/tls.cert:ro',
      '${LND_MACAROON:?set LND_MACAROON in .env}:/lnd/rifa.macaroon:ro',
    ]);
  });

  it('configures the node: LND and bitcoind on loopback, the baked macaroon', () => {
    const env = Object.fromEntries(
      Object.entries(rifa.environment!).map(([k, v]) => [k, resolve(String(v), DOT_ENV)]),
    );
    expect(loadConfig(env, '/')).toMatchObject({
      mode: 'node',
      env: 'production',
      network: 'mainnet',
      port: 3000,
      trustProxy: 0,
      lnd: {
        socket: '127.0.0.1:10009',
        certPath: '/lnd/tls.cert',
        macaroonPath: '/lnd/rifa.macaroon',
      },
      bitcoind: { url: 'http://127.0.0.1:8332', user: 'rifa', pass: 's3nha-do-rpcauth' },
    });
  });

  it('refuses to start without the .env values it needs', () => {
    expect(() => resolve(String(rifa.environment!.BITCOIN_RPC_USER), {})).toThrow(
      /BITCOIN_RPC_USER/,
    );
  });
});
