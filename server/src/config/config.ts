// One zod schema over the environment (docs/protocols/configuration.md), parsed once into a frozen object.
// A bad value fails at start with one line per variable; the node settings decide the mode.
import path from 'node:path';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, type BitcoinNetwork } from '@rifa/shared';
import { onionUrlVar } from './onion-url.ts';
import { lndSettings, type LndSettings } from './lnd-config.ts';

export type { LndSettings } from './lnd-config.ts';

// testnet4: Umbrel may set APP_BITCOIN_NETWORK=testnet4 (LND ≥ 0.19 names its chain dir so).
const NETWORKS = ['mainnet', 'testnet', 'testnet4', 'signet', 'regtest'] as const;

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .optional()
  .transform((value) =>
    value === undefined || value === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(value),
  );

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/** An integer variable with a default; text such as '3000abc' is refused. */
const integerVar = (fallback: number | undefined, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      if (!/^\d+$/.test(value.trim())) {
        ctx.addIssue({ code: 'custom', message: 'deve ser um número inteiro' });
        return z.NEVER;
      }
      const number = Number(value.trim());
      if (number < min || number > max) {
        ctx.addIssue({ code: 'custom', message: `deve estar entre ${min} e ${max}` });
        return z.NEVER;
      }
      return number;
    });

const port = (fallback: number) =>
  integerVar(fallback, 0, 65535).transform((value) => value ?? fallback);

const envSchema = z.object({
  NODE_ENV: optionalText,
  PORT: port(3000),
  HOST: optionalText,
  DATA_DIR: optionalText,
  // No proxy trusted unless the packaging says so (docker-compose.yml, start9/): trusting one
  // that is not there lets any client write its own X-Forwarded-For. No limit depends on the
  // client IP anyway (docs/protocols/limits.md); it shows in the access log.
  TRUST_PROXY: integerVar(0, 0, 10).transform((value) => value ?? 0),
  BITCOIN_NETWORK: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? 'mainnet' : value))
    .pipe(z.enum(NETWORKS, { error: `deve ser um de ${NETWORKS.join(', ')}` })),
  LND_GRPC_HOST: optionalText,
  LND_TLS_CERT_PATH: optionalText,
  LND_MACAROON_PATH: optionalText,
  LND_DIR: optionalText,
  BITCOIN_RPC_HOST: optionalText,
  BITCOIN_RPC_PORT: integerVar(undefined, 1, 65535),
  BITCOIN_RPC_USER: optionalText,
  BITCOIN_RPC_PASS: optionalText,
  BITCOIN_RPC_COOKIE_FILE: optionalText,
  ADMIN_EMAIL: z
    .string()
    .optional()
    .transform((value) =>
      value === undefined || value.trim() === '' ? 'admin@rifa.local' : value.trim().toLowerCase(),
    )
    .pipe(z.string().regex(/^[^\s@]+@[^\s@]+$/, 'deve ser um e-mail')),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : value))
    .pipe(
      z
        .string()
        .min(PASSWORD_MIN_LENGTH, `deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`)
        .optional(),
    ),
  JWT_SECRET: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : value))
    .pipe(z.string().min(32, 'deve ter pelo menos 32 caracteres').optional()),
  DRAW_CONFIRMATIONS: integerVar(6, 1, 100).transform((value) => value ?? 6),
  PAYOUT_MODE: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? 'auto' : value))
    .pipe(z.enum(['auto', 'manual'], { error: 'deve ser auto ou manual' })),
  DEMO: flag,
  ONION_URL: onionUrlVar,
  LOG_LEVEL: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? 'info' : value))
    .pipe(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
});

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
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `${String(issue.path[0] ?? '?')}: ${issue.message}`,
    );
    throw new ConfigError([...new Set(lines)]);
  }
  const e = parsed.data;
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
  });
}

type ParsedEnv = z.infer<typeof envSchema>;

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
