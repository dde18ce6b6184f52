import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { health, raffle, user } from '../../test/fixtures.ts';
import { answerPurchase, expectBuy } from '../../test/purchase.ts';
import { findToast, loginAs, renderApp } from '../../test/render-app.tsx';

// Buy dialog rules of spec §5, through the raffle list as a participant uses them.

// 1,000 tickets: one account may hold 100 unpaid (docs/protocols/limits.md), above the 20 available.
const r = raffle({
  id: 3,
  name: 'Rifa Mínima',
  min_tickets: 5,
  total_tickets: 1_000,
  sold_tickets: 980,
  available_tickets: 20,
  ticket_price: 1_000,
});

function setup({ logged = true } = {}) {
  if (logged) loginAs();
  const fetch = mockFetch({
    'GET /api/health': { json: health() },
    'GET /user/me': { json: user() },
    'GET /api/rifa': { json: { data: [r] } },
  });
  const app = renderApp('/raffles');
  return { fetch, ...app };
}

async function openDialog(app: ReturnType<typeof setup>) {
  await app.user.click(await screen.findByRole('button', { name: 'Comprar Bilhete' }));
  return screen.findByTestId('buy-dialog');
}

const quantityField = () => screen.getByLabelText('Quantidade de bilhetes') as HTMLInputElement;
const total = () => screen.getByTestId('buy-total').textContent;

