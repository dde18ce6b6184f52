import type { User } from './types.ts';

// The data a server-rendered public page carries for its hydration (docs/decisions/0013-built-for-tor.md: content before
// JavaScript). The server renders the page with it and embeds it in the HTML as
// <script type="application/json" id="page-data"> (the CSP forbids inline scripts; a JSON
// script is data, never executed); the SPA hydrates with the same data, so its first render
// matches the server's byte for byte and it makes no second round trip for it.

/** An API answer as the server would have sent it: the status and the JSON body. */
export interface EmbeddedResponse {
  status: number;
  body: unknown;
}

export interface PageData {
  /** ISO time the server rendered at: the hydration render counts days left from it. */
  now: string;
  /** Demo mode (docs/protocols/configuration.md): the banner is in the HTML, not waiting on /api/health. */
  demo: boolean;
  /** The page's origin as the server saw it (the draw proof's absolute URLs). */
  origin: string;
  /** GET answers the page needs, keyed by their API path (pageDataKeys). */
  responses: Record<string, EmbeddedResponse>;
  /**
   * The form session's user (docs/protocols/no-javascript.md): the cookie's, as the server
   * saw it. The SPA renders its first frame logged in as this user, then picks the session up.
   */
  session?: { user: User } | null;
  /** The CSRF token every plain-HTML form of this page carries in its `_csrf` field. */
  csrf?: string;
  /** A form posted without JavaScript and answered with its page again: what was typed and why not. */
  form?: FormState;
}

/** docs/protocols/no-javascript.md: a refused form, re-rendered. Passwords are never echoed. */
export interface FormState {
  /** The form's name (its `data-form`), when a page holds several. */
  name: string;
  /** The fields as typed, by name (without passwords). */
  values: Record<string, string>;
  /** pt-BR messages beside fields, by field name. */
  errors: Record<string, string>;
  /** A message for the whole form (no single field to blame). */
  error?: string;
  /** A message of success shown on the page (e.g. 'Pagamento confirmado'). */
  notice?: string;
}

/** The id of the JSON script element holding the PageData. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The API paths the embedded answers are keyed by: what the SPA's client would GET. */
export const pageDataKeys = {
  raffles: '/api/rifa',
  raffle: (id: string | number): string => `/api/rifa/${encodeURIComponent(String(id))}`,
  ranking: (id: string | number): string => `/api/rifa/${encodeURIComponent(String(id))}/ranking`,
  /** docs/decisions/0014-numbers-prizes-packages.md: the winners page's list. */
  winners: '/api/ganhadores',
  /** docs/decisions/0014-numbers-prizes-packages.md: the footer's contact, terms and version, embedded in every public page. */
  site: '/api/site',
  /** docs/protocols/no-javascript.md: the buy page's number board (sold and reserved bitmaps). */
  numbers: (id: string | number): string => `/api/rifa/${encodeURIComponent(String(id))}/numbers`,
  /** docs/protocols/no-javascript.md: the login and register forms' wait ticket ({ ticket, wait_seconds }). */
  waitTicket: '/auth/espera',
  /** docs/protocols/no-javascript.md: a recovery code shown once after a form post ({ recovery_code, next }). */
  recoveryCode: '/auth/codigo',
  /** docs/protocols/no-javascript.md: the dashboard's lists, the form session's user's own. */
  myPurchases: '/api/transaction/user',
  myWins: '/api/user/wins',
  myRefunds: '/api/user/refunds',
  /** The receipt page's purchase (GET /api/transaction/:id, its owner only). */
  purchase: (id: string | number): string => `/api/transaction/${encodeURIComponent(String(id))}`,
};

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for the inside of a <script> element: no '<' can close it ('</script>' in a raffle
 * name), no '<!--' can open a comment; JSON.parse reads the \u escapes back unchanged.
 */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c] ?? c);
}
