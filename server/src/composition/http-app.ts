// Builds the Express app from its dependencies (the supertest target); main.ts listens.
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Router } from 'express';
import type { Logger } from 'pino';
import { createGuards } from '../http/auth.ts';
import { accessLog } from '../http/access-log.ts';
import { compressResponses } from '../http/compress-responses.ts';
import { apiNotFound, errorHandler } from '../http/error-handler.ts';
import { precompressedStatic } from '../http/precompressed-static.ts';
import { createPublicListCache } from '../http/public-list-cache.ts';
import { formRoutes } from '../http/forms/index.ts';
import { createFormSessions } from '../http/forms/form-sessions.ts';
import { createPageResponder, publicPages, type PublicPagesDeps } from '../http/public-pages.ts';
import { createPublicListFastPath } from '../http/public-list-fast-path.ts';
import { accountRoutes } from '../http/routes/account-routes.ts';
import { adminRoutes } from '../http/routes/admin-routes.ts';
import { authRoutes } from '../http/routes/auth-routes.ts';
import { drawRoutes } from '../http/routes/draw-routes.ts';
import { healthRoutes } from '../http/routes/health-routes.ts';
import { payoutRoutes } from '../http/routes/payout-routes.ts';
import { anchorRoutes } from '../http/routes/anchor-routes.ts';
import { backupRoutes } from '../http/routes/backup-routes.ts';
import { painelRoutes } from '../http/routes/painel-routes.ts';
import { photoRoutes } from '../http/routes/photo-routes.ts';
import { raffleRoutes } from '../http/routes/raffle-routes.ts';
import { siteInfo, siteRoutes } from '../http/routes/site-routes.ts';
import { purchaseRoutes } from '../http/routes/purchase-routes.ts';
import { walletRoutes } from '../http/routes/wallet-routes.ts';
import { numberRoutes } from '../http/routes/number-routes.ts';
import { notificationRoutes } from '../http/routes/notification-routes.ts';
import { securityHeaders } from '../http/security-headers.ts';
import { API_PREFIXES, spa } from '../http/spa.ts';
import type { Services } from './services.ts';

/** What the HTTP app needs besides the services. */
export interface HttpOptions {
  logger: Logger;
  /** The store's version: the public list is rebuilt only when the database changed. */
  storeVersion: () => string;
  /** Hops of reverse proxy to trust for the client IP (Umbrel app_proxy, Tor). */
  trustProxy: number;
  webDist: string;
  /** Server-side rendering of the public pages (absent: they get the SPA shell too). */
  pages?: Omit<PublicPagesDeps, 'raffles' | 'draws' | 'ranking' | 'winners' | 'site'>;
  /** The app version (/api/health's, the footer's). */
  version: string;
  /** Demo-only routes (POST /api/dev/...), mounted only in demo mode. */
  devRoutes?: Router;
  /** The key the plain-HTML forms' CSRF tokens are made with (docs/protocols/no-javascript.md). */
  formSecret: string;
  /** Demo mode's 'Simular pagamento' for the plain-HTML invoice page (settles a pending purchase). */
  simulatePayment?: (userId: number, purchaseId: number) => Promise<void>;
}

export const JSON_BODY_LIMIT = '32kb';

export function createApp(services: Services, deps: HttpOptions) {
  const { logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.trustProxy);
  app.set('json spaces', 0);

  app.use(accessLog(logger));
  const security = securityHeaders();
  app.use(security);
  // docs/decisions/0013-built-for-tor.md: JSON and HTML of 1 KB or more go out compressed (the build's files and cached
  // bodies come compressed already and pass through).
  app.use(compressResponses());
  const guards = createGuards(services.accounts, services.adminKeys);
  // Before the JSON parser: a photo upload is raw bytes whatever its Content-Type says.
  app.use(photoRoutes(services.photos, guards));
  app.use(express.json({ limit: JSON_BODY_LIMIT, strict: true }));
  app.use(API_PREFIXES, (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  app.use(healthRoutes(services.health));
  // docs/protocols/no-javascript.md: the pages' form session (a cookie the API never reads);
  // the API's logins start it too.
  const sessions = createFormSessions(services.accounts, deps.formSecret);
  app.use(authRoutes(services.accounts, services.proofOfWork, guards, sessions));
  app.use(
    accountRoutes({ recovery: services.recovery, myData: services.myData, sessions }, guards),
  );
  const publicList = createPublicListCache({
    list: () => services.raffles.list(),
    version: deps.storeVersion,
  });
  app.use(raffleRoutes(services.raffles, guards, services.draws, publicList));
  app.use(drawRoutes(services.draws));
  app.use(numberRoutes(services.raffleNumbers));
  app.use(purchaseRoutes(services.purchases, guards));
  app.use(walletRoutes(services.wallet, guards));
  app.use(adminRoutes({ reads: services.adminReads, adminKeys: services.adminKeys }, guards));
  app.use(
    payoutRoutes(
      {
        payouts: services.payouts,
        claims: services.lightningClaims,
        settings: services.payoutSettings,
        deliveries: services.deliveries,
        links: services.claimLinks,
      },
      guards,
    ),
  );
  app.use(anchorRoutes(services.anchorReads, guards));
  app.use(backupRoutes(services.backups, guards));
  app.use(painelRoutes(services.painel, services.health, guards));
  app.use(notificationRoutes(services.notifications, guards));
  const site = {
    site: services.siteInfo,
    version: deps.version,
    drawTiming: () => services.draws.timing(),
  };
  app.use(siteRoutes({ ...site, winners: services.winners }, guards));
  if (deps.devRoutes) app.use(deps.devRoutes);
  app.use(API_PREFIXES, apiNotFound);
  app.use(sessions.read);
  // docs/decisions/0013-built-for-tor.md: the public pages rendered on the server; the others get the SPA shell below.
  if (deps.pages) {
    const pages: PublicPagesDeps = {
      ...deps.pages,
      raffles: services.raffles,
      draws: services.draws,
      ranking: (raffleId) => services.myData.ranking(raffleId),
      winners: () => services.winners.list(),
      site: () => siteInfo(site),
      forms: { sessions, profile: (userId) => services.accounts.profile(userId) },
    };
    app.use(
      formRoutes({
        services,
        sessions,
        respond: createPageResponder(pages),
        shell: (head) => pages.renderer.template.shell(head),
        demo: pages.demo,
        ...(deps.simulatePayment && { simulatePayment: deps.simulatePayment }),
      }),
    );
    app.use(publicPages(pages));
  }
  // The build's text files as their .br/.gz variants (web/scripts/precompress.ts).
  app.use(precompressedStatic(deps.webDist));
  app.use(spa(deps.webDist));
  app.use(errorHandler());

  // The public list's exact request skips Express (public-list-fast-path.ts); the returned
  // listener is what http.createServer and supertest take.
  const fastList = createPublicListFastPath(publicList, security);
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!fastList(req, res)) app(req, res);
  };
}
