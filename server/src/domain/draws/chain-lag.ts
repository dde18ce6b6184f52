// The chain's median-time-past lag for the draw estimate (docs/protocols/draw.md#when-the-draw-happens):
// tip time − tip mediantime, read from bitcoind at most once a minute and in the background.
// Public pages read the last value synchronously: no request waits for the node, and a crowd
// of visitors costs bitcoind two calls a minute at most (docs/decisions/0013-built-for-tor.md).
import type { Chain, Clock } from '../ports/index.ts';
import { withTimeout } from '../kernel/with-timeout.ts';

export interface ChainLag {
  /** The last lag read (seconds), or null before the first answer; starts a refresh when stale. */
  current(): number | null;
  /** Reads it now (tests, and the first request after start). */
  refresh(): Promise<number | null>;
}

export function createChainLag(deps: {
  chain: Chain;
  clock: Clock;
  ttlMs?: number;
  timeoutMs?: number;
}): ChainLag {
  const ttlMs = deps.ttlMs ?? 60_000;
  const timeoutMs = deps.timeoutMs ?? 2_000;
  let value: number | null = null;
  let readAt = -Infinity;
  let running: Promise<number | null> | null = null;

  async function read(): Promise<number | null> {
    const tip = await deps.chain.getBlockHash(await deps.chain.getBlockCount());
    const header = await deps.chain.getBlockHeader(tip);
    return Math.max(0, header.time - header.mediantime);
  }

  function refresh(): Promise<number | null> {
    running ??= withTimeout(read(), timeoutMs)
      .then(
        (lag) => (value = lag),
        // A node away keeps the last value (or none): the estimate falls back to the typical lag.
        () => value,
      )
      .finally(() => {
        readAt = deps.clock.now().getTime();
        running = null;
      });
    return running;
  }

  return {
    current() {
      if (deps.clock.now().getTime() - readAt > ttlMs) void refresh();
      return value;
    },
    refresh,
  };
}
