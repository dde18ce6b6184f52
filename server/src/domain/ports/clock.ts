// Time as the domain sees it: tests move it, production reads the system clock.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
