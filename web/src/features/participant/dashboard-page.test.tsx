import type { UserRefund, UserWin } from '@rifa/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userRefund, userWin } from '../../test/draw-fixtures.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { health, raffle, transaction, user } from '../../test/fixtures.ts';
import { findToast, loginAs, renderApp } from '../../test/render-app.tsx';

const ADMIN = user({
  name: 'Ana',
  is_admin: true,
  total_won: 1_500_000,
  active_tickets: 3,
  won_tickets: 1,
  created_at: '2025-08-17T17:00:00.000Z',
});

function setup(
  me = ADMIN,
  transactions = [
    transaction({
      id: 1,
      raffle_id: 1,
      status: 'paid',
      tickets: [4, 2],
      amount: 2_000,
      tickets_count: 2,
      created_at: '2025-08-17T17:00:00.000Z',
    }),
    transaction({
      id: 2,
      raffle_id: 1,
      status: 'paid',
      tickets: [9],
      amount: 1_000,
      tickets_count: 1,
    }),
    transaction({
      id: 3,
      raffle_id: 2,
      raffle_name: 'Outra',
      status: 'expired',
      tickets_count: 5,
      amount: 5_000,
    }),
    transaction({
      id: 4,
      raffle_id: 2,
      raffle_name: 'Outra',
      status: 'pending',
      tickets_count: 1,
      amount: 1_000,
    }),
  ],
  wins: UserWin[] = [],
  refunds: UserRefund[] = [],
) {
  loginAs();
  const fetch = mockFetch({
    'GET /api/health': { json: health() },
    'GET /user/me': { json: me },
    'GET /api/transaction/user': { json: { data: transactions } },
    'GET /api/user/wins': { json: { data: wins } },
    'GET /api/user/refunds': { json: { data: refunds } },
    'GET /api/rifa': {
      json: { data: [raffle({ id: 1 }), raffle({ id: 2, name: 'Outra', status: 'cancelled' })] },
    },
  });
  return { fetch, ...renderApp('/dashboard') };
}

