// The burst measure of the proof of work (docs/protocols/limits.md): registrations and logins admitted
// in the last minute, counted in six 10-second buckets. Cheap (no timestamp per event) and
// it forgets a burst within a minute of its end, bucket by bucket.
import type { Clock } from '../ports/index.ts';

const BUCKET_MS = 10_000;
const BUCKETS = 6;

export function createBurstMeter(clock: Clock) {
  // counts[i] is the bucket starting at starts[i]; a stale slot is reset when reused.
  const starts = new Array<number>(BUCKETS).fill(-1);
  const counts = new Array<number>(BUCKETS).fill(0);

  const bucketOf = (now: number) => Math.floor(now / BUCKET_MS);

  return {
    record(): void {
      const bucket = bucketOf(clock.now().getTime());
      const slot = bucket % BUCKETS;
      if (starts[slot] !== bucket) {
        starts[slot] = bucket;
        counts[slot] = 0;
      }
      counts[slot] = (counts[slot] ?? 0) + 1;
    },

    /** Events in the current bucket and the five before it (the last 50–60 s). */
    perMinute(): number {
      const bucket = bucketOf(clock.now().getTime());
      let total = 0;
      for (let slot = 0; slot < BUCKETS; slot++) {
        const start = starts[slot] ?? -1;
        if (start > bucket - BUCKETS && start <= bucket) total += counts[slot] ?? 0;
      }
      return total;
    },
  };
}
