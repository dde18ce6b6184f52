// A clock a test moves by hand, for the app (the Clock port) and the devnode alike.
import type { Clock } from '../../server/src/domain/ports/index.ts';

export type MovableClock = Clock & { set(date: Date): void; advance(ms: number): void };

/** Starts at `start` (default: the real time now) and moves only when told. */
export function movableClock(start = new Date()): MovableClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set: (date) => {
      now = date.getTime();
    },
    advance: (ms) => {
      now += ms;
    },
  };
}
