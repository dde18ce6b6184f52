// GET /api/rifa's body, serialized once per state of the database (DESIGN.md §11: the public
// list at ≥ 70% of the requests/s of a bare node:http server; `npm run bench` measures it).
//
// The list is a function of the database alone: no field depends on the clock — status moves
// only when the draw scheduler or an admin writes it, and available_tickets subtracts the
// reservations by their status ('reserving'/'pending'), which only writes change (a purchase,
// its settlement, expiry or release, a cancellation). So instead of trusting every writer to
// call an invalidation hook (the settlement watcher, the draw scheduler, payouts, the demo
// routes, and whatever comes next), the body is keyed on a version of the database:
//   - total_changes(): rows inserted, updated or deleted through this connection, on any path
//     (the server has one connection, so every write of the app shows at the next request);
//   - PRAGMA data_version: bumped by a commit from any other connection (the sqlite3 CLI, a
//     restore). Reading it opens a WAL read transaction, a quarter of the cost of the whole
//     request under load (`npm run bench`), so it is re-read at most once a second: such
//     out-of-band writes show within a second rather than at the very next request.
// A write that touches no raffle costs one rebuild at the next request, nothing more.
import { createHash } from 'node:crypto';
import type { Db } from '../adapters/sqlite/database.ts';

export interface CachedBody {
  /** The exact bytes res.json would send. */
  body: Buffer;
  /** A strong ETag of body (express answers 304 to a matching If-None-Match). */
  etag: string;
}

export interface PublicListCache {
  get(): CachedBody;
}

export function createPublicListCache(deps: {
  list: () => unknown;
  version: () => string;
}): PublicListCache {
  let cached: (CachedBody & { version: string }) | undefined;
  return {
    get() {
      // Read the version first: both calls are synchronous, so no write can fall in between.
      const version = deps.version();
      if (cached?.version !== version) {
        const body = Buffer.from(JSON.stringify({ data: deps.list() }));
        cached = {
          version,
          body,
          etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        };
      }
      return cached;
    },
  };
}

// How stale a commit by another process may be seen (see the top of this file).
const OTHERS_RECHECK_MS = 1_000;

/** The version of the database as this connection sees it (under a µs per call). */
export function databaseVersion(db: Db): () => string {
  const changes = db.prepare('SELECT total_changes()').pluck();
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  let others = 0;
  let othersReadAt = -Infinity;
  return () => {
    const now = performance.now();
    if (now - othersReadAt >= OTHERS_RECHECK_MS) {
      others = dataVersion.get() as number;
      othersReadAt = now;
    }
    return `${changes.get() as number}:${others}`;
  };
}
