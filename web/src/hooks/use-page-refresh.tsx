import { createContext, useContext, type ReactNode } from 'react';

// docs/protocols/no-javascript.md: a page that changes by itself (a pending invoice) reloads
// without JavaScript through <meta http-equiv="refresh">. The server render (entry-server.tsx)
// records the wish here and the page template writes the tag; the browser's SPA polls instead.

export interface RefreshRecorder {
  refreshSeconds?: number;
}

const Recorder = createContext<RefreshRecorder | null>(null);

export function RefreshRecorderProvider({
  recorder,
  children,
}: {
  recorder: RefreshRecorder;
  children: ReactNode;
}) {
  return <Recorder.Provider value={recorder}>{children}</Recorder.Provider>;
}

/** Asks the server-rendered page to reload every `seconds` (undefined: no reload). */
export function usePageRefresh(seconds: number | undefined): void {
  const recorder = useContext(Recorder);
  if (recorder && seconds !== undefined) recorder.refreshSeconds = seconds;
}
