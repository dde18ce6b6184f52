// The Umbrel package (docs/decisions/0006-docker-umbrel-startos.md): umbrel-app.yml carries every field the store's
// linter requires, docker-compose.yml follows the store's conventions, and the Umbrel
// variables map onto ours so that the app starts on the node, not in demo mode.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config/config.ts';
import {
  ROOT,
  UMBREL_VARS,
  interpolate,
  readCompose,
  readUmbrelApp,
  webEnvironment,
} from './umbrel-files.ts';

// getumbrel/umbrel-apps .tools/lint-apps.mjs (REQUIRED_MANIFEST_FIELDS, VALID_CATEGORIES, …).
const REQUIRED_FIELDS = [
  'manifestVersion',
  'id',
  'category',
  'name',
  'version',
  'tagline',
  'description',
  'developer',
  'website',
  'dependencies',
  'repo',
  'support',
  'port',
  'gallery',
  'path',
  'submitter',
  'submission',
];
const STRING_FIELDS = [
  'id',
  'category',
  'name',
  'version',
  'tagline',
  'description',
  'website',
  'support',
  'path',
  'submission',
];
const VALID_CATEGORIES = [
  'ai',
  'automation',
  'bitcoin',
  'crypto',
  'developer',
  'files',
  'finance',
  'media',
  'networking',
  'social',
];
const RESERVED_PORTS = [80, 443, 2000];
// The linter's parseImageRef: name, tag and a 64-hex sha256 digest.
const PINNED_IMAGE = /^(?<name>.+):(?<tag>[^:@/]+)@sha256:(?<digest>[a-f0-9]{64})$/;

const APP_ID = 'rifa-relampago';
const rootVersion = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

