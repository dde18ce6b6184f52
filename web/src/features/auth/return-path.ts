// Where login and registration go on success: /dashboard (spec §2), or back to the page a
// purchase started from, named by `?voltar=`. Only a path of this site is followed, so a
// crafted link cannot send someone elsewhere after they log in (no open redirect).

export const RETURN_PARAM = 'voltar';
export const DEFAULT_AFTER_LOGIN = '/dashboard';

/** Pages that must never be the way back: the auth pages themselves. */
const AUTH_PAGES = /^\/(login|register|recuperar-senha|redefinir-senha)(\/|$)/;

/**
 * The same-origin path `raw` names, or null: it must start with one '/' (not '//' nor '/\',
 * which browsers read as another host), hold no control characters or backslashes, and
 * resolve to this origin.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 512 || !raw.startsWith('/') || raw.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  // Any fixed origin serves to resolve against (the one React Router parses with).
  const base = 'http://localhost';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (AUTH_PAGES.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The `?voltar=` of a location's search string, when safe. */
export function returnPathOf(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}

/** `/login` or `/register` with the way back, when there is one. */
export function authPath(page: '/login' | '/register', returnTo: string | null): string {
  const back = safeReturnPath(returnTo);
  return back ? `${page}?${new URLSearchParams({ [RETURN_PARAM]: back }).toString()}` : page;
}

/**
 * The history state of the page login or registration returned to: a purchase started there
 * may resume (buy/pending-purchase.ts), and only then.
 */
export const RETURNED_FROM_LOGIN = { returnedFromLogin: true } as const;

export function returnedFromLogin(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { returnedFromLogin?: unknown }).returnedFromLogin === true
  );
}
