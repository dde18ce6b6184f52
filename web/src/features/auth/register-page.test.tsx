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

  it('sending with fields missing names each one, says what an address looks like and sends nothing', async () => {
    const app = setup();
    await screen.findByRole('heading', { name: 'Criar Conta' });
    // Nothing is said before the person tries.
    expect(screen.queryByText('Informe seu nome')).toBeNull();
    expect(submit().disabled).toBe(false);
    await fill(app, { name: 'Ana', password: 'segredo' });
    await app.user.click(submit());
    expect(screen.getByText('Informe seu e-mail')).toBeTruthy();
    expect(
      screen.getByText('Informe o endereço Bitcoin que vai receber o prêmio (começa com bc1…)'),
    ).toBeTruthy();
    expect(screen.getByText('Repita a senha para confirmar')).toBeTruthy();
    expect(screen.queryByText('Informe seu nome')).toBeNull();
    // The first field with a problem takes the focus, and is marked invalid.
    const email = screen.getByLabelText(/^E-mail/);
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Copie da sua carteira, em "Receber": começa com bc1…/)).toBeTruthy();
    expect(app.fetch.callsTo('POST /auth/register')).toHaveLength(0);
    // Filling a field clears its message.
    await fill(app, { email: 'ana@example.com' });
    expect(screen.queryByText('Informe seu e-mail')).toBeNull();
  });

  it('something that is not an address or an e-mail is named before sending', async () => {
    const app = setup();
    await screen.findByRole('heading', { name: 'Criar Conta' });
    await fill(app, { ...complete, email: 'ana.example.com', btc_address: 'lightning:lnbc1 x' });
    expect(screen.getByText('E-mail inválido: use o formato nome@exemplo.com')).toBeTruthy();
    expect(
      screen.getByText(
        'Isto não parece um endereço Bitcoin: ele tem só letras e números e começa com bc1…',
      ),
    ).toBeTruthy();
    await app.user.click(submit());
    expect(app.fetch.callsTo('POST /auth/register')).toHaveLength(0);
  });

  it('a password under 6 characters is refused', async () => {
    const app = setup();
    await screen.findByRole('heading', { name: 'Criar Conta' });
    await fill(app, { ...complete, password: '12345', confirmPassword: '12345' });
    expect(screen.getByText('A senha deve ter pelo menos 6 caracteres')).toBeTruthy();
    await app.user.click(submit());
    expect(app.fetch.callsTo('POST /auth/register')).toHaveLength(0);
  });

  it("different passwords: 'As senhas não coincidem', and submit sends nothing", async () => {
    const app = setup();
    await screen.findByRole('heading', { name: 'Criar Conta' });
    await fill(app, { ...complete, confirmPassword: 'segredo2' });
    expect(screen.getByText('As senhas não coincidem')).toBeTruthy();
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

  it('demo mode offers a generated example regtest address, and its help says bcrt1…', async () => {
    const app = setup(true);
    expect(await screen.findByText(/começa com bcrt1…/)).toBeTruthy();
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
