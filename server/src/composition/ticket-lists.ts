// The ticket lists of a database file, read and hashed in a worker thread
// (ticket-lists-worker.ts): the close of sales, the draw's re-check and the first inclusion
// proof of a raffle run on the second core at full speed, and the event loop only receives the
// result (docs/protocols/limits.md#no-request-holds-the-event-loop). Should a worker fail to
// start or die, the same work runs on this thread in steps (the result is the same bytes).
import { Worker } from 'node:worker_threads';
import { treeFromParts, type TicketTreeParts } from '../domain/draws/index.ts';
import type { DomainLog } from '../domain/kernel/log.ts';
import type { FrozenTickets, TicketLists } from '../domain/ports/index.ts';
import type { TicketTree } from '@rifa/shared';
import type { TicketListJob } from './ticket-lists-worker.ts';

// Source (tests, `node server/src/main.ts`) or the bundle (server/build.ts emits both entries).
const WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './ticket-lists-worker.ts' : './ticket-lists-worker.js',
  import.meta.url,
);

const STOP_GRACE_MS = 5_000;

type FrozenInBuffers = Omit<FrozenTickets, 'numbers'> & { numbers: Float64Array };

export interface WorkerTicketLists extends TicketLists {
  /** Ends the workers still running (the app is closing). */
  stop(): Promise<void>;
}

export function workerTicketLists(
  file: string,
  onThisThread: TicketLists,
  log: DomainLog,
): WorkerTicketLists {
  const running = new Map<Worker, Promise<void>>();
  // Shared with every worker: 1 once the app closes (see stop()).
  const stopFlag = new Int32Array(new SharedArrayBuffer(4));

  function run<T>(job: Omit<TicketListJob, 'stopFlag'>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const worker = new Worker(WORKER_URL, { workerData: { ...job, stopFlag } });
      running.set(worker, new Promise((exited) => worker.once('exit', () => exited())));
      worker.once('message', (result: T) => resolve(result));
      worker.once('error', reject);
      worker.once('exit', (code) => {
        running.delete(worker);
        reject(new Error(`a thread da lista de bilhetes terminou (código ${code})`));
      });
    });
  }

  async function withFallback<T>(
    job: Omit<TicketListJob, 'stopFlag'>,
    here: () => Promise<T>,
  ): Promise<T> {
    try {
      return await run<T>(job);
    } catch (error) {
      if (Atomics.load(stopFlag, 0) === 1) throw error; // closing: no second attempt here
      log.warn(
        { raffleId: job.raffleId, err: error instanceof Error ? error.message : String(error) },
        'lista de bilhetes lida na thread principal (a thread auxiliar falhou)',
      );
      return here();
    }
  }

  return {
    async freeze(raffleId, withRoot) {
      // From the worker the numbers come as one transferred Float64Array. Only the draw reads
      // them, so the array of a million numbers (tens of ms to build on the event loop) is made
      // when it asks, not at the close.
      const frozen = await withFallback<FrozenTickets | FrozenInBuffers>(
        { file, raffleId, kind: 'freeze', withRoot },
        () => onThisThread.freeze(raffleId, withRoot),
      );
      if (Array.isArray(frozen.numbers)) return frozen as FrozenTickets;
      const { count, hash, root } = frozen;
      const buffer = frozen.numbers as Float64Array;
      let numbers: number[] | undefined;
      return {
        count,
        hash,
        root,
        get numbers() {
          return (numbers ??= Array.from(buffer));
        },
      };
    },
    async tree(raffleId) {
      const built = await withFallback<TicketTreeParts | TicketTree>(
        { file, raffleId, kind: 'tree', withRoot: true },
        () => onThisThread.tree(raffleId),
      );
      return 'levels' in built ? treeFromParts(built) : built;
    },
    async stop() {
      // Asked, not terminated: a worker killed inside SQLite's native code can take the process
      // down with it. Each one stops at its next page (milliseconds); terminate is the last resort.
      Atomics.store(stopFlag, 0, 1);
      await Promise.all(
        [...running].map(async ([worker, exited]) => {
          const late = setTimeout(() => void worker.terminate(), STOP_GRACE_MS);
          await exited;
          clearTimeout(late);
        }),
      );
    },
  };
}