describe('buy dialog (spec §5)', () => {
  it('shows the raffle name, the Mínimo and Disponíveis badges and starts at the minimum', async () => {
    const app = setup();
    const dialog = await openDialog(app);
    expect(within(dialog).getByRole('heading', { name: 'Comprar Bilhetes' })).toBeTruthy();
    expect(within(dialog).getByText('Rifa: Rifa Mínima')).toBeTruthy();
    expect(within(dialog).getByText('Mínimo: 5')).toBeTruthy();
    expect(within(dialog).getByText('Disponíveis: 20')).toBeTruthy();
    expect(quantityField().value).toBe('5');
  });

  it('shows the per-account cap on unpaid reservations and stops the quantity at it', async () => {
    loginAs();
    mockFetch({
      'GET /api/health': { json: health() },
      'GET /user/me': { json: user() },
      'GET /api/rifa': {
        json: {
          data: [raffle({ total_tickets: 100, sold_tickets: 0, available_tickets: 60 })],
        },
      },
    });
    const app = renderApp('/raffles');
    await app.user.click(await screen.findByRole('button', { name: 'Comprar Bilhete' }));
    expect(screen.getByText('Disponíveis: 60')).toBeTruthy();
    expect(screen.getByText('Por conta: até 10')).toBeTruthy();
    expect(
      screen.getByText(
        'Para ninguém segurar a rifa sem pagar, cada conta pode ter até 10 bilhetes e 5 compras aguardando pagamento nesta rifa. Depois de pagar, você pode comprar mais.',
      ),
    ).toBeTruthy();
    await app.user.clear(quantityField());
    await app.user.type(quantityField(), '11');
    expect(screen.getByText('Escolha entre 1 e 10 bilhetes.')).toBeTruthy();
    await app.user.clear(quantityField());
    await app.user.type(quantityField(), '10');
    expect(
      (screen.getByRole('button', { name: 'Aumentar quantidade' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('starts at 1 when the raffle has no minimum', async () => {
    loginAs();
    mockFetch({
      'GET /api/health': { json: health() },
      'GET /user/me': { json: user() },
      'GET /api/rifa': { json: { data: [raffle({ min_tickets: null })] } },
    });
    const app = renderApp('/raffles');
    await app.user.click(await screen.findByRole('button', { name: 'Comprar Bilhete' }));
    expect(quantityField().value).toBe('1');
    expect(screen.getByText('Mínimo: 1')).toBeTruthy();
  });

  it('computes price per ticket × quantity = total in pt-BR sats', async () => {
    const app = setup();
    const dialog = await openDialog(app);
    const summary = within(dialog).getByTestId('buy-summary');
    expect(within(summary).getByText('1.000 sats')).toBeTruthy();
    expect(total()).toBe('5.000 sats');
    await app.user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    expect(quantityField().value).toBe('6');
    expect(total()).toBe('6.000 sats');
  });

  it('minus is disabled at the minimum, plus at the maximum', async () => {
    const app = setup();
    await openDialog(app);
    const minus = screen.getByRole('button', { name: 'Diminuir quantidade' }) as HTMLButtonElement;
    const plus = screen.getByRole('button', { name: 'Aumentar quantidade' }) as HTMLButtonElement;
    expect(minus.disabled).toBe(true);
    expect(plus.disabled).toBe(false);
    await app.user.clear(quantityField());
    await app.user.type(quantityField(), '20');
    expect(total()).toBe('20.000 sats');
    expect(plus.disabled).toBe(true);
    expect(minus.disabled).toBe(false);
    await app.user.click(minus);
    expect(quantityField().value).toBe('19');
  });

  it('typed values outside minimum..available are ignored', async () => {
    const app = setup();
    await openDialog(app);
    await app.user.clear(quantityField());
    await app.user.type(quantityField(), '21');
    // docs/decisions/0014-numbers-prizes-packages.md: the summary never disagrees with the field: no total while it is out of range.
    expect(total()).toBe('—');
    expect(screen.getByTestId('buy-quantity-summary').textContent).toBe('—');
    expect(screen.getByText('Escolha entre 5 e 20 bilhetes.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Comprar Bilhetes' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    // Leaving the field restores the last accepted value, in the field and the summary.
    await app.user.tab();
    expect(quantityField().value).toBe('5');
    expect(screen.getByTestId('buy-quantity-summary').textContent).toBe('5');
    expect(total()).toBe('5.000 sats');
  });

  it("below the minimum the buy button is disabled and Enter explains: 'Quantidade inválida'", async () => {
    const app = setup();
    await openDialog(app);
    await app.user.clear(quantityField());
    await app.user.type(quantityField(), '3');
    expect(screen.getByTestId('buy-quantity-summary').textContent).toBe('—');
    expect(
      (screen.getByRole('button', { name: 'Comprar Bilhetes' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await app.user.keyboard('{Enter}');
    const toast = await findToast();
    expect(toast.textContent).toContain('Quantidade inválida');
    expect(toast.textContent).toContain('Mínimo de 5 bilhetes necessário.');
    expect(app.fetch.callsTo('POST /api/transaction')).toHaveLength(0);
  });

  it("logged out: opening shows no toast; 'Comprar' keeps the choice, goes to login and says 'Login necessário'", async () => {
    const app = setup({ logged: false });
    const dialog = await openDialog(app);
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe(
      '/login?voltar=%2Fraffles',
    );
    expect(within(dialog).getByRole('link', { name: 'Criar conta' }).getAttribute('href')).toBe(
      '/register?voltar=%2Fraffles',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Comprar Bilhetes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeTruthy();
    expect(app.router.state.location.search).toBe('?voltar=%2Fraffles');
    const toast = await findToast();
    expect(toast.textContent).toContain('Login necessário');
    expect(toast.textContent).toContain('Você precisa estar logado para comprar bilhetes.');
    expect(JSON.parse(sessionStorage.getItem('rifa_pending_purchase')!)).toMatchObject({
      raffleId: 3,
      quantity: 5,
      path: '/raffles',
    });
    expect(app.fetch.callsTo('POST /api/transaction')).toHaveLength(0);
  });

  it('buying creates the transaction, closes the dialog, opens the payment dialog with the toast', async () => {
    const app = setup();
    answerPurchase(app.fetch, {
      raffle_id: 3,
      raffle_name: 'Rifa Mínima',
      amount: 6_000,
      tickets_count: 6,
    });
    await openDialog(app);
    await app.user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    await app.user.click(screen.getByRole('button', { name: 'Comprar Bilhetes' }));

    await expectBuy(app.fetch, { amount: 6_000, tickets_count: 6, raffle_id: 3 });
    expect(app.fetch.callsTo('POST /api/transaction')[0]?.headers['authorization']).toBe(
      'Bearer token-1',
    );
    await waitFor(() => expect(screen.queryByTestId('buy-dialog')).toBeNull());
    const toast = await findToast();
    expect(toast.textContent).toContain('Transação criada!');
    expect(toast.textContent).toContain(
      'Transação criada para 6 bilhetes. Realize o pagamento para confirmar.',
    );
  });

  it("a failed purchase shows 'Erro na compra' with the server's message and keeps the dialog", async () => {
    const app = setup();
    app.fetch.on('POST /api/transaction', { status: 409, json: { error: 'Bilhetes esgotados' } });
    await openDialog(app);
    await app.user.click(screen.getByRole('button', { name: 'Comprar Bilhetes' }));
    const toast = await findToast();
    expect(toast.textContent).toContain('Erro na compra');
    expect(toast.textContent).toContain('Bilhetes esgotados');
    expect(screen.getByTestId('buy-dialog')).toBeTruthy();
  });

  it("a failure without a JSON message falls back to 'Erro ao criar transação'", async () => {
    const app = setup();
    app.fetch.on('POST /api/transaction', { status: 500, json: {} });
    await openDialog(app);
    await app.user.click(screen.getByRole('button', { name: 'Comprar Bilhetes' }));
    expect((await findToast()).textContent).toContain('Erro ao criar transação');
  });
});
