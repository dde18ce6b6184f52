// POST /auth/register, POST /auth/login (passport-local), GET/PUT /user/me (spec §7), and
// GET /auth/challenge, the proof of work of docs/protocols/limits.md. No limit here looks at the
// client's address (every Tor user shares one): registration and login pass the proof-of-work
// gate, and password guessing is slowed per account in the domain (attempt-limiter.ts).
// docs/protocols/no-javascript.md: a login here also starts the pages' form session (the
// cookie), POST /api/auth/logout ends it, and GET /sessao hands the SPA the cookie's session.
// No route here authenticates with the cookie.
import { Router, type RequestHandler } from 'express';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { Accounts, ProofOfWork } from '../../domain/accounts/index.ts';
import { INVALID_CREDENTIALS } from '../../domain/accounts/index.ts';
import { invalid, unauthorized } from '../../domain/kernel/errors.ts';
import type { UserRecord } from '../../domain/ports/index.ts';
import type { Guards } from '../auth.ts';
import { readCookie, SESSION_COOKIE } from '../forms/cookies.ts';
import type { FormSessions } from '../forms/form-sessions.ts';

/** The header GET /sessao needs: another site's page cannot send it without a CORS preflight. */
export const SESSION_PICKUP_HEADER = 'X-Rifa-Sessao';

/**
 * The proof-of-work gate: 428 with a fresh challenge while one is needed, 400 for a wrong
 * or replayed solution; `pow` is taken off the body before the handler reads it.
 */
function requireWork(pow: ProofOfWork): RequestHandler {
  return (req, res, next) => {
    const body: unknown = req.body;
    let solution: unknown;
    if (body !== null && typeof body === 'object' && !Array.isArray(body) && 'pow' in body) {
      const { pow: given, ...rest } = body as Record<string, unknown>;
      solution = given;
      req.body = rest;
    }
    const verdict = pow.admit(solution);
    if (verdict.admitted) return next();
    res.status(428).json({ error: verdict.error, challenge: verdict.challenge });
  };
}

export function authRoutes(
  accounts: Accounts,
  pow: ProofOfWork,
  guards: Guards,
  sessions: FormSessions,
): Router {
  const router = Router();
  const authenticator = new passport.Passport();
  authenticator.use(
    new LocalStrategy(
      { usernameField: 'email', passwordField: 'password', session: false },
      (email, password, done) => {
        accounts.verifyCredentials(email, password).then((user) => done(null, user ?? false), done);
      },
    ),
  );
  const work = requireWork(pow);

  router.get('/auth/challenge', (_req, res) => {
    res.json(pow.challenge());
  });

  router.post('/auth/register', work, async (req, res) => {
    const created = await accounts.register(req.body);
    sessions.start(req, res, created.token);
    res.status(201).json(created);
  });

  router.post('/auth/login', work, (req, res, next) => {
    const body = req.body as Record<string, unknown> | undefined;
    if (
      typeof body?.email !== 'string' ||
      body.email.trim() === '' ||
      typeof body.password !== 'string' ||
      body.password === ''
    ) {
      throw invalid('E-mail e senha são obrigatórios');
    }
    authenticator.authenticate(
      'local',
      { session: false },
      (error: unknown, user: UserRecord | false) => {
        if (error) return next(error);
        if (!user) return next(unauthorized(INVALID_CREDENTIALS));
        const issued = accounts.issue(user);
        sessions.start(req, res, issued.token);
        res.json(issued);
      },
    )(req, res, next);
  });

  router.get('/user/me', guards.requireUser, (req, res) => {
    res.json(accounts.profile(req.user!.id));
  });

  router.put('/user/me', guards.requireUser, async (req, res) => {
    const { user, token } = await accounts.updateProfile(req.user!.id, req.body);
    // A password change revokes older tokens; the new one rides in a header so the
    // response body stays the user, as spec §7 describes.
    if (token) res.set('X-Auth-Token', token);
    // The older token in the pages' cookie was revoked with it: that session goes on too.
    if (token && readCookie(req, SESSION_COOKIE)) sessions.start(req, res, token);
    res.json(user);
  });

  // Logging out in the SPA ends the pages' session as well. Clearing a cookie needs no
  // authentication, and nothing here reads it.
  router.post('/api/auth/logout', (req, res) => {
    sessions.end(req, res);
    res.status(204).end();
  });

  // The SPA's pickup of a session started by a form (docs/protocols/no-javascript.md): the
  // cookie's token as a login answer, only for a request carrying the custom header.
  router.get('/sessao', (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    if (req.get(SESSION_PICKUP_HEADER) !== '1') {
      res.status(400).json({ error: `Cabeçalho ${SESSION_PICKUP_HEADER} ausente` });
      return;
    }
    sessions.read(req, res, () => {
      if (!req.sessionUser || !req.sessionToken) return next(unauthorized('Sem sessão ativa'));
      res.json({ token: req.sessionToken, user: accounts.profile(req.sessionUser.id) });
    });
  });

  return router;
}
