// Compacts the V8 heap once, when start-up is over. Loading the modules, parsing the LND
// protos and migrating SQLite leave tens of MB of garbage, and an idle server allocates
// too little for V8 ever to run a full collection on its own: without this, an idle
// process would keep that garbage for good (docs/protocols/targets.md: idle RSS under 110 MB).
import v8 from 'node:v8';
import vm from 'node:vm';

type GcOptions = { type: 'major'; execution: 'sync'; flavor: 'last-resort' };
let gc: ((options: GcOptions) => void) | undefined;

export interface HeapCompaction {
  heapBefore: number;
  heapAfter: number;
  ms: number;
}

export function compactHeap(): HeapCompaction {
  if (!gc) {
    // V8's own collector, exposed in a throwaway context rather than as a global `gc`.
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as (options: GcOptions) => void;
  }
  const heapBefore = process.memoryUsage().heapTotal;
  const started = performance.now();
  // 'last-resort' is V8's "collect all available garbage": full collections that also
  // compact the old generation, so emptied pages go back to the operating system.
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return {
    heapBefore,
    heapAfter: process.memoryUsage().heapTotal,
    ms: performance.now() - started,
  };
}
