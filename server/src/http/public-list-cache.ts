// GET /api/rifa's body, serialized once per state of the database (docs/protocols/targets.md#public-list:
// the public list at ≥ 0.85 of the requests/s of a bare node:http server; `npm run bench -- list`).
//
// The list is a function of the database alone: no field depends on the clock — status moves
// only when the draw scheduler or an admin writes it, and available_tickets subtracts the
// reservations by their status ('reserving'/'pending'), which only writes change (a purchase,
// its settlement, expiry or release, a cancellation). So instead of trusting every writer to
// call an invalidation hook (the settlement watcher, the draw scheduler, payouts, the demo
// routes, and whatever comes next), the body is keyed on the store's version of the
// database (adapters/sqlite/database-version.ts: every write of the app shows at the next
// request, a commit by another process within a second).
// A write that touches no raffle costs one rebuild at the next request, nothing more.
// The compressed forms are cached with the body (compressed-body.ts): brotli and gzip made once
// per version, on the first request that asks for each (docs/decisions/0013-built-for-tor.md).
import { compressedBody, type CompressedBody } from './compressed-body.ts';

/** The exact bytes res.json would send (body), a strong ETag, and the compressed variants. */
export type CachedBody = CompressedBody;

export interface PublicListCache {
  get(): CachedBody;
}

export function createPublicListCache(deps: {
  list: () => unknown;
  version: () => string;
}): PublicListCache {
  let cached: { version: string; body: CachedBody } | undefined;
  return {
    get() {
      // Read the version first: both calls are synchronous, so no write can fall in between.
      const version = deps.version();
      if (cached?.version !== version) {
        cached = {
          version,
          body: compressedBody(Buffer.from(JSON.stringify({ data: deps.list() }))),
        };
      }
      return cached.body;
    },
  };
}
