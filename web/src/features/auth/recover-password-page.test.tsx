import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { health, user } from '../../test/fixtures.ts';
import { findToast, renderApp } from '../../test/render-app.tsx';

// docs/decisions/0014-numbers-prizes-packages.md, forgot password: the code shown once after registration, /recuperar-senha (the
// recovery code, a new code shown until saved) and /redefinir-senha?token=… (admin's link).

const CODE = 'ABCD-EFGH-JKMN-PQRS-TVWX';
const NEXT = 'WXYZ-0123-4567-89AB-CDEF';

function setup(path: string) {
  const fetch = mockFetch({
    'GET /api/health': { json: health() },
    'GET /api/transaction/user': { json: { data: [] } },
    'GET /api/rifa': { json: { data: [] } },
    'GET /api/user/wins': { json: { data: [] } },
    'GET /api/user/refunds': { json: { data: [] } },
  });
  return { fetch, ...renderApp(path) };
}

describe('registration shows the recovery code once', () => {
  it('asks to save it on the dashboard until "Já guardei o código"', async () => {
    const app = setup('/register');
    app.fetch.on('POST /auth/register', {
      status: 201,
      json: { token: 'novo', user: user({ name: 'Ana' }), recovery_code: CODE },
    });
    const fields: [RegExp, string][] = [
      [/^Nome/, 'Ana'],
      [/^E-mail/, 'ana@example.com'],
      [/^Endereço Bitcoin/, 'bc1qexample'],
      [/^Senha/, 'segredo'],
      [/^Confirmar senha/, 'segredo'],
    ];
    await screen.findByLabelText(/^Nome/);
    for (const [label, value] of fields) await app.user.type(screen.getByLabelText(label), value);
    await app.user.click(screen.getByRole('button', { name: 'Criar Conta' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'));
    expect((await screen.findByTestId('recovery-code')).textContent).toContain(CODE);
    expect(screen.getByText('Guarde seu código de recuperação')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Já guardei o código' }));
    expect(screen.queryByTestId('recovery-code')).toBeNull();
  });
});

describe('/recuperar-senha', () => {
  it('is linked from the login page', async () => {
    const app = setup('/login');
    await app.user.click(await screen.findByRole('link', { name: 'Esqueci minha senha' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/recuperar-senha'));
  });

  it('resets with the code, logs in and shows the new code', async () => {
    const app = setup('/recuperar-senha');
    app.fetch.on('POST /auth/recover', {
      json: { token: 't2', user: user({ name: 'Ana' }), recovery_code: NEXT },
    });
    app.fetch.on('GET /user/me', { json: user({ name: 'Ana' }) });
    const submit = await screen.findByRole('button', { name: 'Redefinir senha' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await app.user.type(screen.getByLabelText(/^E-mail/), 'ana@example.com');
    await app.user.type(screen.getByLabelText(/^Código de recuperação/), CODE.toLowerCase());
    await app.user.type(screen.getByLabelText(/^Nova senha/), 'nova-senha');
    await app.user.click(submit);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'));
    expect(app.fetch.callsTo('POST /auth/recover')[0]?.body).toEqual({
      email: 'ana@example.com',
      code: CODE.toLowerCase(),
      new_password: 'nova-senha',
    });
    expect(localStorage.getItem('jwt_token')).toBe('t2');
    expect((await screen.findByTestId('recovery-code')).textContent).toContain(NEXT);
  });

  it("shows the server's message for a wrong code and stays", async () => {
    const app = setup('/recuperar-senha');
    app.fetch.on('POST /auth/recover', {
      status: 401,
      json: { error: 'E-mail ou código de recuperação inválido' },
    });
    await app.user.type(await screen.findByLabelText(/^E-mail/), 'ana@example.com');
    await app.user.type(screen.getByLabelText(/^Código de recuperação/), 'errado');
    await app.user.type(screen.getByLabelText(/^Nova senha/), 'nova-senha');
    await app.user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect((await findToast()).textContent).toContain('E-mail ou código de recuperação inválido');
    expect(app.router.state.location.pathname).toBe('/recuperar-senha');
  });
});

describe('/redefinir-senha', () => {
  it('sends the token of the link with the new password and logs in', async () => {
    const app = setup('/redefinir-senha?token=abc_123');
    app.fetch.on('POST /auth/reset', { json: { token: 't3', user: user() } });
    app.fetch.on('GET /user/me', { json: user() });
    await app.user.type(await screen.findByLabelText(/^Nova senha/), 'senha-nova');
    await app.user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'));
    expect(app.fetch.callsTo('POST /auth/reset')[0]?.body).toEqual({
      token: 'abc_123',
      new_password: 'senha-nova',
    });
  });

  it('says the link is incomplete without a token', async () => {
    setup('/redefinir-senha');
    expect((await screen.findByRole('alert')).textContent).toContain('Link incompleto');
    expect(
      (screen.getByRole('button', { name: 'Redefinir senha' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
