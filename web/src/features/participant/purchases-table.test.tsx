import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paidPurchase, transaction } from '../../test/fixtures.ts';
import { PurchasesTable } from './purchases-table.tsx';

const PAID = paidPurchase();

describe("'Ver comprovante' in the dashboard's Transações", () => {
  const pending = transaction({ id: 43, status: 'pending' });

  it('links each paid purchase, and only paid ones, to its receipt (cards and table)', () => {
    render(
      <MemoryRouter>
        <PurchasesTable transactions={[PAID, pending]} onPay={vi.fn()} />
      </MemoryRouter>,
    );
    // The table brings the phone cards with it: one link in each.
    const links = screen.getAllByRole('link', { name: 'Ver comprovante da compra nº 42' });
    expect(links).toHaveLength(2);
    expect(within(screen.getByTestId('transactions-cards')).getAllByRole('link')).toContain(
      links[0],
    );
    for (const link of links) expect(link.getAttribute('href')).toBe('/comprovante/42');
    expect(screen.queryByRole('link', { name: /compra nº 43/ })).toBeNull();
  });
});
