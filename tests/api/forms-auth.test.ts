// docs/protocols/no-javascript.md: registering, logging in and out, and recovering a password as
// plain HTML forms, through a browser without JavaScript (cookies kept, forms posted with
// their CSRF token, redirects not followed); the session cookie and the bearer API kept apart;
// and the proof of work paid in time when a burst asks for it.
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import supertest from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@rifa/shared';
import { WEB_DIST } from '../../server/src/composition/compose.ts';
import { CSRF_REFUSED, createFormSessions } from '../../server/src/http/forms/form-sessions.ts';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { movableClock } from '../support/clock.ts';
import { formBrowser, type FormPage } from '../support/form-browser.ts';
import { pageData, visibleText } from '../support/html-page.ts';
import { useTestApp } from '../support/use-test-app.ts';

if (!fs.existsSync(path.join(WEB_DIST, '..', 'dist-ssr', 'entry-server.js')))
  throw new Error('web/dist-ssr não existe: rode `npm run build` antes destes testes');

const clock = movableClock();
// Calm up to 6 registrations and logins a minute: a burst is a few calls away.
const t = useTestApp({
  clock,
  webDist: WEB_DIST,
  dirPrefix: 'rifa-forms-auth-',
  authLimits: {
    attempts: { freeFailures: 1_000 },
    pow: { calmPerMinute: 6, baseBits: 8, maxBits: 8 },
  },
});

// A minute later the burst meter has forgotten the previous test's attempts.
beforeEach(() => clock.advance(61_000));

let counter = 0;
const newcomer = () => ({
  name: 'Bia Sem Script',
  email: `bia-form-${++counter}-${Date.now()}@example.com`,
  btc_address: REGTEST_ADDRESS,
  password: 'segredo123',
  confirmPassword: 'segredo123',
});

const cookiesOf = (page: { headers: Record<string, unknown> }): string[] => {
  const header = page.headers['set-cookie'];
  return Array.isArray(header) ? (header as string[]) : typeof header === 'string' ? [header] : [];
};
const sessionCookie = (page: { headers: Record<string, unknown> }) =>
  cookiesOf(page).find((cookie) => cookie.startsWith('rifa_sessao='));
const sessionToken = (page: { headers: Record<string, unknown> }) =>
  /^rifa_sessao=([^;]*)/.exec(sessionCookie(page) ?? '')?.[1] ?? '';
const ticketOf = (html: string) =>
  /<input[^>]*name="espera"[^>]*value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
const recoveryCodeOf = (html: string) =>
  /data-testid="recovery-code"[^>]*>([^<]+)</.exec(html)?.[1] ?? '';
const sessionEmail = (page: FormPage) => pageData(page.html).session?.user.email ?? null;

async function registerByForm() {
  const browser = formBrowser(t.app);
  const form = await browser.get('/register');
  expect(form.status).toBe(200);
  const fields = newcomer();
  const done = await browser.post('/register', fields);
  return { browser, fields, done };
}

