// start9/startos/appEnv.ts, loaded as the app's tests need it. It has no imports, and is
// loaded through Node's own type stripping from a data: URL because start9/ has its own
// tsconfig extending the SDK's, which exists only after `npm ci` inside start9/ — and
// `npm test` must pass on a fresh clone without it.
import fs from 'node:fs';
import path from 'node:path';
import { stripTypeScriptTypes } from 'node:module';
import { ROOT } from './umbrel-files.ts';

export interface AppEnvInput {
  /** null: LND has published no gRPC address yet (its wallet is not unlocked). */
  lndAddress: string | null;
  bitcoindAddress: string;
  adminPassword?: string;
  payoutMode: 'auto' | 'manual';
}

export interface AppEnvModule {
  appEnv(input: AppEnvInput): Record<string, string>;
  lndMount: string;
  bitcoinMount: string;
  dataDir: string;
}

export const loadAppEnv = (): Promise<AppEnvModule> => {
  const source = stripTypeScriptTypes(
    fs.readFileSync(path.join(ROOT, 'start9', 'startos', 'appEnv.ts'), 'utf8'),
  );
  return import(
    `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`
  ) as Promise<AppEnvModule>;
};
