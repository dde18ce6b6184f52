// The version of the database as this connection sees it (under a µs per call), so a cache
// of a read (the public raffle list) can be keyed on it instead of trusting every writer to
// invalidate it:
//   - total_changes(): rows inserted, updated or deleted through this connection, on any path
//     (the server has one connection, so every write of the app shows at the next call);
//   - PRAGMA data_version: bumped by a commit from any other connection (the sqlite3 CLI, a
//     restore). Reading it opens a WAL read transaction, a quarter of the cost of the whole
//     GET /api/rifa under load (`npm run bench`), so it is re-read at most once a second:
//     such out-of-band writes show within a second rather than at the very next call.
import { performance } from 'node:perf_hooks';
import type { Db } from './database.ts';

// How stale a commit by another process may be seen.
const OTHERS_RECHECK_MS = 1_000;

export function databaseVersion(db: Db): () => string {
  const changes = db.prepare('SELECT total_changes()').pluck();
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  let others = 0;
  let othersReadAt = -Infinity;
  // The last answer, kept while neither number moves: the hot path builds no string per call.
  let seen = { changes: -1, others: -1, version: '' };
  return () => {
    const now = performance.now();
    if (now - othersReadAt >= OTHERS_RECHECK_MS) {
      others = dataVersion.get() as number;
      othersReadAt = now;
    }
    const changed = changes.get() as number;
    if (changed !== seen.changes || others !== seen.others)
      seen = { changes: changed, others, version: `${changed}:${others}` };
    return seen.version;
  };
}
