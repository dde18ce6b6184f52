// The ticket lists of a database file are read and hashed in a worker thread
// (server/src/composition/ticket-lists.ts, docs/protocols/limits.md#no-request-holds-the-event-loop):
// the same N, tickets_hash, tickets_root and inclusion proofs as on the main thread, over a real
// SQLite file; a worker that cannot run falls back to the main thread with the same answer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ticketsCommitment, ticketsRoot, verifyTicketInclusion } from '@rifa/shared';
import { OUT_DIR } from '../../server/build.ts';
import { workerTicketLists } from '../../server/src/composition/ticket-lists.ts';
import { ticketListsOf } from '../../server/src/domain/draws/index.ts';
import { eventually } from '../support/poll.ts';
import { createWorld, recordingLog, type World } from '../unit/support/world.ts';

let dir: string;
let w: World;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rifa-ticket-lists-'));
  w = createWorld({ file: path.join(dir, 'rifa.sqlite') });
});
afterEach(() => {
  w.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A raffle of 3,000 numbers with 1,234 of them paid, in several purchases. */
async function paidRaffle() {
  const raffle = w.raffle({ total_tickets: 3_000, ticket_price: 1 });
  for (const quantity of [300, 300, 300, 300, 34]) {
    const purchase = await w.buy(w.user(), raffle, quantity);
    w.pay(purchase);
  }
  // A credit writes its first step of tickets at once and the rest in steps after it.
  await eventually('every ticket written', () =>
    w.store.draws.tickets(raffle.id).length === 1_234 ? true : undefined,
  );
  const tickets = w.store.draws.tickets(raffle.id);
  expect(tickets).toHaveLength(1_234);
  return { raffle, tickets };
}

it('freezes the same list in the worker as on the main thread', async () => {
  const { raffle, tickets } = await paidRaffle();
  const log = recordingLog();
  const lists = workerTicketLists(path.join(dir, 'rifa.sqlite'), ticketListsOf(w.store.draws), log);
  const inWorker = await lists.freeze(raffle.id, true);
  const here = await ticketListsOf(w.store.draws).freeze(raffle.id, true);
  expect(inWorker).toEqual(here);
  expect(inWorker.count).toBe(1_234);
  expect(inWorker.hash).toBe(ticketsCommitment(tickets));
  expect(inWorker.root).toBe(ticketsRoot(tickets));
  expect(inWorker.numbers).toEqual(tickets.map((ticket) => ticket.number));
  expect(Array.isArray(inWorker.numbers)).toBe(true);
  // Version 1: no root asked for, none computed.
  expect((await lists.freeze(raffle.id, false)).root).toBeNull();
  expect(log.lines).toEqual([]);
});

it('builds the tree in the worker: every proof leads to the root', async () => {
  const { raffle, tickets } = await paidRaffle();
  const lists = workerTicketLists(
    path.join(dir, 'rifa.sqlite'),
    ticketListsOf(w.store.draws),
    recordingLog(),
  );
  const tree = await lists.tree(raffle.id);
  expect(tree.root).toBe(ticketsRoot(tickets));
  for (const ticket of [tickets[0]!, tickets[617]!, tickets.at(-1)!]) {
    const proof = tree.proof(ticket.number)!;
    expect(proof.payment_hash).toBe(ticket.payment_hash);
    expect(verifyTicketInclusion(ticket, proof.path, tree.root)).toBe(true);
  }
  const unsold = Array.from({ length: 3_000 }, (_, k) => k + 1).find(
    (number) => !tickets.some((ticket) => ticket.number === number),
  )!;
  expect(tree.proof(unsold)).toBeNull();
});

it('falls back to the main thread when the worker cannot read the file', async () => {
  const { raffle, tickets } = await paidRaffle();
  const log = recordingLog();
  const lists = workerTicketLists(
    path.join(dir, 'não-existe.sqlite'),
    ticketListsOf(w.store.draws),
    log,
  );
  const frozen = await lists.freeze(raffle.id, true);
  expect(frozen.hash).toBe(ticketsCommitment(tickets));
  expect((await lists.tree(raffle.id)).root).toBe(ticketsRoot(tickets));
  expect(log.messages()).toEqual([
    'lista de bilhetes lida na thread principal (a thread auxiliar falhou)',
    'lista de bilhetes lida na thread principal (a thread auxiliar falhou)',
  ]);
});

it("runs from the production bundle's own entry (server/dist/ticket-lists-worker.js)", async () => {
  const { raffle, tickets } = await paidRaffle();
  const worker = new Worker(path.join(OUT_DIR, 'ticket-lists-worker.js'), {
    workerData: {
      file: path.join(dir, 'rifa.sqlite'),
      raffleId: raffle.id,
      kind: 'freeze',
      withRoot: true,
      stopFlag: new Int32Array(new SharedArrayBuffer(4)),
    },
  });
  const frozen = await new Promise<{ count: number; hash: string; root: string }>(
    (resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    },
  );
  expect(frozen.count).toBe(tickets.length);
  expect(frozen.hash).toBe(ticketsCommitment(tickets));
  expect(frozen.root).toBe(ticketsRoot(tickets));
});

it('stops its workers when the app closes: asked to stop, no crash, no second attempt on this thread', async () => {
  const { raffle, tickets } = await paidRaffle();
  const log = recordingLog();
  const lists = workerTicketLists(path.join(dir, 'rifa.sqlite'), ticketListsOf(w.store.draws), log);
  // A job running when the app closes either finishes or is refused; stop() waits for its exit.
  const running = lists.freeze(raffle.id, true).then(
    (frozen) => frozen.hash,
    () => 'parado',
  );
  await lists.stop();
  expect([ticketsCommitment(tickets), 'parado']).toContain(await running);
  // After the close nothing runs, in a worker or here.
  await expect(lists.freeze(raffle.id, true)).rejects.toThrow();
  expect(log.lines).toEqual([]);
});
