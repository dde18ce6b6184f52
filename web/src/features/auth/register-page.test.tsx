import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { health, user } from '../../test/fixtures.ts';
import { findToast, renderApp } from '../../test/render-app.tsx';

// Registration (spec §2, §5): all fields required, password ≥ 6, matching confirmation.

function setup(demo = false) {
  const fetch = mockFetch({
    'GET /api/health': { json: health(demo ? { mode: 'demo', network: 'regtest' } : {}) },
  });
  return { fetch, ...renderApp('/register') };
}

const submit = () => screen.getByRole('button', { name: 'Criar Conta' }) as HTMLButtonElement;

async function fill(app: ReturnType<typeof setup>, values: Partial<Record<string, string>>) {
  const labels: Record<string, string> = {
    name: 'Nome',
    email: 'E-mail',
    btc_address: 'Endereço Bitcoin',
    password: 'Senha',
    confirmPassword: 'Confirmar senha',
  };
  for (const [field, value] of Object.entries(values)) {
    const input = screen.getByLabelText(new RegExp(`^${labels[field]}`));
    await app.user.clear(input);
    if (value) await app.user.type(input, value);
  }
}

const complete = {
  name: 'Ana',
  email: 'ana@example.com',
  btc_address: 'bc1qexample',
  password: 'segredo',
  confirmPassword: 'segredo',
};

describe('registration', () => {
  it('has every field with a label and a link to /login', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Criar Conta' })).toBeTruthy();
    for (const label of [/^Nome/, /^E-mail/, /^Endereço Bitcoin/, /^Senha/, /^Confirmar senha/]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/login');
  });

  it('the submit button stays disabled until every field is filled', async () => {
    const app = setup();
    await screen.findByRole('heading', { name: 'Criar Conta' });
    expect(submit().disabled).toBe(true);
    await fill(app, { ...complete, btc_address: '' });
    expect(submit().disabled).toBe(true);
    await fill(app, { btc_address: 'bc1qexample' });
    expect(submit().disabled).toBe(false);
  });

  it('a password under 6 characters is refused', async () => {
    const app = setup();
    await screen.findByRole('heading', { name: 'Criar Conta' });
    await fill(app, { ...complete, password: '12345', confirmPassword: '12345' });
    expect(screen.getByText('A senha deve ter pelo menos 6 caracteres')).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it("different passwords: 'As senhas não coincidem', disabled submit, and submit does nothing", async () => {
    const app = setup();
    await screen.findByRole('heading', { name: 'Criar Conta' });
    await fill(app, { ...complete, confirmPassword: 'segredo2' });
    expect(screen.getByText('As senhas não coincidem')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    await app.user.type(screen.getByLabelText(/^Confirmar senha/), '{Enter}');
    expect(app.fetch.callsTo('POST /auth/register')).toHaveLength(0);
  });

  it('success stores the token, toasts and goes to /dashboard', async () => {
    const app = setup();
    app.fetch.on('POST /auth/register', {
      status: 201,
      json: { token: 'novo', user: user({ name: 'Ana' }) },
    });
    app.fetch.on('GET /api/transaction/user', { json: { data: [] } });
    app.fetch.on('GET /api/rifa', { json: { data: [] } });
    await screen.findByRole('heading', { name: 'Criar Conta' });
    await fill(app, complete);
    await app.user.click(submit());
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'));
    expect(app.fetch.callsTo('POST /auth/register')[0]?.body).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      btc_address: 'bc1qexample',
      password: 'segredo',
    });
    expect(localStorage.getItem('jwt_token')).toBe('novo');
    expect((await findToast()).textContent).toContain('Conta criada com sucesso!');
  });

  it("failure: 'Erro no cadastro' with the server's message, staying on the page", async () => {
    const app = setup();
    app.fetch.on('POST /auth/register', { status: 409, json: { error: 'E-mail já cadastrado' } });
    await screen.findByRole('heading', { name: 'Criar Conta' });
    await fill(app, complete);
    await app.user.click(submit());
    const toast = await findToast();
    expect(toast.textContent).toContain('Erro no cadastro');
    expect(toast.textContent).toContain('E-mail já cadastrado');
    expect(app.router.state.location.pathname).toBe('/register');
    expect(localStorage.getItem('jwt_token')).toBeNull();
  });

  it('demo mode offers a generated example regtest address', async () => {
    const app = setup(true);
    app.fetch.on('GET /api/dev/example-address', { json: { address: 'bcrt1qexampleaddress' } });
    await app.user.click(
      await screen.findByRole('button', { name: 'Usar um endereço de exemplo (regtest)' }),
    );
    await waitFor(() =>
      expect((screen.getByLabelText(/^Endereço Bitcoin/) as HTMLInputElement).value).toBe(
        'bcrt1qexampleaddress',
      ),
    );
  });

  it('outside demo mode there is no example address button', async () => {
    setup();
    await screen.findByRole('heading', { name: 'Criar Conta' });
    expect(
      screen.queryByRole('button', { name: 'Usar um endereço de exemplo (regtest)' }),
    ).toBeNull();
  });
});
