// docs/decisions/0013-built-for-tor.md, content before JavaScript: the public pages (/, /raffles, /raffles/:id,
// /how-it-works; docs/decisions/0014-numbers-prizes-packages.md: /ganhadores, /termos) answer with their content rendered by the
// SPA's own components on the server (web/src/entry-server.tsx, built into web/dist-ssr),
// with the API answers they show embedded for the hydration: over Tor (800 ms round trips)
// the content is on screen with the HTML, readable with JavaScript off, and the SPA makes no
// second request for it. Every other route keeps the SPA shell (spa.ts), which also stands in
// when a render fails.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  Router,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import type { Logger } from 'pino';
import {
  pageDataKeys,
  type EmbeddedResponse,
  type FormState,
  type PageData,
  type User,
} from '@rifa/shared';
import type { DrawProofs } from '../domain/draws/index.ts';
import { DomainError } from '../domain/kernel/errors.ts';
import type { Raffles } from '../domain/raffles/index.ts';
import { domainErrorAnswer } from './error-handler.ts';
import type { FormSessions } from './forms/form-sessions.ts';
import { openGraphTags, pageOpenGraph } from './open-graph.ts';
import { loadPageTemplate, type PageTemplate } from './page-template.ts';
import { pathId } from './path-id.ts';
import { raffleDetail } from './routes/raffle-routes.ts';

/** web/src/entry-server.tsx's renderPage: the markup of #root and the lazy modules used. */
export type RenderPage = (
  url: string,
  data: PageData,
) => Promise<{
  html: string;
  modules: string[];
  title?: string;
  /** docs/protocols/no-javascript.md: the page reloads itself after this many seconds. */
  refreshSeconds?: number;
}>;

export interface PageRenderer {
  render: RenderPage;
  template: PageTemplate;
}

/** The server-side render's entry, built by `npm run build -w web` into web/dist-ssr. */
export const SSR_ENTRY = 'entry-server.js';

/**
 * The renderer from web/dist-ssr's entry (next to web/dist) and web/dist's index.html and
 * manifest, or null when either build is missing: the public pages then get the SPA shell, as
 * before docs/decisions/0013-built-for-tor.md (a warning says so when only the render is missing). The entry is imported
 * at the first page, not at start: React and every component stay out of an idle server's
 * memory (~10 MB resident; docs/protocols/targets.md, idle RSS under 110 MB).
 */
export function loadPageRenderer(
  webDist: string,
  logger: Pick<Logger, 'warn'>,
): PageRenderer | null {
  const ssrDir = path.join(path.dirname(webDist), 'dist-ssr');
  const entry = path.join(ssrDir, SSR_ENTRY);
  const template = loadPageTemplate(webDist);
  if (!template) return null;
  if (!fs.existsSync(entry)) {
    logger.warn({ ssrDir }, 'páginas públicas sem renderização no servidor: rode `npm run build`');
    return null;
  }
  let loading: Promise<RenderPage> | undefined;
  const load = () =>
    (loading ??= import(pathToFileURL(entry).href).then((module: { renderPage?: unknown }) => {
      if (typeof module.renderPage !== 'function') throw new Error(`${entry} sem renderPage`);
      return module.renderPage as RenderPage;
    }));
  return { template, render: async (url, data) => (await load())(url, data) };
}

export interface PublicPagesDeps {
  renderer: PageRenderer;
  raffles: Raffles;
  draws: DrawProofs;
  /** The raffle page's top buyers (docs/decisions/0014-numbers-prizes-packages.md), embedded like the raffle itself. */
  ranking: (raffleId: number) => unknown;
  /** docs/decisions/0014-numbers-prizes-packages.md: the winners page's list (GET /api/ganhadores). */
  winners: () => unknown;
  /** docs/decisions/0014-numbers-prizes-packages.md: the footer's contact, terms and version (GET /api/site), on every page. */
  site: () => unknown;
  now: () => Date;
  demo: boolean;
  /** docs/protocols/no-javascript.md: the form session and CSRF token each page carries. */
  forms?: { sessions: FormSessions; profile: (userId: number) => User };
}

type Answers = (req: Request) => Promise<Record<string, EmbeddedResponse>>;

/** What a page adds to its render besides its answers (docs/protocols/no-javascript.md). */
export interface PageExtras {
  /** The answers the page shows, keyed by their API path. */
  responses?: Record<string, EmbeddedResponse>;
  /** A refused form, re-rendered with what was typed and why. */
  form?: FormState;
  /** The status to answer with (a refused form's 4xx); else the answers' own. */
  status?: number;
}

