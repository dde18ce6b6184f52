import { useEffect, useState } from 'react';
import { useHydrationData } from '../../hooks/use-page-data.tsx';

/**
 * False while this markup is the server's (rendered there, then hydrated as is), true once the
 * SPA runs it (docs/protocols/no-javascript.md): what needs JavaScript (a dialog, a button that
 * only calls the API) takes the place of its plain-HTML form right after hydration, never in it.
 */
export function useLive(): boolean {
  const serverMarkup = useHydrationData() !== null;
  const [live, setLive] = useState(!serverMarkup);
  useEffect(() => setLive(true), []);
  return live;
}
