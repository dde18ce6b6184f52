// One table of readers over the environment (docs/protocols/configuration.md), read once into a
// frozen object. A bad value fails at start with one line per variable; the node settings decide
// the mode.
import path from 'node:path';
import { normalizeExplorerUrl, PASSWORD_MIN_LENGTH, type BitcoinNetwork } from '@rifa/shared';
import {
  flag,
  integerVar,
  Invalid,
  minLength,
  notOneOf,
  oneOf,
  optionalText,
  readEnv,
  type ReadEnv,
  type Reader,
} from './env-readers.ts';
import { onionUrlVar } from './onion-url.ts';
import { torProxyVar, type TorProxy } from './tor-proxy.ts';
import { lndSettings, type LndSettings } from './lnd-config.ts';

export type { LndSettings } from './lnd-config.ts';

// testnet4: Umbrel may set APP_BITCOIN_NETWORK=testnet4 (LND ≥ 0.19 names its chain dir so).
const NETWORKS = ['mainnet', 'testnet', 'testnet4', 'signet', 'regtest'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const adminEmail: Reader<string> = (raw) => {
  const email =
    raw === undefined || raw.trim() === '' ? 'admin@rifa.local' : raw.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(email) ? email : new Invalid('deve ser um e-mail');
};

// EXPLORER_URL (docs/protocols/configuration.md#explorer-and-reais): the explorer the pages link
// to until the operator saves one; the packaging may point it at the node's own mempool app.
const explorerUrl: Reader<string | undefined> = (raw) => {
  if (raw === undefined || raw.trim() === '') return undefined;
  const checked = normalizeExplorerUrl(raw);
  return 'url' in checked ? checked.url : new Invalid(checked.error);
};

const ENV = {
  NODE_ENV: optionalText,
  PORT: integerVar(3000, 0, 65535),
  HOST: optionalText,
  DATA_DIR: optionalText,
  // No proxy trusted unless the packaging says so (docker-compose.yml, start9/): trusting one
  // that is not there lets any client write its own X-Forwarded-For. No limit depends on the
  // client IP anyway (docs/protocols/limits.md); it shows in the access log.
  TRUST_PROXY: integerVar(0, 0, 10),
  BITCOIN_NETWORK: oneOf(NETWORKS, 'mainnet', new Invalid(`deve ser um de ${NETWORKS.join(', ')}`)),
  LND_GRPC_HOST: optionalText,
  LND_TLS_CERT_PATH: optionalText,
  LND_MACAROON_PATH: optionalText,
  LND_DIR: optionalText,
  BITCOIN_RPC_HOST: optionalText,
  BITCOIN_RPC_PORT: integerVar(undefined, 1, 65535),
  BITCOIN_RPC_USER: optionalText,
  BITCOIN_RPC_PASS: optionalText,
  BITCOIN_RPC_COOKIE_FILE: optionalText,
  ADMIN_EMAIL: adminEmail,
  ADMIN_PASSWORD: minLength(
    PASSWORD_MIN_LENGTH,
    `deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`,
  ),
  JWT_SECRET: minLength(32, 'deve ter pelo menos 32 caracteres'),
  DRAW_CONFIRMATIONS: integerVar(6, 1, 100),
  PAYOUT_MODE: oneOf(['auto', 'manual'], 'auto', new Invalid('deve ser auto ou manual')),
  DEMO: flag,
  ONION_URL: onionUrlVar,
  EXPLORER_URL: explorerUrl,
  TOR_PROXY: torProxyVar,
  LOG_LEVEL: oneOf(LOG_LEVELS, 'info', notOneOf(LOG_LEVELS)),
};

export interface BitcoindSettings {
  url: string;
  user?: string;
  pass?: string;
  cookieFile?: string;
}

export interface Config {
  env: string;
  port: number;
  host?: string;
  dataDir: string;
  trustProxy: number;
  network: BitcoinNetwork;
  /** demo: the devnode runs in-process for whichever half of the node is not configured. */
  mode: 'demo' | 'node';
  lnd?: LndSettings;
  bitcoind?: BitcoindSettings;
  adminEmail: string;
  adminPassword?: string;
  jwtSecret?: string;
  drawConfirmations: number;
  payoutMode: 'auto' | 'manual';
  logLevel: string;
  /** The app's Tor address (origin), for the start-up log line. */
  onionUrl?: string;
  /** EXPLORER_URL: the explorer's base address until the operator saves one. */
  explorerUrl?: string;
  /** TOR_PROXY: the node's Tor SOCKS5 proxy, for winners' Lightning Addresses. */
  torProxy?: TorProxy;
}

export class ConfigError extends Error {
  readonly lines: string[];
  constructor(lines: string[]) {
    super(`Configuração inválida:\n${lines.join('\n')}`);
    this.lines = lines;
  }
}

/** Parses the environment once; throws ConfigError with one line per bad variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): Readonly<Config> {
  const read = readEnv(ENV, env);
  if ('lines' in read) throw new ConfigError(read.lines);
  const e = read.values;
  const lines: string[] = [];

  const lnd = lndSettings(e, lines);
  const bitcoind = bitcoindSettings(e, lines);
  const lndGiven = lnd !== undefined || e.LND_GRPC_HOST !== undefined;
  const bitcoindGiven = bitcoind !== undefined || e.BITCOIN_RPC_HOST !== undefined;

  // docs/protocols/configuration.md: both halves → production; neither → demo; only one → an error, so fake
  // invoices never reach real participants, unless DEMO=1 asks the devnode for the other half.
  const mode: Config['mode'] = lndGiven && bitcoindGiven ? 'node' : 'demo';
  if (lndGiven !== bitcoindGiven && e.DEMO !== true) {
    lines.push(
      lndGiven
        ? 'BITCOIN_RPC_HOST: LND configurado sem bitcoind; configure BITCOIN_RPC_* ou use DEMO=1 para simular o bitcoind'
        : 'LND_GRPC_HOST: bitcoind configurado sem LND; configure LND_* ou use DEMO=1 para simular o LND',
    );
  }
  if (mode === 'demo' && e.NODE_ENV === 'production' && e.DEMO !== true) {
    lines.push(
      'DEMO: modo demonstração recusado com NODE_ENV=production; configure o nó (LND_*, BITCOIN_*) ou defina DEMO=1',
    );
  }
  if (lines.length > 0) throw new ConfigError(lines);

  const network: BitcoinNetwork =
    mode === 'demo' && !lndGiven && !bitcoindGiven ? 'regtest' : e.BITCOIN_NETWORK;
  return Object.freeze({
    env: e.NODE_ENV ?? 'development',
    port: e.PORT,
    ...(e.HOST ? { host: e.HOST } : {}),
    dataDir: path.resolve(cwd, e.DATA_DIR ?? 'data'),
    trustProxy: e.TRUST_PROXY,
    network,
    mode,
    ...(lnd ? { lnd } : {}),
    ...(bitcoind ? { bitcoind } : {}),
    adminEmail: e.ADMIN_EMAIL,
    ...(e.ADMIN_PASSWORD ? { adminPassword: e.ADMIN_PASSWORD } : {}),
    ...(e.JWT_SECRET ? { jwtSecret: e.JWT_SECRET } : {}),
    drawConfirmations: e.DRAW_CONFIRMATIONS,
    payoutMode: e.PAYOUT_MODE,
    logLevel: e.LOG_LEVEL,
    ...(e.ONION_URL ? { onionUrl: e.ONION_URL } : {}),
    ...(e.EXPLORER_URL ? { explorerUrl: e.EXPLORER_URL } : {}),
    ...(e.TOR_PROXY ? { torProxy: e.TOR_PROXY } : {}),
  });
}

type ParsedEnv = ReadEnv<typeof ENV>;

function bitcoindSettings(e: ParsedEnv, lines: string[]): BitcoindSettings | undefined {
  if (!e.BITCOIN_RPC_HOST) {
    if (
      e.BITCOIN_RPC_PORT ||
      e.BITCOIN_RPC_USER ||
      e.BITCOIN_RPC_PASS ||
      e.BITCOIN_RPC_COOKIE_FILE
    ) {
      lines.push(
        'BITCOIN_RPC_HOST: obrigatório quando outras variáveis BITCOIN_RPC_* são definidas',
      );
    }
    return undefined;
  }
  const defaultPorts: Record<BitcoinNetwork, number> = {
    mainnet: 8332,
    testnet: 18332,
    testnet4: 48332,
    signet: 38332,
    regtest: 18443,
  };
  const rpcPort = e.BITCOIN_RPC_PORT ?? defaultPorts[e.BITCOIN_NETWORK];
  const host = e.BITCOIN_RPC_HOST.replace(/^https?:\/\//, '').replace(/\/$/, '');
  if (!/^[^\s/:]+$/.test(host)) {
    lines.push('BITCOIN_RPC_HOST: deve ser só o host (a porta vai em BITCOIN_RPC_PORT)');
    return undefined;
  }
  const hasUserPass = e.BITCOIN_RPC_USER !== undefined || e.BITCOIN_RPC_PASS !== undefined;
  if (!hasUserPass && !e.BITCOIN_RPC_COOKIE_FILE) {
    lines.push(
      'BITCOIN_RPC_USER: defina BITCOIN_RPC_USER e BITCOIN_RPC_PASS, ou BITCOIN_RPC_COOKIE_FILE',
    );
    return undefined;
  }
  if (hasUserPass && (e.BITCOIN_RPC_USER === undefined || e.BITCOIN_RPC_PASS === undefined)) {
    lines.push(
      e.BITCOIN_RPC_USER === undefined
        ? 'BITCOIN_RPC_USER: obrigatório com BITCOIN_RPC_PASS'
        : 'BITCOIN_RPC_PASS: obrigatório com BITCOIN_RPC_USER',
    );
    return undefined;
  }
  return {
    url: `http://${host}:${rpcPort}`,
    ...(e.BITCOIN_RPC_USER ? { user: e.BITCOIN_RPC_USER } : {}),
    ...(e.BITCOIN_RPC_PASS ? { pass: e.BITCOIN_RPC_PASS } : {}),
    ...(e.BITCOIN_RPC_COOKIE_FILE && !hasUserPass ? { cookieFile: e.BITCOIN_RPC_COOKIE_FILE } : {}),
  };
}
