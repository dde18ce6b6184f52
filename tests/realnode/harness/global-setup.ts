// The real-node suite's global setup: the binaries built (or found in the cache) once, their
// versions printed so that every run says which LND and btcd it proved the app against.
import { binaryVersion, nodeBinDir } from './binaries.ts';

export default function setup(): void {
  const dir = nodeBinDir();
  console.log(`realnode: ${binaryVersion('lnd')}; ${binaryVersion('btcd')} (${dir})`);
}