function isUrl(value: unknown): boolean {
  try {
    return typeof value === 'string' && ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

describe('umbrel-app.yml', () => {
  const app = readUmbrelApp();

  it('has every field the store linter requires, with the right types', () => {
    for (const field of REQUIRED_FIELDS) expect(app, field).toHaveProperty(field);
    for (const field of STRING_FIELDS) expect(typeof app[field], field).toBe('string');
    for (const field of [
      'name',
      'version',
      'tagline',
      'description',
      'website',
      'support',
      'submitter',
      'submission',
    ]) {
      expect(String(app[field]).trim(), field).not.toBe('');
    }
    expect(String(app.manifestVersion)).toMatch(/^\d+(\.\d+){0,2}$/);
    for (const field of ['website', 'repo', 'support', 'submission'])
      expect(isUrl(app[field]), field).toBe(true);
  });

  it('describes this app: id, category, dependencies, port, version', () => {
    expect(app.id).toBe(APP_ID);
    expect(app.id).toMatch(/^[a-z0-9][a-z0-9-]*[a-z0-9]$/);
    expect(VALID_CATEGORIES).toContain(app.category);
    expect(app.category).toBe('bitcoin');
    expect(app.dependencies).toEqual(['bitcoin', 'lightning']);
    expect(Number.isInteger(app.port)).toBe(true);
    expect(RESERVED_PORTS).not.toContain(app.port);
    expect(app.path).toBe('');
    expect(app.version).toBe(rootVersion);
    expect(app.version).not.toBe('latest');
  });

  it('is a new official submission: empty gallery, no icon (release notes: umbrel-lint.test.ts)', () => {
    expect(app.gallery).toEqual([]);
    expect(app).not.toHaveProperty('icon');
  });

  it('shows the admin login: the admin e-mail and the deterministic APP_PASSWORD', () => {
    expect(app.deterministicPassword).toBe(true);
    expect(app.defaultUsername).toBe(readCompose().services.web?.environment?.ADMIN_EMAIL);
    expect(app).not.toHaveProperty('defaultPassword');
  });

  it('speaks English first, then tells pt-BR readers what it is', () => {
    expect(app.tagline).toMatch(/^Bitcoin raffles /);
    const description = String(app.description);
    expect(description.indexOf('Before you start')).toBeLessThan(
      description.indexOf('Em português'),
    );
    expect(description).toMatch(/^Rifa Relâmpago lets you run Bitcoin raffles/);
    expect(app.description).toMatch(/rifas de Bitcoin/);
    expect(app.description).toMatch(/aguardando LND/);
  });
});

describe('docker-compose.yml', () => {
  const compose = readCompose();
  const web = compose.services.web!;

  it('declares app_proxy with only an environment, pointing at the web service', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app_proxy', 'web']);
    const proxy = compose.services.app_proxy!;
    expect(Object.keys(proxy)).toEqual(['environment']);
    expect(proxy.environment).toEqual({
      APP_HOST: `${APP_ID}_web_1`,
      APP_PORT: 3000,
      PROXY_AUTH_ADD: 'false',
    });
    // The proxy reaches the port the app listens on.
    expect(String(web.environment?.PORT)).toBe(String(proxy.environment?.APP_PORT));
  });

  it('pins the image by tag and sha256 digest, never latest', () => {
    const match = PINNED_IMAGE.exec(web.image ?? '');
    expect(match, web.image).not.toBeNull();
    expect(match!.groups!.tag).not.toBe('latest');
    expect(match!.groups!.tag).toBe(rootVersion);
    expect(match!.groups!.name).not.toMatch(/(^|\/)latest$/);
  });

  it('runs as 1000:1000 with an init, restarts on failure and gets a minute to stop', () => {
    expect(web.user).toBe('1000:1000');
    expect(web.init).toBe(true);
    expect(web.restart).toBe('on-failure');
    expect(web.stop_grace_period).toBe('1m');
  });

  it('persists /data under APP_DATA_DIR and mounts LND read-only', () => {
    expect(web.volumes).toEqual([
      '${APP_DATA_DIR}/data:/data',
      '${APP_LIGHTNING_NODE_DATA_DIR}:/lnd:ro',
    ]);
    expect(fs.existsSync(path.join(ROOT, 'data/.gitkeep'))).toBe(true);
  });

  it('has nothing the store rejects: no build, ports, networks, named volumes or container names', () => {
    for (const key of ['build', 'ports', 'network_mode', 'container_name', 'privileged'])
      expect(web, key).not.toHaveProperty(key);
    expect(compose).not.toHaveProperty('networks');
    expect(compose).not.toHaveProperty('volumes');
  });

  it('maps the Umbrel variables onto the app configuration', () => {
    expect(web.environment).toMatchObject({
      NODE_ENV: 'production',
      DATA_DIR: '/data',
      TRUST_PROXY: 1,
      BITCOIN_NETWORK: '$APP_BITCOIN_NETWORK',
      LND_GRPC_HOST: '$APP_LIGHTNING_NODE_IP:$APP_LIGHTNING_NODE_GRPC_PORT',
      LND_TLS_CERT_PATH: '/lnd/tls.cert',
      LND_MACAROON_PATH: '/lnd/data/chain/bitcoin/$APP_BITCOIN_NETWORK/admin.macaroon',
      BITCOIN_RPC_HOST: '$APP_BITCOIN_NODE_IP',
      BITCOIN_RPC_PORT: '$APP_BITCOIN_RPC_PORT',
      BITCOIN_RPC_USER: '$APP_BITCOIN_RPC_USER',
      BITCOIN_RPC_PASS: '$APP_BITCOIN_RPC_PASS',
      ADMIN_PASSWORD: '$APP_PASSWORD',
    });
    expect(web.environment).not.toHaveProperty('DEMO');
  });

  it('yields a node-mode configuration for Umbrel values', () => {
    const config = loadConfig(webEnvironment(UMBREL_VARS), '/');
    expect(config).toMatchObject({
      mode: 'node',
      env: 'production',
      network: 'mainnet',
      dataDir: '/data',
      port: 3000,
      trustProxy: 1,
      adminPassword: UMBREL_VARS.APP_PASSWORD,
      lnd: {
        socket: '10.21.21.9:10009',
        certPath: '/lnd/tls.cert',
        macaroonPath: '/lnd/data/chain/bitcoin/mainnet/admin.macaroon',
      },
      bitcoind: { url: 'http://10.21.21.8:8332', user: 'umbrel', pass: 'moneyprintergobrrr' },
      onionUrl: `http://${UMBREL_VARS.APP_HIDDEN_SERVICE}`,
      // docs/protocols/lnurl.md#lightning-address-payouts: winners' addresses through Umbrel's Tor.
      torProxy: { host: '10.21.21.11', port: 9050 },
    });
  });

  it("shows no onion address while Umbrel's hidden service is a placeholder", () => {
    for (const placeholder of ['not-enabled.onion', 'notyetset.onion']) {
      const vars = { ...UMBREL_VARS, APP_HIDDEN_SERVICE: placeholder };
      expect(loadConfig(webEnvironment(vars), '/')).not.toHaveProperty('onionUrl');
    }
  });

  it('resolves every variable it uses from what umbreld exports', () => {
    const text = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
    const uncommented = text
      .split('\n')
      .filter((line) => !line.trim().startsWith('#'))
      .join('\n');
    expect(() => interpolate(uncommented, UMBREL_VARS)).not.toThrow();
  });
});