/** Renders a page of the SPA on the server into `res`; calls `next` (the SPA shell) on failure. */
export type PageResponder = (
  req: Request,
  res: Response,
  next: NextFunction,
  extras?: PageExtras,
) => Promise<void>;

export function createPageResponder(
  deps: Pick<PublicPagesDeps, 'renderer' | 'site' | 'now' | 'demo' | 'forms'>,
): PageResponder {
  return async (req, res, next, extras = {}) => {
    let data: PageData;
    let rendered: Awaited<ReturnType<RenderPage>>;
    try {
      // The footer of every page (docs/decisions/0014-numbers-prizes-packages.md) hydrates from here, asking nothing again.
      const responses = {
        ...extras.responses,
        [pageDataKeys.site]: await answer(deps.site),
      };
      data = {
        now: deps.now().toISOString(),
        demo: deps.demo,
        origin: `${req.protocol}://${req.host}`,
        responses,
        ...(deps.forms && {
          session: req.sessionUser ? { user: deps.forms.profile(req.sessionUser.id) } : null,
          csrf: deps.forms.sessions.csrfToken(req, res),
        }),
        ...(extras.form && { form: extras.form }),
      };
      rendered = await deps.renderer.render(req.originalUrl, data);
    } catch (error) {
      // The shell still works: the SPA fetches (and reports) what failed here.
      req.log?.error({ err: error }, 'falha ao renderizar a página no servidor');
      next();
      return;
    }
    // The page's status is its answer's: an unknown raffle is a 404 page.
    const status =
      extras.status ?? Object.values(data.responses).find((answer) => answer.status >= 400)?.status;
    res
      .status(status ?? 200)
      // A page made for one person (their session, their form, a code shown once) is never kept.
      .set('Cache-Control', personal(req, data) ? 'private, no-store' : 'no-cache')
      .type('html')
      .send(
        deps.renderer.template.fill({
          ...rendered,
          data,
          head: openGraphHead(req, data, rendered.title),
        }),
      );
  };
}

export function publicPages(deps: PublicPagesDeps): Router {
  const router = Router();
  const respond = createPageResponder(deps);
  const page =
    (answers: Answers): RequestHandler =>
    async (req, res, next) => {
      let responses: Record<string, EmbeddedResponse>;
      try {
        responses = await answers(req);
      } catch (error) {
        req.log?.error({ err: error }, 'falha ao renderizar a página no servidor');
        next();
        return;
      }
      await respond(req, res, next, { responses });
    };

  const none: Answers = async () => ({});
  router.get('/', page(none));
  router.get('/how-it-works', page(none));
  router.get('/termos', page(none));
  router.get(
    '/ganhadores',
    page(async () => ({
      [pageDataKeys.winners]: await answer(() => ({ data: deps.winners() })),
    })),
  );
  router.get(
    '/raffles',
    page(async () => ({
      [pageDataKeys.raffles]: await answer(() => ({ data: deps.raffles.list() })),
    })),
  );
  router.get(
    '/raffles/:id',
    page(async (req) => {
      const id = String(req.params.id);
      const raffle = await answer(() => raffleDetail(deps.raffles, deps.draws, pathId(id)));
      if (raffle.status !== 200) return { [pageDataKeys.raffle(id)]: raffle };
      return {
        [pageDataKeys.raffle(id)]: raffle,
        [pageDataKeys.ranking(id)]: await answer(() => ({ data: deps.ranking(pathId(id)) })),
      };
    }),
  );
  return router;
}

function personal(req: Request, data: PageData): boolean {
  return Boolean(
    req.sessionUser || data.form || data.responses[pageDataKeys.recoveryCode] !== undefined,
  );
}

/** docs/decisions/0014-numbers-prizes-packages.md: the Open Graph tags of the page, for link previews. */
function openGraphHead(req: Request, data: PageData, title: string | undefined): string {
  const { origin, responses } = data;
  return openGraphTags(pageOpenGraph({ origin, path: req.path, responses, title }));
}

/** An API answer as its route sends it: the body, or a domain error's status and body. */
export async function answer(read: () => unknown): Promise<EmbeddedResponse> {
  try {
    return { status: 200, body: await read() };
  } catch (error) {
    if (error instanceof DomainError) return domainErrorAnswer(error);
    throw error;
  }
}