describe('register, logout and login without JavaScript', () => {
  it('/register is a plain form posting to itself with every field named and a CSRF token', async () => {
    const browser = formBrowser(t.app);
    const page = await browser.get('/register?voltar=/raffles');
    expect(page.status).toBe(200);
    const form = /<form[^>]*action="\/register\?voltar=%2Fraffles"[^>]*>/.exec(page.html)?.[0];
    expect(form).toContain('method="post"');
    for (const name of ['name', 'email', 'btc_address', 'password', 'confirmPassword'])
      expect(page.html).toMatch(new RegExp(`<input[^>]*name="${name}"`));
    expect(page.csrf).toMatch(/^[\w-]{20,}$/);
    expect(ticketOf(page.html)).toMatch(/^[0-9a-f]{76}$/);
    // The submit button works before any script.
    expect(page.html).not.toMatch(/<button[^>]*type="submit"[^>]*disabled/);
  });

  it('registers: the recovery code shown once (201, never in a URL), the session cookie set', async () => {
    const { browser, fields, done } = await registerByForm();
    expect(done.status).toBe(201);
    expect(done.location).toBeUndefined();
    // Shown once: no cache keeps the page that carries it.
    expect(done.headers['cache-control']).toBe('private, no-store');
    const code = recoveryCodeOf(done.html);
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4})+$/);
    expect(visibleText(done.html)).toContain('Guarde seu código de recuperação');
    expect(done.html).toMatch(/<a[^>]*href="\/dashboard"[^>]*>Continuar<\/a>/);
    expect(sessionEmail(done)).toBe(fields.email);
    // The cookie: HttpOnly, SameSite=Lax, the JWT's 7 days, not Secure over plain http.
    const cookie = sessionCookie(done)!;
    expect(cookie).toMatch(/; Max-Age=604800(;|$)/);
    expect(cookie).toContain('; HttpOnly');
    expect(cookie).toContain('; SameSite=Lax');
    expect(cookie).toContain('; Path=/');
    expect(cookie).not.toContain('Secure');
    // Once: the next page knows the user, not the code.
    const next = await browser.get('/');
    expect(sessionEmail(next)).toBe(fields.email);
    expect(next.html).not.toContain(code);
    // The code works: it is the account's.
    const recovered = await t.api
      .post('/auth/recover')
      .send({ email: fields.email, code, new_password: 'outra-senha-1' });
    expect(recovered.status).toBe(200);
  });

  it('a refused registration comes back with the error beside its field and no password', async () => {
    const browser = formBrowser(t.app);
    await browser.get('/register');
    const fields = { ...newcomer(), btc_address: 'nao-e-endereco', password: 'senha-digitada' };
    fields.confirmPassword = fields.password;
    const page = await browser.post('/register', fields);
    expect(page.status).toBe(400);
    expect(page.html).toMatch(
      /id="register-btc_address-error"[^>]*>Endereço Bitcoin inválido para a rede regtest</,
    );
    expect(page.html).toMatch(new RegExp(`name="email"[^>]*value="${fields.email}"`));
    expect(page.html).not.toContain('senha-digitada');
    expect(sessionCookie(page)).toBeUndefined();

    const mismatch = await browser.post('/register', { ...newcomer(), confirmPassword: 'outra' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.html).toMatch(
      /id="register-confirmPassword-error"[^>]*>As senhas não coincidem</,
    );
  });

  it('logs out with the form (303 to /, cookie cleared) and logs in again, back to ?voltar=', async () => {
    const { browser, fields } = await registerByForm();
    await browser.get('/');
    const out = await browser.post('/sair', {});
    expect(out.status).toBe(303);
    expect(out.location).toBe('/');
    expect(sessionCookie(out)).toMatch(/^rifa_sessao=; .*Max-Age=0/);
    expect(sessionEmail(await browser.get('/'))).toBeNull();

    // A wrong password: 401, the message beside the password, the e-mail kept, nothing echoed.
    await browser.get('/login?voltar=/raffles');
    const wrong = await browser.post('/login?voltar=/raffles', {
      email: fields.email,
      password: 'errada-123',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.html).toMatch(/id="login-password-error"[^>]*>Credenciais inválidas</);
    expect(wrong.html).toMatch(new RegExp(`name="email"[^>]*value="${fields.email}"`));
    expect(wrong.html).not.toContain('errada-123');
    expect(sessionCookie(wrong)).toBeUndefined();

    const right = await browser.post('/login?voltar=/raffles', {
      email: fields.email,
      password: fields.password,
    });
    expect(right.status).toBe(303);
    expect(right.location).toBe('/raffles');
    expect(sessionCookie(right)).toMatch(/^rifa_sessao=[\w.-]+; /);
    expect(sessionEmail(await browser.get('/'))).toBe(fields.email);

    // Another host is never the way back.
    await browser.post('/sair', {});
    await browser.get('/login');
    const away = await browser.post('/login?voltar=//evil.example/x', {
      email: fields.email,
      password: fields.password,
    });
    expect(away.location).toBe('/dashboard');
  });

  it('the bearer API never authenticates with the cookie', async () => {
    const { done } = await registerByForm();
    const token = sessionToken(done);
    expect(token).not.toBe('');
    const withCookie = await t.api.get('/user/me').set('Cookie', `rifa_sessao=${token}`);
    expect(withCookie.status).toBe(401);
    const withBearer = await t.api.get('/user/me').set('Authorization', `Bearer ${token}`);
    expect(withBearer.status).toBe(200);
  });
});

