// POST /auth/register, POST /auth/login (passport-local), GET/PUT /user/me (spec §7).
import { Router } from 'express';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { rateLimit } from 'express-rate-limit';
import type { Accounts } from '../../domain/accounts.ts';
import { INVALID_CREDENTIALS } from '../../domain/accounts.ts';
import { invalid, unauthorized } from '../../domain/errors.ts';
import type { UserRecord } from '../../domain/ports/index.ts';
import type { Guards } from '../auth.ts';

export interface LoginLimits {
  /** Failed logins per client IP in the window. */
  perIp: number;
  /** Failed logins per account (e-mail) in the window, from any IP. */
  perAccount: number;
  windowMs: number;
  /** Registrations per client IP in the window. */
  registrationsPerIp: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perIp: 20,
  perAccount: 10,
  windowMs: 15 * 60 * 1000,
  registrationsPerIp: 20,
};

const TOO_MANY_LOGINS = { error: 'Muitas tentativas de login. Tente novamente em alguns minutos.' };

export function authRoutes(accounts: Accounts, guards: Guards, limits: LoginLimits): Router {
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

  // DESIGN.md §6: rate limits per IP and per account; only failures count, so a user who
  // logs in correctly is never locked out by their own successes.
  const perIp = rateLimit({
    windowMs: limits.windowMs,
    limit: limits.perIp,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: TOO_MANY_LOGINS,
  });
  const perAccount = rateLimit({
    windowMs: limits.windowMs,
    limit: limits.perAccount,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) =>
      `account:${typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase().slice(0, 254) : ''}`,
    message: TOO_MANY_LOGINS,
  });
  const registrations = rateLimit({
    windowMs: 60 * 60 * 1000,
    limit: limits.registrationsPerIp,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { error: 'Muitos cadastros a partir deste endereço. Tente novamente mais tarde.' },
  });

  router.post('/auth/register', registrations, async (req, res) => {
    res.status(201).json(await accounts.register(req.body));
  });

  router.post('/auth/login', perIp, perAccount, (req, res, next) => {
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
