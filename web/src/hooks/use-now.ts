import { useEffect, useRef, useState } from 'react';
import { useHydrationData } from './use-page-data.tsx';

/**
 * The current time, refreshed every `intervalMs` (countdowns, days left). A server-rendered
 * page's first render uses the time the server rendered at (docs/decisions/0013-built-for-tor.md: the hydration render
 * must match the server's markup), then the browser's clock from the first commit on.
 */
export function useNow(intervalMs = 1000): Date {
  const serverNow = useHydrationData()?.now;
  const [now, setNow] = useState(() => (serverNow ? new Date(serverNow) : new Date()));
  const pinned = useRef(serverNow !== undefined);
  useEffect(() => {
    if (pinned.current) {
      pinned.current = false;
      setNow(new Date());
    }
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
