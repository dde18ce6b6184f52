// The ticket-list worker thread (ticket-lists.ts): reads one raffle's paid tickets over its own
// read-only connection, hashes and roots them with the domain's own code, hands the result back
// without copying, and exits.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { openTicketPageReader } from '../adapters/sqlite/draws/ticket-page-reader.ts';
import { buildTicketTreeParts, freezeTickets } from '../domain/draws/index.ts';

export interface TicketListJob {
  file: string;
  raffleId: number;
  kind: 'freeze' | 'tree';
  withRoot: boolean;
  /** Set to 1 by the app when it closes: the worker stops at its next page and exits by itself. */
  stopFlag: Int32Array;
}

class Stopped extends Error {}

async function run(job: TicketListJob, port: MessagePort): Promise<void> {
  const stopped = () => Atomics.load(job.stopFlag, 0) === 1;
  if (stopped()) return;
  const opened = openTicketPageReader(job.file);
  // Checked between pages: a worker ended from outside (terminate) while SQLite's native code
  // runs can crash the whole process, so it is asked to stop and closes its own connection.
  const reader = {
    ticketPage: (raffleId: number, afterNumber: number, limit: number) => {
      if (stopped()) throw new Stopped();
      return opened.ticketPage(raffleId, afterNumber, limit);
    },
  };
  try {
    if (job.kind === 'freeze') {
      const frozen = await freezeTickets(reader, job.raffleId, job.withRoot);
      const numbers = Float64Array.from(frozen.numbers);
      port.postMessage({ ...frozen, numbers }, [numbers.buffer]);
    } else {
      const parts = await buildTicketTreeParts(reader, job.raffleId);
      const numbers = Float64Array.from(parts.numbers);
      const buffers = new Set<ArrayBuffer>([
        numbers.buffer,
        parts.paymentHashes.buffer as ArrayBuffer,
      ]);
      for (const level of parts.levels) buffers.add(level.buffer as ArrayBuffer);
      port.postMessage({ ...parts, numbers }, [...buffers]);
    }
  } catch (error) {
    if (!(error instanceof Stopped)) throw error;
  } finally {
    opened.close();
  }
}

// Imported outside a worker (the image's smoke check imports every bundle file), it does nothing.
if (parentPort) await run(workerData as TicketListJob, parentPort);
