import type { PageData } from '@rifa/shared';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app.tsx';
import { TitleRecorderProvider, type TitleRecorder } from './hooks/use-document-title.tsx';
import { PageDataProvider } from './hooks/use-page-data.tsx';
import { RefreshRecorderProvider, type RefreshRecorder } from './hooks/use-page-refresh.tsx';
import { routes, type PageHandle } from './routes.tsx';

// The server side of docs/decisions/0013-built-for-tor.md's "content before JavaScript": the public pages rendered with
// the same routes, providers and components as the SPA, from the PageData the server
// gathered (the same answers the API gives). Built by `vite build -c vite.ssr.config.ts`
// into web/dist-ssr/entry-server.js, self-contained (React and all), which the Express
// server imports at start.

interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** Vite manifest keys of the lazy route modules the page is made of (to preload). */
  modules: string[];
  /** The page's document title (docs/decisions/0014-numbers-prizes-packages.md), for the template's <title>. */
  title?: string;
  /** docs/protocols/no-javascript.md: seconds after which the page reloads itself (a pending invoice). */
  refreshSeconds?: number;
}

const handler = createStaticHandler(routes);

export async function renderPage(url: string, data: PageData): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  // No route has a loader or an action: nothing can redirect or answer by itself.
  if (context instanceof Response) throw new Error(`unexpected ${context.status} for ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const recorder: TitleRecorder = {};
  const refresh: RefreshRecorder = {};
  const html = renderToString(
    <TitleRecorderProvider recorder={recorder}>
      <RefreshRecorderProvider recorder={refresh}>
        <PageDataProvider data={data}>
          <AppProviders>
            {/* hydrate={false}: no inline script (CSP); the client reads PageData instead. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </PageDataProvider>
      </RefreshRecorderProvider>
    </TitleRecorderProvider>,
  );
  const modules = context.matches.flatMap(({ route }) => {
    const handle = route.handle as Partial<PageHandle> | undefined;
    return handle?.module ? [handle.module] : [];
  });
  return {
    html,
    modules,
    title: recorder.title,
    ...(refresh.refreshSeconds !== undefined && { refreshSeconds: refresh.refreshSeconds }),
  };
}
