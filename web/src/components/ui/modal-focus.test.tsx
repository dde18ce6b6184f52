import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { health, raffle, transaction, user } from '../../test/fixtures.ts';
import { findToast, loginAs, renderApp } from '../../test/render-app.tsx';

// docs/decisions/0014-numbers-prizes-packages.md: focus returns to the button that opened a dialog (none of ours has a Radix
// Trigger), and the first Escape in the payment dialog closes it, not only the toast.

function setup() {
  loginAs();
  const tx = transaction();
  mockFetch({
    'GET /api/health': { json: health() },
    'GET /user/me': { json: user() },
    'GET /api/rifa/1': { json: { ...raffle({ id: 1 }), draw: null } },
    'POST /api/transaction': { status: 201, json: tx },
    [`GET /api/transaction/${tx.id}`]: { json: tx },
  });
  return renderApp('/raffles/1');
}

describe('dialog focus and Escape', () => {
  it('Escape in the buy dialog gives the focus back to Comprar Bilhete', async () => {
    const app = setup();
    const opener = await screen.findByRole('button', { name: 'Comprar Bilhete' });
    await app.user.click(opener);
    await screen.findByTestId('buy-dialog');
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('buy-dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('payment dialog over a toast: one Escape closes it, focus back on Comprar Bilhete', async () => {
    const app = setup();
    const opener = await screen.findByRole('button', { name: 'Comprar Bilhete' });
    await app.user.click(opener);
    const buy = await screen.findByTestId('buy-dialog');
    await app.user.click(within(buy).getByRole('button', { name: 'Comprar Bilhetes' }));
    await screen.findByTestId('payment-dialog');
    expect((await findToast()).textContent).toContain('Transação criada!');

    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('payment-dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