describe('CSRF', () => {
  it('a registration without the token or with a wrong one is a 403 and creates nobody', async () => {
    const browser = formBrowser(t.app);
    await browser.get('/register');
    const fields = newcomer();
    for (const csrf of [null, 'forjado', ''] as const) {
      const page = await browser.post('/register', fields, csrf);
      expect(page.status).toBe(403);
      expect(visibleText(page.html)).toContain(CSRF_REFUSED);
      expect(sessionCookie(page)).toBeUndefined();
    }
    // Another browser's token is not this one's either.
    const other = formBrowser(t.app);
    const theirs = (await other.get('/register')).csrf;
    expect((await browser.post('/register', fields, theirs)).status).toBe(403);
    const login = await t.api
      .post('/auth/login')
      .send({ email: fields.email, password: fields.password });
    expect(login.status).toBe(401);
  });

  it('a forged logout changes nothing: still logged in', async () => {
    const { browser, fields } = await registerByForm();
    expect((await browser.post('/sair', {}, null)).status).toBe(403);
    const forged = await browser.post('/sair', {}, 'x'.repeat(43));
    expect(forged.status).toBe(403);
    expect(sessionCookie(forged)).toBeUndefined();
    expect(sessionEmail(await browser.get('/'))).toBe(fields.email);
  });
});

describe('recovering the password without JavaScript', () => {
  it('with the recovery code: a session and the new code, shown once', async () => {
    const fields = newcomer();
    const created = await t.api.post('/auth/register').send(fields);
    const code = (created.body as { recovery_code: string }).recovery_code;
    const browser = formBrowser(t.app);
    const form = await browser.get('/recuperar-senha');
    for (const name of ['email', 'code', 'new_password'])
      expect(form.html).toMatch(new RegExp(`<input[^>]*name="${name}"`));

    const wrong = await browser.post('/recuperar-senha', {
      email: fields.email,
      code: 'AAAA-BBBB-CCCC-DDDD',
      new_password: 'nova-senha-1',
    });
    expect(wrong.status).toBe(401);
    expect(visibleText(wrong.html)).toContain('E-mail ou código de recuperação inválido');
    expect(wrong.html).not.toContain('AAAA-BBBB');

    const done = await browser.post('/recuperar-senha', {
      email: fields.email,
      code: code.toLowerCase(),
      new_password: 'nova-senha-1',
    });
    expect(done.status).toBe(200);
    const next = recoveryCodeOf(done.html);
    expect(next).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4})+$/);
    expect(next).not.toBe(code);
    expect(sessionCookie(done)).toBeDefined();
    expect(sessionEmail(await browser.get('/'))).toBe(fields.email);
    const login = await t.api
      .post('/auth/login')
      .send({ email: fields.email, password: 'nova-senha-1' });
    expect(login.status).toBe(200);
  });

  it("with the admin's one-time link: a session, then /dashboard", async () => {
    const fields = newcomer();
    const created = (await t.api.post('/auth/register').send(fields)).body as AuthResponse;
    const link = await t.api
      .post(`/api/admin/users/${created.user.id}/reset-link`)
      .set('Authorization', `Bearer ${t.adminToken}`);
    expect(link.status).toBe(201);
    const { url } = link.body as { url: string };
    const browser = formBrowser(t.app);
    const page = await browser.get(url);
    expect(page.html).toMatch(/<input[^>]*name="token"/);
    const token = /name="token"[^>]*value="([^"]+)"/.exec(page.html)?.[1] ?? '';
    const done = await browser.post(url, { token, new_password: 'senha-do-link' });
    expect(done.status).toBe(303);
    expect(done.location).toBe('/dashboard');
    expect(sessionEmail(await browser.get('/'))).toBe(fields.email);
  });
});

