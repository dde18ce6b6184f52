import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { health, user } from '../../test/fixtures.ts';
import { findToast, loginAs, renderApp } from '../../test/render-app.tsx';

// Auth state (spec §4), login (spec §2, §8) and the navigation bar's two variants.

describe('auth state', () => {
  it('shows a full-screen spinner while the saved session loads', async () => {
    loginAs();
    let release: (value: Response) => void = () => {};
    mockFetch({
      'GET /api/health': { json: health() },
      'GET /user/me': () => new Promise<Response>((r) => (release = r)),
    });
    renderApp('/');
    expect(screen.getByTestId('full-screen-spinner')).toBeTruthy();
    release(json(user({ name: 'Bia' })));
    expect(
      await screen.findByRole('button', { name: 'Menu do usuário Bia' }, { timeout: 3000 }),
    ).toBeTruthy();
  });

  it('a failing profile fetch removes the saved token', async () => {
    loginAs('velho');
    mockFetch({
      'GET /api/health': { json: health() },
      'GET /user/me': { status: 401, json: { error: 'Token inválido' } },
    });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Entrar' })).toBeTruthy();
    expect(localStorage.getItem('jwt_token')).toBeNull();
  });
});

describe('login', () => {
  it("success: 'Login realizado com sucesso!' / 'Bem-vindo, {name}', token stored, /dashboard", async () => {
    const fetch = mockFetch({
      'GET /api/health': { json: health() },
      'POST /auth/login': { json: { token: 't1', user: user({ name: 'Ana' }) } },
      'GET /api/transaction/user': { json: { data: [] } },
      'GET /api/rifa': { json: { data: [] } },
    });
    const app = renderApp('/login');
    await app.user.type(await screen.findByLabelText('E-mail'), 'ana@example.com');
    await app.user.type(screen.getByLabelText('Senha'), 'segredo');
    await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'));
    expect(fetch.callsTo('POST /auth/login')[0]?.body).toEqual({
      email: 'ana@example.com',
      password: 'segredo',
    });
    expect(localStorage.getItem('jwt_token')).toBe('t1');
    const toast = await findToast();
    expect(toast.textContent).toContain('Login realizado com sucesso!');
    expect(toast.textContent).toContain('Bem-vindo, Ana');
  });

  it("failure: 'Erro no login' with the message, staying on /login", async () => {
    mockFetch({
      'GET /api/health': { json: health() },
      'POST /auth/login': { status: 401, json: { error: 'Credenciais inválidas' } },
    });
    const app = renderApp('/login');
    await app.user.type(await screen.findByLabelText('E-mail'), 'ana@example.com');
    await app.user.type(screen.getByLabelText('Senha'), 'errada');
    await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
    const toast = await findToast();
    expect(toast.textContent).toContain('Erro no login');
    expect(toast.textContent).toContain('Credenciais inválidas');
    expect(app.router.state.location.pathname).toBe('/login');
  });

  it('email and password are required', async () => {
    const fetch = mockFetch({ 'GET /api/health': { json: health() } });
    const app = renderApp('/login');
    await app.user.type(await screen.findByLabelText('E-mail'), 'ana@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(fetch.callsTo('POST /auth/login')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Criar conta' }).getAttribute('href')).toBe(
      '/register',
    );
  });
});

describe('navigation bar (spec §2)', () => {
  it('logged out: Todas as Rifas, Como Funciona, Entrar, Criar Conta', async () => {
    mockFetch({ 'GET /api/health': { json: health() } });
    renderApp('/');
    const nav = screen.getAllByRole('navigation', { name: 'Navegação principal' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Todas as Rifas' }).getAttribute('href')).toBe(
      '/raffles',
    );
    expect(within(nav).getByRole('link', { name: 'Como Funciona' }).getAttribute('href')).toBe(
      '/how-it-works',
    );
    expect(within(nav).getByRole('link', { name: 'Entrar' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Criar Conta' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it("logged in: Dashboard, no Admin for a participant, the menu labelled 'Usuário' without a name", async () => {
    loginAs();
    mockFetch({
      'GET /api/health': { json: health() },
      'GET /user/me': { json: user({ name: '' }) },
    });
    renderApp('/');
    const menu = await screen.findByRole(
      'button',
      { name: 'Menu do usuário Usuário' },
      { timeout: 3000 },
    );
    expect(menu.textContent).toBe('Usuário');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('an admin sees the Admin link; Minha Conta and Sair from the user menu', async () => {
    loginAs();
    mockFetch({
      'GET /api/health': { json: health() },
      'GET /user/me': { json: user({ name: 'Root', is_admin: true }) },
      'GET /api/transaction/user': { json: { data: [] } },
      'GET /api/rifa': { json: { data: [] } },
    });
    const app = renderApp('/');
    expect(await screen.findByRole('link', { name: 'Admin' })).toBeTruthy();
    await app.user.click(
      await screen.findByRole('button', { name: 'Menu do usuário Root' }, { timeout: 3000 }),
    );
    await app.user.click(await screen.findByRole('menuitem', { name: 'Minha Conta' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'));
    await app.user.click(screen.getByRole('button', { name: 'Menu do usuário Root' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('jwt_token')).toBeNull();
    const toast = await findToast();
    expect(toast.textContent).toContain('Logout realizado com sucesso!');
    expect(toast.textContent).toContain('Até mais!');
    expect(screen.getAllByRole('link', { name: 'Entrar' }).length).toBeGreaterThan(0);
  });

  it('the mobile menu offers the same links in a dialog', async () => {
    mockFetch({ 'GET /api/health': { json: health() }, 'GET /api/rifa': { json: { data: [] } } });
    const app = renderApp('/');
    await app.user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Todas as Rifas' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Criar Conta' })).toBeTruthy();
    await app.user.click(within(menu).getByRole('link', { name: 'Todas as Rifas' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/raffles'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it("demo mode shows the permanent 'Modo demonstração' banner", async () => {
    mockFetch({ 'GET /api/health': { json: health({ mode: 'demo', network: 'regtest' }) } });
    renderApp('/');
    expect((await screen.findByTestId('demo-banner')).textContent).toContain('Modo demonstração');
  });
});
