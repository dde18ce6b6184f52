import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { health, paidPurchase, raffle, user } from '../../test/fixtures.ts';
import { loginAs, renderApp } from '../../test/render-app.tsx';

// A receipt printed in demo mode says so on the paper itself: the page's demo banner is
// hidden in print, and a simulated payment must never pass for a real one.

function open(mode: 'demo' | 'node') {
  loginAs();
  mockFetch({
    'GET /api/health': { json: health({ mode, network: mode === 'demo' ? 'regtest' : 'mainnet' }) },
    'GET /user/me': { json: user() },
    'GET /api/transaction/42': { json: paidPurchase({ payment_hash: '0f'.repeat(32) }) },
    'GET /api/rifa/1': { json: raffle({ id: 1 }) },
  });
  renderApp('/comprovante/42');
}

afterEach(() => vi.unstubAllGlobals());

describe('receipt in demo mode', () => {
  it("prints 'Modo demonstração' inside the receipt, not only in the (unprinted) banner", async () => {
    open('demo');
    const receipt = await screen.findByRole('article', { name: 'Comprovante de compra' });
    const label = await within(receipt).findByTestId('receipt-demo');
    expect(label.textContent).toContain('Modo demonstração');
    expect(label.textContent).toContain('nada aqui tem valor real');
    expect(label.className).not.toContain('print:hidden');
  });

  it('a real node: no demo label on the receipt', async () => {
    open('node');
    const receipt = await screen.findByRole('article', { name: 'Comprovante de compra' });
    await screen.findByTestId('receipt-numbers');
    expect(within(receipt).queryByTestId('receipt-demo')).toBeNull();
  });
});
