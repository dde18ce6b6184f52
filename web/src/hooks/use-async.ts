import { useCallback, useEffect, useRef, useState } from 'react';

export interface AsyncState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
}

/** A load's outcome known before it runs: an answer embedded in a server-rendered page. */
export type Settled<T> = { data: T } | { error: unknown };

/**
 * Runs `load` on mount and whenever `key` changes (and on reload()), aborting the
 * previous run. `load` may change identity freely: only `key` triggers a reload.
 * With `initial` (docs/decisions/0013-built-for-tor.md: the server embedded the answer), the first render already has
 * it and the mount loads nothing: no second round trip for what the HTML carried.
 */
export function useAsync<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: unknown = null,
  initial?: Settled<T>,
): AsyncState<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>(
    () =>
      initial === undefined
        ? { data: undefined, error: undefined, loading: true }
        : 'data' in initial
          ? { data: initial.data, error: undefined, loading: false }
          : { data: undefined, error: initial.error, loading: false },
  );
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // The key the initial answer belongs to, until the key changes or a reload is asked for
  // (kept as a ref, not consumed, so that StrictMode's second mount skips the load as well).
  const settledKey = useRef(initial === undefined ? null : { key });

  useEffect(() => {
    if (settledKey.current) {
      if (attempt === 0 && Object.is(settledKey.current.key, key)) return;
      settledKey.current = null;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: undefined }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, error: undefined, loading: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ data: undefined, error, loading: false });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
