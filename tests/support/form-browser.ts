// A browser without JavaScript, over real HTTP (docs/protocols/no-javascript.md): it keeps its
// cookies, reads each page's CSRF token from the HTML and posts urlencoded forms with it, as
// Tor Browser at 'Safest' does. Redirects are not followed, so a test sees each 303.
import type { RequestListener } from 'node:http';
import supertest from 'supertest';

export interface FormPage {
  status: number;
  html: string;
  /** The `_csrf` value of the page's forms ('' when the page has none). */
  csrf: string;
  /** Location of a redirect. */
  location: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

export interface FormBrowser {
  get(path: string): Promise<FormPage>;
  /**
   * Posts `fields` to `path` with the CSRF token of the last page read (or `csrf` when given;
   * null sends none).
   */
  post(
    path: string,
    fields: Record<string, string | string[]>,
    csrf?: string | null,
  ): Promise<FormPage>;
  /** The last page read. */
  last(): FormPage | undefined;
  /**
   * Carries `token` (an API login's JWT) as the form session's cookie, as the login form would
   * have set it: a test gets a session without going through that form.
   */
  withSession(token: string): FormBrowser;
}

const CSRF_INPUT =
  /<input[^>]*name="_csrf"[^>]*value="([^"]*)"|<input[^>]*value="([^"]*)"[^>]*name="_csrf"/;

export function csrfOf(html: string): string {
  const match = CSRF_INPUT.exec(html);
  return match ? (match[1] ?? match[2] ?? '') : '';
}

export function formBrowser(app: RequestListener): FormBrowser {
  const agent = supertest.agent(app);
  let last: FormPage | undefined;
  const read = (response: supertest.Response): FormPage => {
    const html = typeof response.text === 'string' ? response.text : '';
    last = {
      status: response.status,
      html,
      csrf: csrfOf(html),
      location: response.headers.location as string | undefined,
      headers: response.headers as Record<string, string | string[] | undefined>,
    };
    return last;
  };
  const browser: FormBrowser = {
    async get(path) {
      return read(await agent.get(path).set('Accept', 'text/html'));
    },
    async post(path, fields, csrf) {
      const token = csrf === undefined ? (last?.csrf ?? '') : csrf;
      const body = new URLSearchParams();
      for (const [name, value] of Object.entries(fields))
        for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
      if (token !== null) body.append('_csrf', token);
      return read(
        await agent.post(path).set('Accept', 'text/html').type('form').send(body.toString()),
      );
    },
    last: () => last,
    withSession(token) {
      // supertest serves the app on 127.0.0.1.
      agent.jar.setCookies([`rifa_sessao=${token}; Path=/`], '127.0.0.1', '/');
      return browser;
    },
  };
  return browser;
}

/**
 * Where a page without a form session sends a browser without JavaScript: the SPA shell's
 * `<noscript>` refresh to the login page (docs/protocols/no-javascript.md); undefined if none.
 */
export function noscriptRefreshOf(page: FormPage): string | undefined {
  const match = /<noscript><meta http-equiv="refresh" content="0; url=([^"]+)"><\/noscript>/.exec(
    page.html,
  );
  return match?.[1]?.replace(/&amp;/g, '&');
}