describe('dashboard (spec §2)', () => {
  it('summary cards in pt-BR numbers with sats, the profile card and the Administrador badge', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByTestId('total-won').textContent).toBe('1.500.000 sats');
    expect(screen.getByTestId('active-tickets').textContent).toBe('3');
    expect(screen.getByTestId('won-tickets').textContent).toBe('1');
    expect(screen.getByText('Administrador')).toBeTruthy();
    expect(screen.getByText('ana@example.com')).toBeTruthy();
    expect(screen.getByText('17/08/2025')).toBeTruthy();
  });

  it('no Administrador badge for a participant', async () => {
    setup(user({ is_admin: false }));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByText('Administrador')).toBeNull();
  });

  it("the tickets tab (default) lists the ticket numbers by raffle, zero-padded to the raffle's width", async () => {
    setup();
    expect((await screen.findByTestId('tickets-summary')).textContent).toBe(
      'Você possui 3 bilhetes ativos',
    );
    const numbers = await screen.findByTestId('tickets-1');
    expect(
      within(numbers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['002', '004', '009']);
    expect(screen.queryByTestId('tickets-2')).toBeNull();
  });

  it("'Você ainda não possui bilhetes' without active tickets", async () => {
    setup(user({ active_tickets: 0 }), []);
    expect((await screen.findByTestId('tickets-summary')).textContent).toBe(
      'Você ainda não possui bilhetes',
    );
  });

  it('no active tickets but tickets of closed raffles: no "ainda não possui"', async () => {
    setup(user({ active_tickets: 0 }));
    await screen.findByTestId('tickets-1');
    expect(screen.getByTestId('tickets-summary').textContent).toBe(
      'Nenhum bilhete em rifas ativas. Abaixo, seus bilhetes de rifas encerradas.',
    );
  });

  it('the transactions tab: date, raffle, quantity, sats, status, and Pagar for an open invoice', async () => {
    const app = setup();
    await app.user.click(await screen.findByRole('tab', { name: 'Transações' }));
    const table = await screen.findByTestId('transactions-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const paid = rows.find((row) => row.textContent?.includes('17/08/2025, 14:00'))!;
    expect(within(paid).getByText('2.000 sats')).toBeTruthy();
    expect(within(paid).getByText('Pago')).toBeTruthy();
    expect(within(table).getByText('Expirado')).toBeTruthy();
    expect(within(table).getByText('Pendente')).toBeTruthy();
    app.fetch.on('GET /api/transaction/4', { json: transaction({ id: 4 }) });
    await app.user.click(within(table).getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByTestId('payment-dialog')).toBeTruthy();
  });

  it("'Nenhuma transação encontrada' when there are none", async () => {
    const app = setup(ADMIN, []);
    await app.user.click(await screen.findByRole('tab', { name: 'Transações' }));
    expect(await screen.findByText('Nenhuma transação encontrada')).toBeTruthy();
  });

  it("'Editar Perfil' saves name and address; a password change sends the current one and keeps the session", async () => {
    const app = setup();
    // The server revokes the old token and sends this tab a new one (X-Auth-Token).
    app.fetch.on(
      'PUT /user/me',
      ({ body }) =>
        new Response(JSON.stringify({ ...ADMIN, ...(body as object) }), {
          headers: { 'Content-Type': 'application/json', 'X-Auth-Token': 'token-novo' },
        }),
    );
    await app.user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Perfil' });
    const name = within(dialog).getByLabelText('Nome');
    await app.user.clear(name);
    await app.user.type(name, 'Ana Maria');
    await app.user.type(within(dialog).getByLabelText('Nova senha'), 'novasenha');
    await app.user.type(within(dialog).getByLabelText('Confirmar nova senha'), 'novasenha');
    expect(within(dialog).getByText('Informe a senha atual para trocar a senha')).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await app.user.type(within(dialog).getByLabelText('Senha atual'), 'antiga');
    await app.user.click(save);
    const toast = await findToast();
    expect(toast.textContent).toContain('Perfil atualizado com sucesso!');
    expect(toast.textContent).toContain('Suas informações foram atualizadas.');
    expect(app.fetch.callsTo('PUT /user/me')[0]?.body).toEqual({
      name: 'Ana Maria',
      current_password: 'antiga',
      new_password: 'novasenha',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar Perfil' })).toBeNull());
    // The auth state holds the response: the navigation bar follows.
    expect(screen.getByRole('button', { name: 'Menu do usuário Ana Maria' })).toBeTruthy();
    // The next calls go with the new token, and the old one's 401 would not log this tab out.
    expect(localStorage.getItem('jwt_token')).toBe('token-novo');
  });

  it("on a phone's one column: 'Meus Bilhetes' before the profile, the deletion folded last", async () => {
    setup(user({ is_admin: false }));
    const tickets = await screen.findByRole('tab', { name: 'Meus Bilhetes' });
    const profile = screen.getByRole('button', { name: 'Editar Perfil' });
    const wins = await screen.findByTestId('wins-card');
    const zone = screen.getByTestId('danger-zone');
    const before = (a: Element, b: Element) =>
      (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    expect(before(tickets, wins)).toBe(true);
    expect(before(wins, profile)).toBe(true);
    expect(before(profile, zone)).toBe(true);
    expect(zone.tagName).toBe('DETAILS');
    expect((zone as HTMLDetailsElement).open).toBe(false);
    expect(within(zone).getByText('Zona de perigo: apagar a conta')).toBeTruthy();
    expect(
      within(zone).getByRole('button', { name: 'Apagar minha conta', hidden: true }),
    ).toBeTruthy();
  });

  it('a prize won comes before the tickets', async () => {
    setup(undefined, undefined, [userWin()]);
    const list = await screen.findByTestId('wins-list');
    const tickets = screen.getByRole('tab', { name: 'Meus Bilhetes' });
    expect(list.compareDocumentPosition(tickets) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("a refused update: 'Erro ao atualizar perfil' with the server's message", async () => {
    const app = setup();
    app.fetch.on('PUT /user/me', {
      status: 400,
      json: { error: 'Endereço Bitcoin inválido para mainnet' },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Perfil' });
    const address = within(dialog).getByLabelText('Endereço Bitcoin');
    await app.user.clear(address);
    await app.user.type(address, 'xyz');
    await app.user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const toast = await findToast();
    expect(toast.textContent).toContain('Erro ao atualizar perfil');
    expect(toast.textContent).toContain('Endereço Bitcoin inválido para mainnet');
  });

  it('keeps the three summary cards and says when no ticket has won', async () => {
    setup(user());
    const wins = await screen.findByTestId('wins-card');
    expect(
      await within(wins).findByText('Nenhum dos seus bilhetes foi sorteado até agora.'),
    ).toBeTruthy();
    expect(screen.getByTestId('total-won')).toBeTruthy();
    expect(screen.getByTestId('active-tickets')).toBeTruthy();
    expect(screen.getByTestId('won-tickets')).toBeTruthy();
    // No refunds owed: no refunds card.
    await waitFor(() => expect(screen.getByTestId('ticket-groups')).toBeTruthy());
    expect(screen.queryByTestId('refunds-card')).toBeNull();
  });

  it('a winning ticket: raffle, ticket, prize in sats, payout state in pt-BR and txid; marked in the ticket list', async () => {
    const txid = 'ab'.repeat(32);
    setup(ADMIN, undefined, [
      userWin({
        raffle_id: 1,
        raffle_name: 'Rifa do Satoshi',
        winning_ticket: 4,
        prize_amount: 1_500_000,
        payout_status: 'sent',
        txid,
      }),
      userWin({
        raffle_id: 2,
        raffle_name: 'Outra',
        winning_ticket: 7,
        prize_amount: 50_000,
        payout_status: 'awaiting_balance',
        txid: null,
      }),
    ]);
    const list = await screen.findByTestId('wins-list');
    const [sent, waiting] = within(list).getAllByRole('listitem');
    expect(within(sent!).getByRole('link', { name: 'Rifa do Satoshi' }).getAttribute('href')).toBe(
      '/raffles/1',
    );
    expect(sent!.textContent).toContain('Bilhete vencedor nº 004');
    expect(sent!.textContent).toContain('1.500.000 sats');
    expect(within(sent!).getByTestId('payout-status').textContent).toBe('Enviado');
    expect(within(sent!).getByTestId('win-txid').textContent).toBe(txid);
    expect(within(waiting!).getByTestId('payout-status').textContent).toBe('Aguardando saldo');
    expect(waiting!.textContent).toContain('o envio é tentado de novo automaticamente');
    expect(within(waiting!).queryByTestId('win-txid')).toBeNull();
    const tickets = await screen.findByTestId('tickets-1');
    const won = within(tickets)
      .getAllByRole('listitem')
      .find((li) => li.dataset.won === 'true')!;
    expect(won.textContent).toBe('004premiado');
  });

  it('refunds owed to the user, with reason and state', async () => {
    setup(
      ADMIN,
      undefined,
      [],
      [
        userRefund({ id: 1, raffle_name: 'Rifa cancelada', amount: 3_000, payout_status: null }),
        userRefund({
          id: 2,
          raffle_name: 'Rifa tardia',
          amount: 1_000,
          reason: 'late_payment',
          payout_status: 'sent',
          txid: 'cd'.repeat(32),
        }),
      ],
    );
    const table = await screen.findByTestId('refunds-table');
    const [unpaid, paid] = within(table).getAllByRole('row').slice(1);
    expect(unpaid!.textContent).toContain('3.000 sats');
    expect(unpaid!.textContent).toContain('Rifa cancelada');
    expect(within(unpaid!).getByTestId('payout-status').textContent).toBe('A pagar');
    expect(paid!.textContent).toContain('Pago depois do fim das vendas');
    expect(within(paid!).getByTestId('payout-status').textContent).toBe('Enviado');
    expect(paid!.textContent).toContain('cd'.repeat(32));
  });

  it('wins that cannot be loaded: an alert with a retry', async () => {
    loginAs();
    const fetch = mockFetch({
      'GET /api/health': { json: health() },
      'GET /user/me': { json: ADMIN },
      'GET /api/transaction/user': { json: { data: [] } },
      'GET /api/rifa': { json: { data: [] } },
      'GET /api/user/wins': { status: 500, json: {} },
      'GET /api/user/refunds': { json: { data: [] } },
    });
    const app = { fetch, ...renderApp('/dashboard') };
    const wins = await screen.findByTestId('wins-card');
    expect((await within(wins).findByRole('alert')).textContent).toContain(
      'Erro ao buscar prêmios',
    );
    app.fetch.on('GET /api/user/wins', { json: { data: [userWin()] } });
    await app.user.click(within(wins).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(wins).findByTestId('wins-list')).toBeTruthy();
  });

  it('logged out: asks to log in', async () => {
    mockFetch({ 'GET /api/health': { json: health() } });
    renderApp('/dashboard');
    expect(await screen.findByText('Entre na sua conta para ver seu dashboard.')).toBeTruthy();
  });
});