describe('one session, two carriers', () => {
  it('an API login sets the cookie; /sessao hands its token to the SPA, only with the header', async () => {
    const fields = newcomer();
    await t.api.post('/auth/register').send(fields);
    const login = await t.api
      .post('/auth/login')
      .send({ email: fields.email, password: fields.password });
    expect(login.status).toBe(200);
    const cookie = sessionCookie(login)!;
    expect(cookie).toContain('HttpOnly');
    const token = sessionToken(login);
    expect(token).toBe((login.body as AuthResponse).token);

    const picked = await t.api
      .get('/sessao')
      .set('Cookie', `rifa_sessao=${token}`)
      .set('X-Rifa-Sessao', '1');
    expect(picked.status).toBe(200);
    expect(picked.headers['cache-control']).toBe('no-store');
    expect(picked.body).toMatchObject({ token, user: { email: fields.email } });
    const noHeader = await t.api.get('/sessao').set('Cookie', `rifa_sessao=${token}`);
    expect(noHeader.status).toBe(400);
    expect(noHeader.body).not.toHaveProperty('token');
    const noCookie = await t.api.get('/sessao').set('X-Rifa-Sessao', '1');
    expect(noCookie.status).toBe(401);

    // The SPA's logout ends the cookie too.
    const out = await t.api.post('/api/auth/logout').set('Cookie', `rifa_sessao=${token}`);
    expect(out.status).toBe(204);
    expect(sessionCookie(out)).toMatch(/^rifa_sessao=; .*Max-Age=0/);
  });

  it('a page rendered for the cookie carries its user for the hydration', async () => {
    const { browser, fields } = await registerByForm();
    const page = await browser.get('/raffles');
    expect(pageData(page.html).session?.user).toMatchObject({ email: fields.email });
    // The user menu works without JavaScript: a link to the account and the logout form.
    expect(/<form[^>]*action="\/sair"[^>]*>/.exec(page.html)?.[0]).toContain('method="post"');
    expect(page.html).toMatch(/<summary[^>]*aria-label="Menu do usuário Bia Sem Script"/);
  });

  it('Secure when the request came over https through a trusted proxy', async () => {
    const sessions = createFormSessions(t.services.accounts, 'segredo-de-teste');
    const app = express();
    app.set('trust proxy', 1);
    app.get('/', (req, res) => {
      sessions.start(req, res, 'abc.def.ghi');
      res.end();
    });
    const https = await supertest(app).get('/').set('X-Forwarded-Proto', 'https');
    expect(sessionCookie(https)).toContain('; Secure');
    const http = await supertest(app).get('/');
    expect(sessionCookie(http)).not.toContain('Secure');
  });
});

describe('the proof of work without JavaScript: a wait', () => {
  it('in a burst a form posted at once waits (429, Retry-After, values kept), then passes once', async () => {
    const fields = newcomer();
    await t.api.post('/auth/register').send(fields);
    const browser = formBrowser(t.app);
    const form = await browser.get('/login');
    const ticket = ticketOf(form.html);
    // The burst: more attempts this minute than the calm rate.
    for (let i = 0; i < 6; i++)
      await t.api.post('/auth/login').send({ email: 'x@example.com', password: 'x' });
    expect((await t.api.post('/auth/login').send({})).status).toBe(428);

    const early = await browser.post('/login', {
      email: fields.email,
      password: fields.password,
      espera: ticket,
    });
    expect(early.status).toBe(429);
    expect(early.headers['retry-after']).toBe('5');
    expect(visibleText(early.html)).toContain(
      'Muitas tentativas agora: aguarde 5 segundos e envie de novo.',
    );
    expect(early.html).toMatch(new RegExp(`name="email"[^>]*value="${fields.email}"`));
    expect(early.html).not.toContain(fields.password);
    // The same ticket comes back: only too young.
    expect(ticketOf(early.html)).toBe(ticket);

    clock.advance(5_000);
    const later = await browser.post('/login', {
      email: fields.email,
      password: fields.password,
      espera: ticket,
    });
    expect(later.status).toBe(303);

    // Spent: the same ticket again waits, with a fresh one on the page.
    await browser.post('/sair', {});
    await browser.get('/login');
    const replay = await browser.post('/login', {
      email: fields.email,
      password: fields.password,
      espera: ticket,
    });
    expect(replay.status).toBe(429);
    expect(ticketOf(replay.html)).not.toBe(ticket);
    const none = await browser.post('/login', { email: fields.email, password: fields.password });
    expect(none.status).toBe(429);
  });
});
