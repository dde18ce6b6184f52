import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { t } from '../i18n/pt-BR.ts';

// docs/decisions/0014-numbers-prizes-packages.md: every page names itself in the tab and history ('Rifas Ativas · Rifa Relâmpago',
// '<raffle> · Rifa Relâmpago'). In the browser the title is set after each commit; on the
// server (entry-server.tsx) the render records it, and the page template writes <title>.

/** Where a server render records the title of the page it rendered. */
export interface TitleRecorder {
  title?: string;
}

const Recorder = createContext<TitleRecorder | null>(null);

export function TitleRecorderProvider({
  recorder,
  children,
}: {
  recorder: TitleRecorder;
  children: ReactNode;
}) {
  return <Recorder.Provider value={recorder}>{children}</Recorder.Provider>;
}

/** 'Página · Rifa Relâmpago', or the app's name alone without a page name. */
function documentTitle(page?: string): string {
  return page ? `${page} · ${t('app.name')}` : t('app.name');
}

/** The document's title while this page is shown. */
export function useDocumentTitle(page?: string): void {
  const recorder = useContext(Recorder);
  const title = documentTitle(page);
  // Rendering on the server has no effects: the title is recorded during the render.
  if (recorder) recorder.title = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
