// Driving a raffle to its draw on the real chain: sales end, the app anchors the ticket list
// with LND (SendOutputs), and blocks are mined one by one until the draw block after the
// anchor has its confirmations (docs/real-node.md). Rows are read from the app's SQLite file.
import type { Api } from '../../faults/support/api-client.ts';
import { query } from '../../faults/support/database.ts';
import { eventually, sleep } from '../../support/poll.ts';
import type { RegtestWorld } from './world.ts';

export interface AnchorRow {
  status: string;
  txid: string | null;
  raw_tx: string | null;
  block_height: number | null;
  bumps: number;
  attempt: number;
}

export interface PayoutRow {
  id: number;
  kind: string;
  method: string;
  status: string;
  amount: number;
  address: string | null;
  txid: string | null;
  payment_hash: string | null;
  fee: number | null;
  attempts: number;
  last_error: string | null;
}

export const anchorOf = (dataDir: string, raffleId: number): AnchorRow | undefined =>
  query<AnchorRow>(
    dataDir,
    'SELECT status, txid, raw_tx, block_height, bumps, attempt FROM draw_anchors WHERE raffle_id = ?',
    raffleId,
  )[0];

export const drawStatus = (dataDir: string, raffleId: number): string | undefined =>
  query<{ status: string }>(dataDir, 'SELECT status FROM draws WHERE raffle_id = ?', raffleId)[0]
    ?.status;

export const payoutsOf = (dataDir: string, raffleId: number): PayoutRow[] =>
  query<PayoutRow>(
    dataDir,
    `SELECT id, kind, method, status, amount, address, txid, payment_hash, fee, attempts, last_error
       FROM payouts WHERE raffle_id = ? ORDER BY id`,
    raffleId,
  );

/** After end_date: waits for the app to close sales and put its anchor in btcd's mempool. */
export async function anchorSent(
  world: RegtestWorld,
  dataDir: string,
  raffle: { id: number; end_date: string },
): Promise<AnchorRow> {
  await sleep(Math.max(0, Date.parse(raffle.end_date) - Date.now()));
  // The scheduler ticks every 10 s; the close and the send may take a tick or two.
  const anchor = await eventually(
    'anchor sent by the app',
    () => {
      const row = anchorOf(dataDir, raffle.id);
      return row?.status === 'sent' && row.txid ? row : undefined;
    },
    90_000,
    200,
  );
  await eventually(
    'anchor in btcd’s mempool',
    async () => (await world.btcd.rpc<string[]>('getrawmempool')).includes(anchor.txid!),
    20_000,
    100,
  );
  return anchor;
}

/** Mines a block at a time (a pause between, so the app's scheduler sees each) until `done`. */
export async function mineUntil<T>(
  world: RegtestWorld,
  what: string,
  done: () => T | undefined | false | Promise<T | undefined | false>,
  maxBlocks = 40,
): Promise<T> {
  for (let block = 0; block <= maxBlocks; block++) {
    const value = await eventually(what, done, 2_500, 100).catch(() => undefined);
    if (value !== undefined && value !== false) return value as T;
    await world.mine(1);
  }
  return eventually(`${what} (after ${maxBlocks} blocks)`, done, 30_000, 200);
}

/** A raffle whose sales end `endsInMs` from now (its draw follows soon after), as the admin creates it. */
export const raffleClosingSoon = (
  api: Api,
  adminToken: string,
  fields: Record<string, unknown>,
  endsInMs = 20_000,
) =>
  api.createRaffle(adminToken, {
    total_tickets: 10,
    end_date: new Date(Date.now() + endsInMs).toISOString(),
    ...fields,
  });
