import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fillField } from '../../test/admin-create-form.ts';
import { mockAdmin } from '../../test/admin.ts';
import type { Handler } from '../../test/fetch-mock.ts';
import { raffle, user } from '../../test/fixtures.ts';
import { findToast, renderApp } from '../../test/render-app.tsx';

function setup(me = user({ is_admin: true, name: 'Root' }), extra: Record<string, Handler> = {}) {
  const fetch = mockAdmin({
    'GET /user/me': { json: me },
    'GET /api/rifa': {
      json: {
        data: [
          raffle({ id: 1, name: 'Em andamento' }),
          raffle({ id: 2, name: 'Velha', status: 'completed' }),
        ],
      },
    },
    'GET /api/users': { json: { data: [user(), user({ id: 8 }), user({ id: 9 })] } },
    'GET /api/stats': {
      json: {
        users: 3,
        raffles: { active: 1, completed: 1, cancelled: 0 },
        tickets_sold: 1234,
        sats_received: 1_234_000,
        prizes_paid: 1,
        pending_invoices: 2,
      },
    },
    ...extra,
  });
  return { fetch, ...renderApp('/admin') };
}

describe('admin (spec §2)', () => {
  it("a non-admin sees 'Acesso restrito'", async () => {
    setup(user({ is_admin: false }));
    expect(await screen.findByText('Acesso restrito')).toBeTruthy();
    expect(screen.queryByText('Painel Administrativo')).toBeNull();
  });

  it("'Painel Administrativo' opens on Criar Rifa with the spec's placeholders", async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Painel Administrativo' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Criar Rifa' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect((screen.getByLabelText(/^Prêmio \(sats\)/) as HTMLInputElement).placeholder).toBe(
      '1000000',
    );
    expect((screen.getByLabelText(/^Preço do bilhete/) as HTMLInputElement).placeholder).toBe(
      '10000',
    );
    expect((screen.getByLabelText(/^Total de bilhetes/) as HTMLInputElement).placeholder).toBe(
      '1000',
    );
    expect((screen.getByLabelText(/^Mínimo de bilhetes/) as HTMLInputElement).placeholder).toBe(
      '500',
    );
    // Text in the Brazilian order, whatever the browser's language (no native date picker).
    const endDate = screen.getByLabelText(/^Data de término/) as HTMLInputElement;
    expect(endDate.type).toBe('text');
    expect(endDate.placeholder).toBe('dd/mm/aaaa hh:mm');
  });

  async function fillCreateForm(app: ReturnType<typeof setup>, password = 'admin-pass') {
    await fillField(app, await screen.findByLabelText(/^Nome da rifa/), 'Rifa Nova');
    await fillField(app, screen.getByLabelText(/^Prêmio \(sats\)/), '1000000');
    await fillField(app, screen.getByLabelText(/^Preço do bilhete/), '10000');
    await fillField(app, screen.getByLabelText(/^Total de bilhetes/), '1000');
    await fillField(app, screen.getByLabelText(/^Data de término/), '15/01/2030 20:30');
    if (password) await fillField(app, screen.getByLabelText(/^Senha de administrador/), password);
  }

  it('creating requires the admin password, sends the payload, clears the form and toasts', async () => {
    const app = setup();
    app.fetch.on('POST /api/rifa/admin', ({ body }) => ({
      status: 201,
      json: { ...raffle(), ...(body as object) },
    }));
    await fillCreateForm(app, '');
    const submit = screen.getByRole('button', { name: 'Criar Rifa' }) as HTMLButtonElement;
    // Without the password the form says so beside it, and sends nothing.
    await app.user.click(submit);
    expect(await screen.findByText('Senha de administrador é obrigatória')).toBeTruthy();
    expect(app.fetch.callsTo('POST /api/rifa/admin')).toHaveLength(0);
    await app.user.type(screen.getByLabelText(/^Senha de administrador/), 'admin-pass');
    await app.user.click(submit);
    const toast = await findToast();
    expect(toast.textContent).toContain('Rifa criada com sucesso!');
    expect(toast.textContent).toContain('A nova rifa foi adicionada ao sistema.');
    expect(app.fetch.callsTo('POST /api/rifa/admin')[0]?.body).toEqual({
      name: 'Rifa Nova',
      prize_amount: 1_000_000,
      ticket_price: 10_000,
      total_tickets: 1_000,
      // docs/decisions/0014-numbers-prizes-packages.md: typed in Brasília time (UTC−3) whatever the test process's zone.
      end_date: '2030-01-15T23:30:00.000Z',
      status: 'active',
      admin_password: 'admin-pass',
    });
    expect((screen.getByLabelText(/^Nome da rifa/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^Senha de administrador/) as HTMLInputElement).value).toBe('');
  });

  it('a large prize asks for confirmation and resends with confirm_large_prize', async () => {
    const app = setup();
    app.fetch.on('POST /api/rifa/admin', ({ body }) =>
      (body as { confirm_large_prize?: boolean }).confirm_large_prize
        ? { status: 201, json: raffle() }
        : {
            status: 409,
            json: { error: 'O prêmio passa de 10% do subsídio do bloco.', code: 'large_prize' },
          },
    );
    await fillCreateForm(app);
    await app.user.click(screen.getByRole('button', { name: 'Criar Rifa' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('O prêmio passa de 10% do subsídio do bloco.')).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Criar mesmo assim' }));
    expect((await findToast()).textContent).toContain('Rifa criada com sucesso!');
    const calls = app.fetch.callsTo('POST /api/rifa/admin');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toMatchObject({ name: 'Rifa Nova', confirm_large_prize: true });
  });

  it("a refused creation: 'Erro ao criar rifa' with the message", async () => {
    const app = setup();
    app.fetch.on('POST /api/rifa/admin', {
      status: 403,
      json: { error: 'Senha de administrador incorreta' },
    });
    await fillCreateForm(app);
    await app.user.click(screen.getByRole('button', { name: 'Criar Rifa' }));
    const toast = await findToast();
    expect(toast.textContent).toContain('Erro ao criar rifa');
    expect(toast.textContent).toContain('Senha de administrador incorreta');
    expect((screen.getByLabelText(/^Nome da rifa/) as HTMLInputElement).value).toBe('Rifa Nova');
  });

  it('Gerenciar lists raffles with prize, sold/total and status, and cancels one', async () => {
    const app = setup();
    app.fetch.on('PUT /api/rifa/1', ({ body }) => ({
      json: { ...raffle({ id: 1 }), ...(body as object) },
    }));
    await app.user.click(await screen.findByRole('tab', { name: 'Gerenciar' }));
    const list = await screen.findByTestId('manage-list');
    const items = within(list).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Em andamento');
    expect(items[0]?.textContent).toContain('Prêmio: 1.000.000 sats');
    expect(items[0]?.textContent).toContain('Vendidos: 20 / 100');
    expect(within(items[0]!).getByText('Ativa')).toBeTruthy();
    expect(within(items[1]!).getByText('Finalizada')).toBeTruthy();
    await app.user.click(within(items[0]!).getByRole('button', { name: 'Cancelar rifa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar a rifa?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Sim, cancelar a rifa' }));
    expect((await findToast()).textContent).toContain('Rifa cancelada');
    expect(app.fetch.callsTo('PUT /api/rifa/1')[0]?.body).toEqual({ status: 'cancelled' });
  });

  it("Gerenciar: an unreachable list is empty ('Nenhuma rifa encontrada')", async () => {
    const app = setup();
    app.fetch.on('GET /api/rifa', { status: 500, text: 'boom' });
    await app.user.click(await screen.findByRole('tab', { name: 'Gerenciar' }));
    expect(await screen.findByText('Nenhuma rifa encontrada')).toBeTruthy();
  });

  it('Configurações: connection test, users total, system status, disabled password button, save', async () => {
    const app = setup();
    await app.user.click(await screen.findByRole('tab', { name: 'Configurações' }));
    await waitFor(() =>
      expect(screen.getByTestId('connection-status').textContent).toBe('Backend Conectado'),
    );
    expect(await screen.findByText('Total de usuários: 3')).toBeTruthy();
    expect(screen.getByText('Status do Sistema')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Alterar Senha de Administrador' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(await screen.findByText('1.234.000 sats')).toBeTruthy();

    await app.user.type(screen.getByLabelText('Endereço base da API'), 'http://umbrel.local:3000/');
    await app.user.type(screen.getByLabelText('Chave de API'), 'chave-123');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    const toast = await findToast();
    expect(toast.textContent).toContain('Configuração salva');
    expect(toast.textContent).toContain('As configurações da API foram salvas no navegador');
    expect(localStorage.getItem('api_base_url')).toBe('http://umbrel.local:3000');
    expect(localStorage.getItem('admin_api_key')).toBe('chave-123');
  });

  it("Configurações: a failed test shows 'Backend Desconectado' and 'Falha na conexão'", async () => {
    const app = setup();
    app.fetch.on('GET /api/users', { status: 403, json: { error: 'Acesso negado' } });
    await app.user.click(await screen.findByRole('tab', { name: 'Configurações' }));
    expect(await screen.findByText('Total de usuários: Dados não disponíveis')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('connection-status').textContent).toBe('Backend Conectado'),
    );
    app.fetch.on('GET /api/health', { status: 503, text: 'down' });
    await app.user.click(screen.getByRole('button', { name: 'Testar Conexão' }));
    await waitFor(() =>
      expect(screen.getByTestId('connection-status').textContent).toBe('Backend Desconectado'),
    );
    const toast = await findToast();
    expect(toast.textContent).toContain('Falha na conexão');
    expect(toast.textContent).toContain('Erro de conexão');
  });

  it("'Gerar nova chave' asks first, then shows the key once and can store it in this browser", async () => {
    const app = setup();
    app.fetch.on('POST /api/admin/api-key', {
      json: { api_key: 'rk_novachave', created_at: '2025-08-17T17:00:00.000Z' },
    });
    await app.user.click(await screen.findByRole('tab', { name: 'Configurações' }));
    await app.user.click(screen.getByRole('button', { name: 'Gerar nova chave' }));
    // The current key stops working at once: nothing is generated before the confirmation.
    const ask = await screen.findByRole('dialog', { name: 'Gerar uma nova chave de API?' });
    expect(ask.textContent).toContain('A chave atual deixa de funcionar na hora');
    await app.user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(app.fetch.callsTo('POST /api/admin/api-key')).toHaveLength(0);
    await app.user.click(screen.getByRole('button', { name: 'Gerar nova chave' }));
    await app.user.click(await screen.findByRole('button', { name: 'Sim, gerar nova chave' }));
    expect(((await screen.findByLabelText('Nova chave de API')) as HTMLInputElement).value).toBe(
      'rk_novachave',
    );
    await app.user.click(screen.getByRole('button', { name: 'Usar esta chave neste navegador' }));
    expect(localStorage.getItem('admin_api_key')).toBe('rk_novachave');
  });
});
