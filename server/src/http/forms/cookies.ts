// The two cookies of the plain-HTML forms (docs/protocols/no-javascript.md): read from the
// request's Cookie header and written with the attributes that keep them out of other sites'
// reach. No dependency: two cookies with known, URL-safe values.
import type { Request, Response } from 'express';

/** The form session: the same 7-day JWT the bearer API issues. */
export const SESSION_COOKIE = 'rifa_sessao';
/** A random value a visitor without a session carries, which their forms' CSRF token is bound to. */
export const VISITOR_COOKIE = 'rifa_visitante';

/** One cookie's value from the request, or undefined. */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    return /^[A-Za-z0-9._~-]{1,4096}$/.test(value) ? value : undefined;
  }
  return undefined;
}

/** HttpOnly and SameSite=Lax always; Secure when the request came over https. */
export function setCookie(
  req: Request,
  res: Response,
  name: string,
  value: string,
  maxAgeSeconds: number,
): void {
  const attributes = [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(req.secure ? ['Secure'] : []),
  ];
  res.append('Set-Cookie', attributes.join('; '));
}

export function clearCookie(req: Request, res: Response, name: string): void {
  setCookie(req, res, name, '', 0);
}
