// Reads the Umbrel package files (docker-compose.yml, umbrel-app.yml) and resolves the
// compose variables the way docker compose does for the simple forms we use ($VAR,
// ${VAR}), so tests can feed Umbrel-shaped values through the real mapping.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ComposeService {
  image?: string;
  user?: string;
  init?: boolean;
  restart?: string;
  stop_grace_period?: string;
  volumes?: string[];
  environment?: Record<string, string | number | boolean>;
  [key: string]: unknown;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  [key: string]: unknown;
}

export function readYaml<T>(file: string): T {
  return parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as T;
}

export const readCompose = (): ComposeFile => readYaml<ComposeFile>('docker-compose.yml');
export const readUmbrelApp = (): Record<string, unknown> =>
  readYaml<Record<string, unknown>>('umbrel-app.yml');

/** `$VAR` and `${VAR}` → value; an unknown variable is an error, not an empty string. */
export function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (_match, braced?: string, bare?: string) => {
      const name = (braced ?? bare)!;
      const resolved = vars[name];
      if (resolved === undefined) throw new Error(`variável do compose sem valor: ${name}`);
      return resolved;
    },
  );
}

/** The web service's environment as the container would see it, for these APP_* values. */
export function webEnvironment(
  vars: Record<string, string>,
  compose = readCompose(),
): Record<string, string> {
  const environment = compose.services.web?.environment ?? {};
  return Object.fromEntries(
    Object.entries(environment).map(([key, value]) => [key, interpolate(String(value), vars)]),
  );
}

/** What umbreld exports for an app with bitcoin and lightning as dependencies (docs/decisions/0006-docker-umbrel-startos.md). */
export const UMBREL_VARS: Record<string, string> = {
  APP_DATA_DIR: '/home/umbrel/umbrel/app-data/rifa-relampago',
  APP_PASSWORD: 'a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90',
  APP_LIGHTNING_NODE_IP: '10.21.21.9',
  APP_LIGHTNING_NODE_GRPC_PORT: '10009',
  APP_LIGHTNING_NODE_DATA_DIR: '/home/umbrel/umbrel/app-data/lightning/data/lnd',
  APP_BITCOIN_NODE_IP: '10.21.21.8',
  APP_BITCOIN_RPC_PORT: '8332',
  APP_BITCOIN_RPC_USER: 'umbrel',
  APP_BITCOIN_RPC_PASS: 'moneyprintergobrrr',
  APP_BITCOIN_NETWORK: 'mainnet',
  APP_HIDDEN_SERVICE: 'rifa2x3kq4c7vbnm5hyzlwmdqoe6xctfjwuvk7p4n2gsl3ymza5ibqad.onion',
  // umbreld's app-script exports Tor's SOCKS proxy to every app.
  TOR_PROXY_IP: '10.21.21.11',
  TOR_PROXY_PORT: '9050',
};
