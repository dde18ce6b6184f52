// SQL of the draw's anchor (docs/protocols/draw-v2.md, migration 9). A status change is one UPDATE whose
// WHERE names the statuses it may leave, so a pass restarted at any line repeats only what has
// not happened yet.
import type {
  AnchorChange,
  AnchorRecord,
  AnchorRepository,
  AnchorStatus,
} from '../../../domain/ports/index.ts';
import type { Db } from '../database.ts';

type AnchorRow = Omit<AnchorRecord, 'merkle_branch' | 'chain_headers'> & {
  merkle_branch: string | null;
  chain_headers: string | null;
};

/** Columns stored as JSON arrays of hex. */
const JSON_COLUMNS = new Set(['merkle_branch', 'chain_headers']);
/** Every column a transition may write: the change's keys are checked against it. */
const WRITABLE = new Set<string>([
  'attempt',
  'label',
  'script',
  'fee_rate',
  'txid',
  'raw_tx',
  'sent_height',
  'bumps',
  'bumped_height',
  'bump_rate',
  'block_hash',
  'block_height',
  'tx_index',
  'merkle_branch',
  'chain_headers',
  'chain_headers_start',
  'reorgs',
  'last_error',
  'claimed_at',
  'sent_at',
  'confirmed_at',
]);

const toRecord = (row: AnchorRow): AnchorRecord => ({
  ...row,
  merkle_branch: row.merkle_branch === null ? null : (JSON.parse(row.merkle_branch) as string[]),
  chain_headers: row.chain_headers === null ? null : (JSON.parse(row.chain_headers) as string[]),
});

export function createAnchorRepository(db: Db): AnchorRepository {
  const one = db.prepare('SELECT * FROM draw_anchors WHERE raffle_id = ?');
  const all = db.prepare('SELECT * FROM draw_anchors ORDER BY raffle_id DESC');
  const byStatus = db.prepare(
    'SELECT * FROM draw_anchors WHERE status IN (SELECT value FROM json_each(?)) ORDER BY raffle_id',
  );
  /** One prepared UPDATE per set of changed columns (a handful of shapes in practice). */
  const updates = new Map<string, ReturnType<Db['prepare']>>();

  function updateFor(columns: string[]) {
    const key = columns.join(',');
    let statement = updates.get(key);
    if (!statement) {
      const sets = columns.map((column) => `${column} = @${column}`).join(', ');
      statement = db.prepare(
        `UPDATE draw_anchors SET status = @to, ${sets}${sets ? ', ' : ''}updated_at = @now
         WHERE raffle_id = @raffleId AND status IN (SELECT value FROM json_each(@from))`,
      );
      updates.set(key, statement);
    }
    return statement;
  }

  return {
    find(raffleId) {
      const row = one.get(raffleId) as AnchorRow | undefined;
      return row ? toRecord(row) : undefined;
    },
    list: () => (all.all() as AnchorRow[]).map(toRecord),
    withStatus: (statuses: readonly AnchorStatus[]) =>
      (byStatus.all(JSON.stringify(statuses)) as AnchorRow[]).map(toRecord),
    transition(raffleId, from, to, change: AnchorChange, now) {
      const columns = Object.keys(change).sort();
      for (const column of columns)
        if (!WRITABLE.has(column)) throw new Error(`draw_anchors: coluna não gravável ${column}`);
      const values: Record<string, unknown> = {};
      for (const column of columns) {
        const value = change[column as keyof AnchorChange];
        values[column] = JSON_COLUMNS.has(column) && value != null ? JSON.stringify(value) : value;
      }
      const run = db.transaction(
        () =>
          updateFor(columns).run({
            ...values,
            raffleId,
            to,
            from: JSON.stringify(from),
            now,
          }).changes === 1,
      );
      return run.immediate();
    },
  };
}
