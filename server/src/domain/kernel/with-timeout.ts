// A deadline for a call to the node: neither the `lightning` client nor the bitcoind client
// (a limit on silence only) gives every call one, and a node that accepts the connection but never answers must not hang a
// purchase, a health check or a proof.

/** Rejects with `onTimeout()` if `promise` has not settled within `ms`; the timer never outlives it. */
export function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  onTimeout: () => Error = () => new Error('tempo esgotado'),
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
