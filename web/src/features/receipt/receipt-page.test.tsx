import type { Purchase } from '@rifa/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { health, paidPurchase, raffle, user } from '../../test/fixtures.ts';
import { loginAs, renderApp } from '../../test/render-app.tsx';

// docs/decisions/0014-numbers-prizes-packages.md: /comprovante/:id, the printable receipt of a paid purchase (raffle, numbers,
// amount, payment hash, date), a note instead for unpaid ones, 404 for anyone else's.

const HASH = '0f'.repeat(32);
const PAID = paidPurchase({ payment_hash: HASH });

function open(
  tx: Purchase | { status: number; error: string },
  options: { loggedIn?: boolean } = {},
) {
  if (options.loggedIn !== false) loginAs();
  const fetch = mockFetch({
    'GET /api/health': { json: health() },
    'GET /user/me': { json: user() },
    'GET /api/transaction/42':
      'id' in tx ? { json: tx } : { status: tx.status, json: { error: tx.error } },
    'GET /api/rifa/1': {
      json: { ...raffle({ id: 1, total_tickets: 1_000, contact: 'WhatsApp (11) 91234-5678' }) },
    },
  });
  return { fetch, ...renderApp('/comprovante/42') };
}

afterEach(() => vi.unstubAllGlobals());

describe('receipt page', () => {
  it('a paid purchase: raffle link, numbers padded to the raffle, sats, date, full hash, id', async () => {
    open(PAID);
    const receipt = await screen.findByRole('article', { name: 'Comprovante de compra' });
    const raffleLink = within(receipt).getByRole('link', { name: 'Rifa do Satoshi' });
    expect(raffleLink.getAttribute('href')).toBe('/raffles/1');
    // Ascending, zero-padded to the width of 1.000 as the grid writes them.
    const numbers = within(screen.getByTestId('receipt-numbers')).getAllByRole('listitem');
    expect(numbers.map((n) => n.textContent)).toEqual(['0007', '0042', '0250']);
    expect(screen.getByTestId('receipt-amount').textContent).toBe('3.000 sats');
    expect(screen.getByTestId('receipt-paid-at').textContent).toBe(
      '17/08/2025, 14:00, horário de Brasília',
    );
    expect(screen.getByTestId('receipt-payment-hash').textContent).toBe(HASH);
    expect(screen.getByTestId('receipt-id').textContent).toBe('42');
    expect(within(receipt).getByText('Emitido por Rifa Relâmpago')).toBeTruthy();
    expect(within(receipt).getByText('WhatsApp (11) 91234-5678')).toBeTruthy();
    // The title is set by an effect after the commit that shows the receipt.
    await waitFor(() => expect(document.title).toBe('Comprovante nº 42 · Rifa Relâmpago'));
  });

  it("'Imprimir' prints the page", async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = open(PAID);
    await user.click(await screen.findByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('a pending purchase: a note that the receipt comes with the payment, no receipt', async () => {
    open({ ...PAID, status: 'pending', tickets: [], paid_at: null });
    expect(await screen.findByText('Esta compra ainda não foi paga')).toBeTruthy();
    expect(screen.getByTestId('receipt-unavailable').textContent).toMatch(
      /disponível assim que o pagamento/,
    );
    expect(screen.queryByTestId('receipt')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Imprimir' })).toBeNull();
  });

  it('an expired purchase: no receipt, the numbers were released', async () => {
    open({ ...PAID, status: 'expired', tickets: [], paid_at: null });
    expect(await screen.findByText('Esta compra não foi paga')).toBeTruthy();
    expect(screen.getByTestId('receipt-unavailable').textContent).toMatch(/números reservados/);
    expect(screen.queryByTestId('receipt')).toBeNull();
  });

  it("someone else's or a missing purchase: 'Comprovante não encontrado'", async () => {
    open({ status: 404, error: 'Transação não encontrada' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Comprovante não encontrado');
    expect(alert.textContent).toContain('Esta compra não existe ou pertence a outra conta.');
    await waitFor(() => expect(document.title).toBe('Comprovante não encontrado · Rifa Relâmpago'));
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it('asks for a login, and reads nothing without one', async () => {
    const { fetch } = open(PAID, { loggedIn: false });
    expect(await screen.findByText('Entre na sua conta para ver o comprovante.')).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/login');
    expect(fetch.callsTo('GET /api/transaction/42')).toHaveLength(0);
  });
});
