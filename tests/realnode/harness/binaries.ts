// Where the real node's binaries are: tests/realnode/node-binaries/build.sh builds lnd, lncli,
// btcd and btcctl from the Go modules pinned there (once; a cache keyed by the pins) and
// prints their folder. The global setup runs it and passes the folder on in the environment.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const BUILD_SCRIPT = path.resolve(import.meta.dirname, '../node-binaries/build.sh');
const ENV_KEY = 'RIFA_NODE_BIN_DIR';

/** Builds the binaries if they are not in the cache yet; the folder that holds them. */
export function buildNodeBinaries(): string {
  const dir = execFileSync(BUILD_SCRIPT, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return dir.trim();
}

/** The binaries' folder: the global setup's, else built (or found) now. */
export function nodeBinDir(): string {
  return (process.env[ENV_KEY] ??= buildNodeBinaries());
}

/** The `--version` line of one of them, e.g. `lnd version 0.21.3-beta commit=v0.21.3-beta`. */
export function binaryVersion(name: 'lnd' | 'btcd'): string {
  const out = execFileSync(path.join(nodeBinDir(), name), ['--version'], { encoding: 'utf8' });
  return out.trim().split('\n')[0]!;
}
