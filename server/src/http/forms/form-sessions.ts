// Sessions and CSRF tokens of the plain-HTML forms (docs/protocols/no-javascript.md). The
// session is a cookie holding the JWT the bearer API issues (one login, two carriers); the
// bearer API never reads it. Every form carries a CSRF token: an HMAC of what the browser
// holds (the session's token, or a visitor cookie before login), so a page on another site
// can neither read nor forge it, and a form posted without it changes nothing (403).
import crypto from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Accounts } from '../../domain/accounts/index.ts';
import { forbidden } from '../../domain/kernel/errors.ts';
import type { UserRecord } from '../../domain/ports/index.ts';
import { clearCookie, readCookie, SESSION_COOKIE, setCookie, VISITOR_COOKIE } from './cookies.ts';

/** The JWT's own lifetime (adapters/security/jwt-tokens.ts): the cookie ends with it. */
export const SESSION_SECONDS = 7 * 24 * 60 * 60;
export const CSRF_FIELD = '_csrf';
export const CSRF_REFUSED =
  'Formulário expirado ou de outro site: recarregue a página e tente de novo.';

declare module 'express-serve-static-core' {
  interface Request {
    /** The form session's user (cookie), set by FormSessions.read; never by the bearer API. */
    sessionUser?: UserRecord;
    /** The form session's JWT, when its cookie holds a valid one. */
    sessionToken?: string;
  }
}

export interface FormSessions {
  /** Reads the session cookie into req.sessionUser (an expired or revoked one is cleared). */
  read: RequestHandler;
  /** Starts the form session with a token the accounts issued (login, register, recovery). */
  start(req: Request, res: Response, token: string): void;
  /** Ends it (logout): the cookie is cleared. */
  end(req: Request, res: Response): void;
  /** The CSRF token for the forms of this response's page (sets the visitor cookie if needed). */
  csrfToken(req: Request, res: Response): string;
  /** Refuses (403, nothing done) a form whose `_csrf` field is missing or not this browser's. */
  requireCsrf: RequestHandler;
}

export function createFormSessions(accounts: Accounts, secret: string): FormSessions {
  const key = crypto.createHmac('sha256', secret).update('rifa-relampago/csrf/v1').digest();

  const binding = (req: Request): string | undefined =>
    req.sessionToken ? `s:${req.sessionToken}` : (readCookie(req, VISITOR_COOKIE) ?? undefined);

  const tokenOf = (bound: string) =>
    crypto.createHmac('sha256', key).update(bound).digest('base64url');

  return {
    read(req, res, next) {
      const token = readCookie(req, SESSION_COOKIE);
      if (token) {
        try {
          req.sessionUser = accounts.authenticate(token);
          req.sessionToken = token;
        } catch {
          clearCookie(req, res, SESSION_COOKIE);
        }
      }
      next();
    },
    start(req, res, token) {
      setCookie(req, res, SESSION_COOKIE, token, SESSION_SECONDS);
      req.sessionToken = token;
    },
    end(req, res) {
      clearCookie(req, res, SESSION_COOKIE);
      req.sessionToken = undefined;
      req.sessionUser = undefined;
    },
    csrfToken(req, res) {
      let bound = binding(req);
      if (!bound) {
        bound = crypto.randomBytes(18).toString('base64url');
        setCookie(req, res, VISITOR_COOKIE, bound, SESSION_SECONDS);
        // Later forms of this response read the same value.
        req.headers.cookie = `${req.headers.cookie ? `${req.headers.cookie}; ` : ''}${VISITOR_COOKIE}=${bound}`;
      }
      return tokenOf(bound);
    },
    requireCsrf(req, _res, next) {
      const given = (req.body as Record<string, unknown> | undefined)?.[CSRF_FIELD];
      const bound = binding(req);
      // Tokens made before this login (a visitor's) still pass the login form itself.
      const candidates = [bound, readCookie(req, VISITOR_COOKIE)].filter(
        (value): value is string => typeof value === 'string',
      );
      const ok =
        typeof given === 'string' &&
        candidates.some((value) => {
          const expected = Buffer.from(tokenOf(value));
          const actual = Buffer.from(given);
          return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
        });
      if (!ok) throw forbidden(CSRF_REFUSED);
      next();
    },
  };
}
