// The StartOS package (start9/): its environment for the app parses into a node-mode
// configuration with LND's mounted data dir and bitcoind's cookie, and its manifest
// matches the app (id, version, arches). The wrapper's SDK types are checked by
// `npm run typecheck:start9`, which needs `npm ci` inside start9/.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config/config.ts';
import { loadAppEnv as appEnvModule } from './start9-app-env.ts';
import { ROOT } from './umbrel-files.ts';

const read = (file: string) => fs.readFileSync(path.join(ROOT, 'start9', file), 'utf8');
const rootVersion = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

describe('start9 package', () => {
  it('gives the app a node-mode configuration: LND from /mnt/lnd, bitcoind by cookie', async () => {
    const { appEnv } = await appEnvModule();
    const env = appEnv({
      lndAddress: '10.0.3.1:10009',
      bitcoindAddress: '10.0.3.1:8332',
      adminPassword: 'Abc123def456Ghi789jkl012',
      payoutMode: 'manual',
    });
    expect(loadConfig(env, '/')).toMatchObject({
      mode: 'node',
      env: 'production',
      network: 'mainnet',
      dataDir: '/data',
      port: 3000,
      // StartOS's proxy: the app itself trusts none by default (docs/protocols/limits.md).
      trustProxy: 1,
      adminEmail: 'admin@rifa.local',
      adminPassword: 'Abc123def456Ghi789jkl012',
      payoutMode: 'manual',
      lnd: {
        socket: '10.0.3.1:10009',
        certPath: '/mnt/lnd/tls.cert',
        macaroonPath: '/mnt/lnd/data/chain/bitcoin/mainnet/admin.macaroon',
      },
      bitcoind: { url: 'http://10.0.3.1:8332', cookieFile: '/mnt/bitcoin/.cookie' },
      // docs/protocols/lnurl.md#lightning-address-payouts: winners' addresses through Tor.
      torProxy: { host: '10.0.3.1', port: 9050 },
    });
    expect(env).not.toHaveProperty('DEMO');
  });

  it('runs the app before LND publishes its address: LND_GRPC_HOST=pending, still node mode', async () => {
    const { appEnv } = await appEnvModule();
    const env = appEnv({ lndAddress: null, bitcoindAddress: '10.0.3.1:8332', payoutMode: 'auto' });
    expect(env.LND_GRPC_HOST).toBe('pending');
    expect(loadConfig(env, '/')).toMatchObject({
      mode: 'node',
      env: 'production',
      lnd: {
        socket: null,
        certPath: '/mnt/lnd/tls.cert',
        macaroonPath: '/mnt/lnd/data/chain/bitcoin/mainnet/admin.macaroon',
      },
      bitcoind: { url: 'http://10.0.3.1:8332', cookieFile: '/mnt/bitcoin/.cookie' },
    });
  });

  it('leaves the password out until the store has one (the app then generates one)', async () => {
    const { appEnv } = await appEnvModule();
    const env = appEnv({
      lndAddress: '10.0.3.1:10009',
      bitcoindAddress: '10.0.3.1:8332',
      payoutMode: 'auto',
    });
    expect(env).not.toHaveProperty('ADMIN_PASSWORD');
    expect(loadConfig(env, '/').mode).toBe('node');
  });

  it('declares this app: id, version, both arches, lnd and bitcoind, mounts read-only', () => {
    const manifest = read('startos/manifest/index.ts');
    expect(manifest).toMatch(/id: 'rifa-relampago'/);
    expect(manifest).toMatch(/arch: \['x86_64', 'aarch64'\]/);
    expect(manifest).toMatch(/dockerfile: '\.\.\/Dockerfile'/);
    expect(manifest).toMatch(/\n {4}lnd: \{/);
    expect(manifest).toMatch(/\n {4}bitcoind: \{/);
    expect(read('startos/versions/v0.1.0.ts')).toMatch(
      new RegExp(`version: '${rootVersion.replaceAll('.', '\\.')}:\\d+'`),
    );
    expect(read('Makefile')).toMatch(/^ARCHES := x86 arm$/m);
    const main = read('startos/main.ts');
    expect(main.match(/mountDependency\(\{[^}]*readonly: true/g)).toHaveLength(2);
    expect(read('startos/backups.ts')).toMatch(/ofVolumes\('main', 'startos'\)/);
  });

  it("asks for the dependency floors Start9's own packages use, and never guesses an address", () => {
    const dependencies = read('startos/dependencies.ts');
    expect(dependencies).toMatch(/versionRange: '>=0\.21\.1-beta:4'/);
    expect(dependencies).toMatch(/versionRange: '>=28\.4:17'/);
    const main = read('startos/main.ts');
    expect(main).not.toMatch(/fallbackPort/);
    // No LND address yet: the app starts anyway (appEnv's 'pending'), only bitcoind's waits.
    expect(main).toMatch(/if \(!bitcoindAddress\)/);
    expect(main).toMatch(/appEnv\(\{\s*lndAddress,/);
    // lnd-startos's own names for its gRPC host (the wrapper is not on npm to import).
    expect(read('startos/utils.ts')).toMatch(/export const gRPCHostId = 'grpc';/);
  });

  it('packs the released image, the one Umbrel pins, with an explicit s9pk step', () => {
    const image = read('startos/manifest/image.ts');
    const compose = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
    const ref = /publishedImage =\s*'([^']+)'/.exec(image)?.[1];
    expect(compose).toContain(`image: ${ref}`);
    expect(read('startos/manifest/index.ts')).toMatch(
      /isPublished\s*\? \{ dockerTag: publishedImage \}/,
    );
    expect(read('Makefile')).toMatch(/^s9pk: arches$/m);
  });
});
