import type { Purchase } from '@rifa/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { health, raffle, transaction, user } from '../../test/fixtures.ts';
import { findToast, loginAs, renderApp } from '../../test/render-app.tsx';

// Spec §4 buy flow on the pages that render <PurchaseDialogs> (use-purchase-flow.ts):
// buy dialog → purchase created → payment dialog; paid → the page's data reloads. The
// raffle list runs the same flow in buy-dialog.test.tsx and payment-dialog.test.tsx.

const POLL_WAIT = { timeout: 4000 };

/** What GET /api/transaction/:id answers at the first poll: the purchase, paid. */
const paid = (tx: Purchase) => ({
  json: { ...tx, status: 'paid', tickets: [7, 8], paid_at: tx.created_at },
});

describe('purchase flow on the raffle page', () => {
  it('buy → payment dialog with the success toast; paid → the raffle and the counters reload', async () => {
    loginAs();
    const tx = transaction();
    const fetch = mockFetch({
      'GET /api/health': { json: health() },
      'GET /user/me': { json: user() },
      'GET /api/rifa/1': { json: { ...raffle({ id: 1 }), draw: null } },
      'POST /api/transaction': { status: 201, json: tx },
      [`GET /api/transaction/${tx.id}`]: paid(tx),
    });
    const app = renderApp('/raffles/1');
    await app.user.click(await screen.findByRole('button', { name: 'Comprar Bilhete' }));
    const buy = await screen.findByTestId('buy-dialog');
    await app.user.click(within(buy).getByRole('button', { name: 'Comprar Bilhetes' }));

    expect(await screen.findByTestId('payment-dialog')).toBeTruthy();
    expect(screen.queryByTestId('buy-dialog')).toBeNull();
    expect((await findToast()).textContent).toContain('Transação criada!');
    expect(await screen.findByText('Pagamento confirmado!', {}, POLL_WAIT)).toBeTruthy();
    await waitFor(() => expect(fetch.callsTo('GET /api/rifa/1').length).toBeGreaterThan(1));
    await waitFor(() => expect(fetch.callsTo('GET /user/me').length).toBeGreaterThan(1));
  });

  it('logged out: the dialog opens without a toast and with the way to log in', async () => {
    mockFetch({
      'GET /api/health': { json: health() },
      'GET /api/rifa/1': { json: { ...raffle({ id: 1 }), draw: null } },
    });
    const app = renderApp('/raffles/1');
    await app.user.click(await screen.findByRole('button', { name: 'Comprar Bilhete' }));
    const buy = await screen.findByTestId('buy-dialog');
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(within(buy).getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe(
      '/login?voltar=%2Fraffles%2F1',
    );
  });

  it('logged out → login → back on the raffle with the dialog open and the quantity kept', async () => {
    const fetch = mockFetch({
      'GET /api/health': { json: health() },
      'GET /api/rifa/1': { json: { ...raffle({ id: 1, min_tickets: 1 }), draw: null } },
      'POST /auth/login': { json: { token: 'token-9', user: user({ name: 'Ana' }) } },
      'GET /user/me': { json: user({ name: 'Ana' }) },
    });
    const app = renderApp('/raffles/1');
    await app.user.click(await screen.findByRole('button', { name: 'Comprar Bilhete' }));
    const buy = await screen.findByTestId('buy-dialog');
    await app.user.click(within(buy).getByRole('button', { name: 'Aumentar quantidade' }));
    await app.user.click(within(buy).getByRole('button', { name: 'Aumentar quantidade' }));
    await app.user.click(within(buy).getByRole('button', { name: 'Comprar Bilhetes' }));

    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    await app.user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await app.user.type(screen.getByLabelText('Senha'), 'segredo123');
    await app.user.click(screen.getByRole('button', { name: 'Entrar' }));

    const back = await screen.findByTestId('buy-dialog', {}, POLL_WAIT);
    expect(app.router.state.location.pathname).toBe('/raffles/1');
    expect((within(back).getByLabelText('Quantidade de bilhetes') as HTMLInputElement).value).toBe(
      '3',
    );
    expect((await findToast()).textContent).toContain('Login realizado com sucesso!');
    // Shown once: the kept choice is gone.
    expect(sessionStorage.getItem('rifa_pending_purchase')).toBeNull();
    expect(fetch.callsTo('POST /api/transaction')).toHaveLength(0);
  });

  it('a login that did not start from a purchase still goes to /dashboard', async () => {
    mockFetch({
      'GET /api/health': { json: health() },
      'POST /auth/login': { json: { token: 'token-9', user: user() } },
      'GET /user/me': { json: user() },
      'GET /api/transaction/user': { json: { data: [] } },
      'GET /api/user/wins': { json: { data: [] } },
      'GET /api/user/refunds': { json: { data: [] } },
      'GET /api/rifa': { json: { data: [] } },
    });
    const app = renderApp('/login?voltar=https%3A%2F%2Fevil.example%2F');
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    await app.user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await app.user.type(screen.getByLabelText('Senha'), 'segredo123');
    await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('purchase flow on the dashboard', () => {
  it("'Pagar' reopens an open invoice; paid → the transactions reload", async () => {
    loginAs();
    const tx = transaction({ id: 5, raffle_id: 1 });
    const fetch = mockFetch({
      'GET /api/health': { json: health() },
      'GET /user/me': { json: user({ active_tickets: 0 }) },
      'GET /api/transaction/user': { json: { data: [tx] } },
      'GET /api/user/wins': { json: { data: [] } },
      'GET /api/user/refunds': { json: { data: [] } },
      'GET /api/rifa': { json: { data: [raffle({ id: 1 })] } },
      'GET /api/transaction/5': paid(tx),
    });
    const app = renderApp('/dashboard');
    await app.user.click(await screen.findByRole('tab', { name: 'Transações' }));
    const table = await screen.findByTestId('transactions-table');
    await app.user.click(within(table).getByRole('button', { name: 'Pagar' }));

    const payment = await screen.findByTestId('payment-dialog');
    expect(within(payment).getByText('Rifa do Satoshi')).toBeTruthy();
    expect(await screen.findByText('Pagamento confirmado!', {}, POLL_WAIT)).toBeTruthy();
    await waitFor(() =>
      expect(fetch.callsTo('GET /api/transaction/user').length).toBeGreaterThan(1),
    );
  });
});
