import { PAGE_DATA_ELEMENT_ID, type PageData } from '@rifa/shared';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app.tsx';
import { PageDataProvider } from './hooks/use-page-data.tsx';
import { loadLazyMatches } from './lazy-routes.ts';
import { routes } from './routes.tsx';

// The public pages arrive rendered (docs/decisions/0013-built-for-tor.md, entry-server.tsx): hydrate them with the data
// the server rendered them with. Every other route is the empty shell: render it.

/** The server's PageData (a JSON <script>, never executed: CSP), or null on the shell. */
function readPageData(): PageData | null {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as PageData) : null;
}

export async function startApp(container: HTMLElement): Promise<Root> {
  const data = readPageData();
  if (!data) {
    const root = createRoot(container);
    root.render(
      <StrictMode>
        <App router={createBrowserRouter(routes)} />
      </StrictMode>,
    );
    return root;
  }
  await loadLazyMatches(routes, window.location.pathname);
  // Hydration data (there are no loaders, so it is empty) also tells ScrollRestoration the
  // page is not new: without it, hydrating scrolls back to the top a visitor who read on.
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: {} } });
  return hydrateRoot(
    container,
    <StrictMode>
      <PageDataProvider data={data}>
        <App router={router} />
      </PageDataProvider>
    </StrictMode>,
    {
      // A mismatch makes React re-render the page on the client: say so where tests look.
      onRecoverableError: (error) => console.error('Rifa: erro recuperável na hidratação', error),
    },
  );
}
