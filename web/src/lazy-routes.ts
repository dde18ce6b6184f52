import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy route modules the location matches and puts their exports on the routes,
 * as React Router's docs prescribe before hydrating server-rendered markup (docs/decisions/0013-built-for-tor.md): a
 * router created over still-lazy matches renders its HydrateFallback (the spinner) first,
 * which would throw the server's content away. The chunks are already on their way: the
 * server preloads them (<link rel="modulepreload">).
 */
export async function loadLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(route, await lazy(), { lazy: undefined });
    }),
  );
}
