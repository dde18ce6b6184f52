// Waiting in tests and benchmarks: one poll helper, and a plain sleep.

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls `check` every `stepMs` until it returns a value other than undefined or false, and
 * resolves with it; after `timeoutMs` fails naming `what` was awaited. An error thrown by
 * `check` (a child that exited, say) fails at once.
 */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 5_000,
  stepMs = 20,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(stepMs);
  }
}
