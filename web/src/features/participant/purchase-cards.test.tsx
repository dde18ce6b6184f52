import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { transaction } from '../../test/fixtures.ts';
import { PurchaseCards } from './purchase-cards.tsx';

// docs/decisions/0014-numbers-prizes-packages.md: on phones 'Transações' is one card per purchase (the table made a 390 px page
// 767 px wide); tests/e2e/mobile-rough-edges.test.ts checks the width in Chromium.
describe('transaction cards', () => {
  it('each purchase as a card with its raffle, status, date, quantity, sats and Pagar', async () => {
    const onPay = vi.fn();
    const pending = transaction({ id: 2, status: 'pending', amount: 3_000, tickets_count: 3 });
    render(
      <MemoryRouter>
        <PurchaseCards
          transactions={[transaction({ id: 1, status: 'paid', amount: 2_000 }), pending]}
          payable={(tx) => tx.status === 'pending'}
          onPay={onPay}
        />
      </MemoryRouter>,
    );
    const cards = within(screen.getByTestId('transactions-cards')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('2.000 sats')).toBeTruthy();
    expect(within(cards[0]!).getByText('Pago')).toBeTruthy();
    expect(within(cards[0]!).queryByRole('button', { name: 'Pagar' })).toBeNull();
    expect(within(cards[1]!).getByText('3.000 sats')).toBeTruthy();
    within(cards[1]!).getByRole('button', { name: 'Pagar' }).click();
    expect(onPay).toHaveBeenCalledWith(pending);
  });
});
