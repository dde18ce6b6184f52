import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { health, raffle, user } from '../../test/fixtures.ts';
import { answerPurchase, expectBuy } from '../../test/purchase.ts';
import { loginAs, renderApp } from '../../test/render-app.tsx';

// docs/decisions/0014-numbers-prizes-packages.md, packages: the buy dialog shows the raffle's packages as one-tap choices that set
// the quantity and the price, and the purchase names the package (`package_id`).

const r = raffle({
  id: 4,
  total_tickets: 1_000,
  sold_tickets: 0,
  available_tickets: 1_000,
  ticket_price: 1_000,
  min_tickets: null,
  packages: [
    { id: 21, quantity: 10, price: 9_000 },
    { id: 22, quantity: 500, price: 400_000 },
  ],
});

async function setup() {
  loginAs();
  const fetch = mockFetch({
    'GET /api/health': { json: health() },
    'GET /user/me': { json: user() },
    'GET /api/rifa': { json: { data: [r] } },
  });
  const app = { fetch, ...renderApp('/raffles') };
  await app.user.click(await screen.findByRole('button', { name: 'Comprar Bilhete' }));
  return { app, dialog: await screen.findByTestId('buy-dialog') };
}

const quantityField = () => screen.getByLabelText('Quantidade de bilhetes') as HTMLInputElement;

describe('package choices in the buy dialog', () => {
  it('tapping a package sets the quantity and the package price, and buys it by package_id', async () => {
    const { app, dialog } = await setup();
    answerPurchase(app.fetch, { raffle_id: 4, amount: 9_000, tickets_count: 10 });
    const ten = within(dialog).getByRole('button', { name: /10 bilhetes por 9\.000 sats/ });
    expect(ten.textContent).toContain('economize 1.000 sats');
    // 500 tickets are above the per-account cap on unpaid tickets: shown, not choosable.
    expect(
      (within(dialog).getByRole('button', { name: /500 bilhetes/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await app.user.click(ten);
    expect(ten.getAttribute('aria-pressed')).toBe('true');
    expect(quantityField().value).toBe('10');
    expect(screen.getByTestId('buy-total').textContent).toBe('9.000 sats');
    await app.user.click(within(dialog).getByRole('button', { name: 'Comprar Bilhetes' }));
    await expectBuy(app.fetch, { amount: 9_000, tickets_count: 10, raffle_id: 4, package_id: 21 });
  });

  it('changing the quantity leaves the package: the price goes back to per ticket', async () => {
    const { app, dialog } = await setup();
    const ten = within(dialog).getByRole('button', { name: /10 bilhetes por/ });
    await app.user.click(ten);
    await app.user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    expect(ten.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('buy-total').textContent).toBe('11.000 sats');
  });

  it('a raffle without packages shows no choices', async () => {
    loginAs();
    mockFetch({
      'GET /api/health': { json: health() },
      'GET /user/me': { json: user() },
      'GET /api/rifa': { json: { data: [{ ...r, packages: [] }] } },
    });
    const app = renderApp('/raffles');
    await app.user.click(await screen.findByRole('button', { name: 'Comprar Bilhete' }));
    await screen.findByTestId('buy-dialog');
    expect(screen.queryByTestId('package-choices')).toBeNull();
  });
});
