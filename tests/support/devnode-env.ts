// From a running devnode to the app's configuration: its node variables (the devnode's own
// envLines, docs/protocols/configuration.md) as an environment, and the Config the app reads from them.
import { envLines, type ConnectionInfo } from '@rifa/devnode';
import { loadConfig, type Config } from '../../server/src/config/config.ts';

/** LND_*, BITCOIN_RPC_* and BITCOIN_NETWORK for this devnode, as environment variables. */
export function devnodeEnv(info: ConnectionInfo): Record<string, string> {
  return Object.fromEntries(
    envLines(info).map((line) => {
      const equals = line.indexOf('=');
      return [line.slice(0, equals), line.slice(equals + 1)];
    }),
  );
}

/** The app's Config in node mode against this devnode, parsed as at start from `env` on top. */
export function devnodeConfig(info: ConnectionInfo, env: Record<string, string>): Config {
  return loadConfig({ ...devnodeEnv(info), ...env });
}
