// A job that runs one pass every interval, never two passes at once: a call during a pass
// gets the next pass, which starts when the current one ends (so it sees whatever changed
// meanwhile), and every such caller shares it. Used by the draw scheduler and the payouts.

export interface PeriodicJob {
  /** Runs a pass now (or right after the current one) and resolves when it is done. */
  tick(): Promise<void>;
  start(): void;
  /** Stops the timer and waits for the pass in flight. */
  stop(): Promise<void>;
  readonly started: boolean;
}

/** `pass` must not reject: it logs its own failures. */
export function createPeriodicJob(pass: () => Promise<void>, intervalMs: number): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  let started = false;

  function tick(): Promise<void> {
    if (running) {
      queued ??= running.then(() => {
        queued = undefined;
        return tick();
      });
      return queued;
    }
    running = pass().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    tick,
    start() {
      if (started) return;
      started = true;
      void tick();
      timer = setInterval(() => void tick(), intervalMs);
      // The job never keeps the process alive on its own.
      timer.unref();
    },
    async stop() {
      started = false;
      clearInterval(timer);
      await (queued ?? running);
    },
    get started() {
      return started;
    },
  };
}
