// Register, login, recovery and logout as plain HTML forms (docs/protocols/no-javascript.md).
// Each post calls the same domain functions as its API route (auth-routes.ts,
// account-routes.ts); success starts the form session and answers 303, or, when a recovery
// code must be shown once, renders it on the page itself (never in a URL).
import { Router, type Request } from 'express';
import { pageDataKeys } from '@rifa/shared';
import { INVALID_CREDENTIALS, waitMessage } from '../../domain/accounts/index.ts';
import { DomainError, invalid, unauthorized } from '../../domain/kernel/errors.ts';
import type { PageAnswers } from './form-pages.ts';
import type { FormFeatureDeps } from './index.ts';

/** The login and register forms' wait ticket field (wait-ticket.ts). */
export const TICKET_FIELD = 'espera';
const RETURN_PARAM = 'voltar';
const DEFAULT_AFTER_LOGIN = '/dashboard';
const AUTH_PAGES = /^\/(login|register|recuperar-senha|redefinir-senha|sair)(\/|$)/;

/**
 * The `?voltar=` of the request when it is a path of this site (the rules of
 * web/src/features/auth/return-path.ts: no other host, no control characters, not an auth
 * page), else the dashboard.
 */
export function returnPath(req: Request): string {
  const raw = req.query[RETURN_PARAM];
  if (typeof raw !== 'string' || raw.length > 512 || !raw.startsWith('/') || raw.startsWith('//'))
    return DEFAULT_AFTER_LOGIN;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return DEFAULT_AFTER_LOGIN;
  const base = 'http://localhost';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== base || AUTH_PAGES.test(url.pathname)) return DEFAULT_AFTER_LOGIN;
  return `${url.pathname}${url.search}${url.hash}`;
}

const text = (body: unknown, name: string): unknown =>
  body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;

/**
 * The register form's field a domain message is about. The domain names no field for these
 * (the API's answers stay as they are); its messages start with the field's label.
 */
const REGISTER_LABELS: [RegExp, string][] = [
  [/^Nome\b/, 'name'],
  [/^E-mail\b/, 'email'],
  [/^Endereço Bitcoin\b/, 'btc_address'],
  [/^Senha\b/, 'password'],
];

function blame(error: unknown, labels: [RegExp, string][]): unknown {
  if (error instanceof DomainError && error.field === undefined) {
    const match = labels.find(([label]) => label.test(error.message));
    if (match) error.field = match[1];
  }
  return error;
}

export function authForms(deps: FormFeatureDeps): Router {
  const { pages, sessions, services } = deps;
  const { accounts, recovery, proofOfWork } = services;
  const router = Router();
  // The ticket a refused post's page carries: the same one when only too young.
  const ticketOf = new WeakMap<Request, string>();

  const withTicket: PageAnswers = async (req) => ({
    [pageDataKeys.waitTicket]: {
      status: 200,
      body: {
        ticket: ticketOf.get(req) ?? proofOfWork.tickets.issue(),
        wait_seconds: proofOfWork.tickets.waitSeconds(),
      },
    },
  });

  /** The proof of work's gate, paid in time (wait-ticket.ts): 429 with Retry-After when refused. */
  const admit = (req: Request) => {
    const verdict = proofOfWork.tickets.admit(text(req.body, TICKET_FIELD));
    if (verdict.admitted) return;
    ticketOf.set(req, verdict.ticket);
    const error = new DomainError('rate_limited', waitMessage(verdict.retryAfterSeconds));
    error.retryAfterSeconds = verdict.retryAfterSeconds;
    throw error;
  };

  /** The recovery code, shown once on the page of the post that made it. */
  const showCode =
    (code: string, next: string): PageAnswers =>
    async () => ({
      [pageDataKeys.recoveryCode]: { status: 200, body: { recovery_code: code, next } },
    });

  router.get('/login', pages.page(withTicket));
  router.get('/register', pages.page(withTicket));
  router.get('/recuperar-senha', pages.page());
  router.get('/redefinir-senha', pages.page());

  router.post(
    '/login',
    sessions.requireCsrf,
    pages.post(
      'login',
      async (req, res) => {
        admit(req);
        const email = text(req.body, 'email');
        const password = text(req.body, 'password');
        if (typeof email !== 'string' || email.trim() === '')
          throw invalid('E-mail e senha são obrigatórios', 'email');
        if (typeof password !== 'string' || password === '')
          throw invalid('E-mail e senha são obrigatórios', 'password');
        const user = await accounts.verifyCredentials(email, password);
        if (!user) {
          const refused = unauthorized(INVALID_CREDENTIALS);
          refused.field = 'password';
          throw refused;
        }
        sessions.start(req, res, accounts.issue(user).token);
        res.redirect(303, returnPath(req));
      },
      withTicket,
    ),
  );

  router.post(
    '/register',
    sessions.requireCsrf,
    pages.post(
      'register',
      async (req, res) => {
        admit(req);
        const body = req.body as Record<string, unknown>;
        const confirm = body.confirmPassword;
        if (typeof confirm === 'string' && confirm !== body.password)
          throw invalid('As senhas não coincidem', 'confirmPassword');
        let created;
        try {
          created = await accounts.register({
            name: body.name,
            email: body.email,
            btc_address: body.btc_address,
            password: body.password,
          });
        } catch (error) {
          throw blame(error, REGISTER_LABELS);
        }
        sessions.start(req, res, created.token);
        req.sessionUser = accounts.authenticate(created.token);
        await pages.show(
          req,
          res,
          undefined,
          showCode(created.recovery_code, returnPath(req)),
          201,
        );
      },
      withTicket,
    ),
  );

  router.post(
    '/recuperar-senha',
    sessions.requireCsrf,
    pages.post('recover', async (req, res) => {
      const body = req.body as Record<string, unknown>;
      let recovered;
      try {
        recovered = await recovery.recover({
          email: body.email,
          code: body.code,
          new_password: body.new_password,
        });
      } catch (error) {
        throw blame(error, [[/^Nova senha\b/, 'new_password']]);
      }
      sessions.start(req, res, recovered.token);
      req.sessionUser = accounts.authenticate(recovered.token);
      await pages.show(req, res, undefined, showCode(recovered.recovery_code, DEFAULT_AFTER_LOGIN));
    }),
  );

  // The admin's one-time reset link (/redefinir-senha?token=…): the token rides in a hidden field.
  router.post(
    '/redefinir-senha',
    sessions.requireCsrf,
    pages.post('reset', async (req, res) => {
      const body = req.body as Record<string, unknown>;
      let reset;
      try {
        reset = await recovery.resetWithLink({
          token: body.token,
          new_password: body.new_password,
        });
      } catch (error) {
        throw blame(error, [[/^Nova senha\b/, 'new_password']]);
      }
      sessions.start(req, res, reset.token);
      res.redirect(303, DEFAULT_AFTER_LOGIN);
    }),
  );

  router.post('/sair', sessions.requireCsrf, (req, res) => {
    sessions.end(req, res);
    res.redirect(303, '/');
  });

  return router;
}
