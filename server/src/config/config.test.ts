// docs/protocols/configuration.md: one schema over the environment; the node settings decide the mode.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const LND = {
  LND_GRPC_HOST: '10.21.21.9:10009',
  LND_TLS_CERT_PATH: '/lnd/tls.cert',
  LND_MACAROON_PATH: '/lnd/admin.macaroon',
};
const BITCOIND = {
  BITCOIN_RPC_HOST: '10.21.21.8',
  BITCOIN_RPC_USER: 'umbrel',
  BITCOIN_RPC_PASS: 'segredo',
};

function errorLines(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env, '/app');
  } catch (error) {
    if (error instanceof ConfigError) return error.lines;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('defaults to demo mode on regtest with the documented defaults', () => {
    const config = loadConfig({}, '/app');
    expect(config).toMatchObject({
      mode: 'demo',
      network: 'regtest',
      port: 3000,
      dataDir: '/app/data',
      trustProxy: 0,
      adminEmail: 'admin@rifa.local',
      drawConfirmations: 6,
      payoutMode: 'auto',
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('trusts no proxy unless TRUST_PROXY says how many hops (docs/protocols/limits.md)', () => {
    expect(loadConfig({}, '/app').trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }, '/app').trustProxy).toBe(1);
    expect(errorLines({ TRUST_PROXY: 'sim' })).toEqual(['TRUST_PROXY: deve ser um número inteiro']);
  });

  it('runs on the node when both halves are configured', () => {
    const config = loadConfig(
      { ...LND, ...BITCOIND, BITCOIN_NETWORK: 'mainnet', NODE_ENV: 'production' },
      '/app',
    );
    expect(config.mode).toBe('node');
    expect(config.network).toBe('mainnet');
    expect(config.lnd).toEqual({
      socket: '10.21.21.9:10009',
      certPath: '/lnd/tls.cert',
      macaroonPath: '/lnd/admin.macaroon',
    });
    expect(config.bitcoind).toEqual({
      url: 'http://10.21.21.8:8332',
      user: 'umbrel',
      pass: 'segredo',
    });
  });

  it('derives the cert and macaroon from LND_DIR and the network', () => {
    const config = loadConfig(
      { LND_GRPC_HOST: 'lnd:10009', LND_DIR: '/lnd', BITCOIN_NETWORK: 'testnet', ...BITCOIND },
      '/app',
    );
    expect(config.lnd).toEqual({
      socket: 'lnd:10009',
      certPath: '/lnd/tls.cert',
      macaroonPath: '/lnd/data/chain/bitcoin/testnet/admin.macaroon',
    });
    expect(config.bitcoind?.url).toBe('http://10.21.21.8:18332');
  });

  it('takes an explicit macaroon (e.g. one baked with only the permissions the app uses) over LND_DIR', () => {
    const config = loadConfig(
      {
        LND_GRPC_HOST: 'lnd:10009',
        LND_DIR: '/lnd',
        LND_MACAROON_PATH: '/segredos/rifa.macaroon',
        ...BITCOIND,
      },
      '/app',
    );
    expect(config.lnd).toEqual({
      socket: 'lnd:10009',
      certPath: '/lnd/tls.cert',
      macaroonPath: '/segredos/rifa.macaroon',
    });
  });

  it('accepts cookie auth for bitcoind', () => {
    const config = loadConfig(
      {
        ...LND,
        BITCOIN_RPC_HOST: 'bitcoind',
        BITCOIN_RPC_PORT: '8332',
        BITCOIN_RPC_COOKIE_FILE: '/btc/.cookie',
      },
      '/app',
    );
    expect(config.bitcoind).toEqual({ url: 'http://bitcoind:8332', cookieFile: '/btc/.cookie' });
  });

  it('refuses only one half of the node, naming the missing half', () => {
    expect(errorLines(LND)).toEqual([
      expect.stringMatching(/^BITCOIN_RPC_HOST: LND configurado sem bitcoind/),
    ]);
    expect(errorLines(BITCOIND)).toEqual([
      expect.stringMatching(/^LND_GRPC_HOST: bitcoind configurado sem LND/),
    ]);
  });

  it('runs the missing half on the devnode with DEMO=1', () => {
    expect(loadConfig({ ...LND, DEMO: '1' }, '/app')).toMatchObject({
      mode: 'demo',
      lnd: { socket: '10.21.21.9:10009' },
    });
  });

  it('refuses demo mode in production unless DEMO=1', () => {
    expect(errorLines({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^DEMO: modo demonstração recusado/),
    ]);
    expect(loadConfig({ NODE_ENV: 'production', DEMO: '1' }, '/app').mode).toBe('demo');
  });

  it('reports one line per bad variable', () => {
    const lines = errorLines({
      PORT: 'abc',
      BITCOIN_NETWORK: 'litecoin',
      PAYOUT_MODE: 'sometimes',
      DRAW_CONFIRMATIONS: '0',
      ADMIN_PASSWORD: '123',
    });
    expect(lines).toHaveLength(5);
    expect(lines).toEqual(
      expect.arrayContaining([
        'PORT: deve ser um número inteiro',
        expect.stringMatching(
          /^BITCOIN_NETWORK: deve ser um de mainnet, testnet, testnet4, signet, regtest/,
        ),
        'PAYOUT_MODE: deve ser auto ou manual',
        'DRAW_CONFIRMATIONS: deve estar entre 1 e 100',
        'ADMIN_PASSWORD: deve ter pelo menos 6 caracteres',
      ]),
    );
  });

  it('keeps the exact lines of the other variables, in the order of the table', () => {
    expect(
      errorLines({
        PORT: '70000',
        ADMIN_EMAIL: 'sem-arroba',
        JWT_SECRET: 'curto',
        DEMO: 'talvez',
        ONION_URL: 'umbrel.local',
        LOG_LEVEL: 'alto',
      }),
    ).toEqual([
      'PORT: deve estar entre 0 e 65535',
      'ADMIN_EMAIL: deve ser um e-mail',
      'JWT_SECRET: deve ter pelo menos 32 caracteres',
      'DEMO: Invalid option: expected one of "0"|"1"|"true"|"false"|"yes"|"no"|"on"|"off"|""',
      'ONION_URL: deve ser um endereço .onion, por exemplo http://exemplo….onion',
      'LOG_LEVEL: Invalid option: expected one of "fatal"|"error"|"warn"|"info"|"debug"|"trace"|"silent"',
    ]);
    expect(
      loadConfig(
        { PORT: ' 8080 ', ADMIN_EMAIL: ' Op@Rifa.Local ', DEMO: 'off', LOG_LEVEL: '' },
        '/app',
      ),
    ).toMatchObject({ port: 8080, adminEmail: 'op@rifa.local', logLevel: 'info', mode: 'demo' });
  });

  it('refuses a malformed LND host and incomplete bitcoind credentials', () => {
    expect(errorLines({ ...BITCOIND, LND_GRPC_HOST: 'sem-porta', LND_DIR: '/lnd' })).toEqual([
      'LND_GRPC_HOST: deve ser host:porta, por exemplo 10.21.21.9:10009',
    ]);
    expect(errorLines({ ...LND, BITCOIN_RPC_HOST: 'b', BITCOIN_RPC_USER: 'u' })).toEqual([
      'BITCOIN_RPC_PASS: obrigatório com BITCOIN_RPC_USER',
    ]);
  });
});

describe('LND_GRPC_HOST=pending (StartOS before LND publishes its address)', () => {
  const PENDING_LND = { LND_GRPC_HOST: 'pending', LND_DIR: '/lnd' };

  it('runs on the node in production with no LND address yet: the cert and macaroon still derived', () => {
    const config = loadConfig({ ...PENDING_LND, ...BITCOIND, NODE_ENV: 'production' }, '/app');
    expect(config.mode).toBe('node');
    expect(config.lnd).toEqual({
      socket: null,
      certPath: '/lnd/tls.cert',
      macaroonPath: '/lnd/data/chain/bitcoin/mainnet/admin.macaroon',
    });
  });

  it('is accepted only as that exact word: a typo or another case is a bad address', () => {
    for (const typo of ['pendng', 'Pending', 'PENDING', 'pending:10009x'])
      expect(errorLines({ ...BITCOIND, LND_GRPC_HOST: typo, LND_DIR: '/lnd' })).toEqual([
        'LND_GRPC_HOST: deve ser host:porta, por exemplo 10.21.21.9:10009',
      ]);
  });

  it('still needs the cert and macaroon, and bitcoind, as with an address', () => {
    expect(errorLines({ ...BITCOIND, LND_GRPC_HOST: 'pending' })).toEqual([
      'LND_TLS_CERT_PATH: obrigatório (ou LND_DIR) quando LND_GRPC_HOST é definido',
      'LND_MACAROON_PATH: obrigatório (ou LND_DIR) quando LND_GRPC_HOST é definido',
    ]);
    expect(errorLines(PENDING_LND)).toEqual([
      expect.stringMatching(/^BITCOIN_RPC_HOST: LND configurado sem bitcoind/),
    ]);
  });

  it('leaves a missing LND_GRPC_HOST an error, as on a Docker install that forgot it', () => {
    expect(errorLines({ ...BITCOIND, LND_DIR: '/lnd', NODE_ENV: 'production' })).toEqual([
      'LND_GRPC_HOST: obrigatório quando LND_TLS_CERT_PATH, LND_MACAROON_PATH ou LND_DIR é definido',
      expect.stringMatching(/^LND_GRPC_HOST: bitcoind configurado sem LND/),
      expect.stringMatching(/^DEMO: modo demonstração recusado/),
    ]);
  });
});

describe('testnet4', () => {
  it('accepts the network Umbrel may pass, with its RPC port and LND chain dir', () => {
    const config = loadConfig(
      { LND_GRPC_HOST: 'lnd:10009', LND_DIR: '/lnd', BITCOIN_NETWORK: 'testnet4', ...BITCOIND },
      '/app',
    );
    expect(config.network).toBe('testnet4');
    expect(config.bitcoind?.url).toBe('http://10.21.21.8:48332');
    expect(config.lnd?.macaroonPath).toBe('/lnd/data/chain/bitcoin/testnet4/admin.macaroon');
  });
});
