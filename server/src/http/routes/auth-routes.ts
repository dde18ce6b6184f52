// POST /auth/register, POST /auth/login (passport-local), GET/PUT /user/me (spec §7), and
// GET /auth/challenge, the proof of work of docs/protocols/limits.md. No limit here looks at the
// client's address (every Tor user shares one): registration and login pass the proof-of-work
// gate, and password guessing is slowed per account in the domain (attempt-limiter.ts).
import { Router, type RequestHandler } from 'express';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { Accounts, ProofOfWork } from '../../domain/accounts/index.ts';
import { INVALID_CREDENTIALS } from '../../domain/accounts/index.ts';
import { invalid, unauthorized } from '../../domain/kernel/errors.ts';
import type { UserRecord } from '../../domain/ports/index.ts';
import type { Guards } from '../auth.ts';

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

export function authRoutes(accounts: Accounts, pow: ProofOfWork, guards: Guards): Router {
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
    res.status(201).json(await accounts.register(req.body));
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
        res.json(accounts.issue(user));
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
    res.json(user);
  });

  return router;
}
