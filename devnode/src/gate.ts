// "Stop answering" (the unresponsive control) as a gate every request and stream write
// passes through: while closed, work waits; opening it lets the held work proceed in order.
// Tests use it to check the app's timeouts against a node that accepts connections but
// never replies.

export interface Gate {
  isClosed(): boolean;
  close(): void;
  open(): void;
  /** Resolves at once while open, otherwise when the gate next opens. */
  passed(): Promise<void>;
}

export function createGate(): Gate {
  let waiters: (() => void)[] | undefined;
  return {
    isClosed: () => waiters !== undefined,
    close() {
      waiters ??= [];
    },
    open() {
      const released = waiters ?? [];
      waiters = undefined;
      for (const release of released) release();
    },
    passed() {
      if (!waiters) return Promise.resolve();
      const queue = waiters;
      return new Promise((resolve) => queue.push(resolve));
    },
  };
}

/**
 * Runs actions in order, each only once the gate is open. While the gate is open and
 * nothing is queued, an action runs synchronously, so stream events keep their order and
 * their sub-millisecond latency.
 */
export function createOrderedRunner(gate: Gate): (action: () => void) => void {
  const queue: (() => void)[] = [];
  let running = false;

  async function drain(): Promise<void> {
    running = true;
    try {
      while (queue.length > 0) {
        if (gate.isClosed()) await gate.passed();
        try {
          (queue.shift() as () => void)();
        } catch {
          // A write to a stream the client already closed: nothing left to deliver to.
        }
      }
    } finally {
      running = false;
    }
  }

  return (action) => {
    queue.push(action);
    if (!running) void drain();
  };
}
