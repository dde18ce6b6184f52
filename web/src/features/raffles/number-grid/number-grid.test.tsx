import { bitmapOf, bitmapToBase64 } from '@rifa/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { health, raffle, user } from '../../../test/fixtures.ts';
import { answerPurchase, expectBuy, sentPurchase } from '../../../test/purchase.ts';
import { findToast, loginAs, renderApp } from '../../../test/render-app.tsx';

// docs/decisions/0014-numbers-prizes-packages.md: the number grid of the buy dialog — pages, picks, 'Quero sorte!', the quick
// buttons and the per-account cap — and the reserved numbers in the payment dialog.

// 250 numbers: 3 pages. One account may hold 25 unpaid (10 %, docs/protocols/limits.md).
const r = raffle({
  id: 3,
  name: 'Rifa dos Números',
  min_tickets: null,
  total_tickets: 250,
  sold_tickets: 2,
  available_tickets: 247,
  ticket_price: 1_000,
});
const SOLD = [1, 2];
const RESERVED = [3];

function setup(numbers: unknown = undefined) {
  loginAs();
  const fetch = mockFetch({
    'GET /api/health': { json: health() },
    'GET /user/me': { json: user() },
    'GET /api/rifa': { json: { data: [r] } },
    'GET /api/rifa/3/numbers': numbers ?? {
      json: {
        total: 250,
        sold: bitmapToBase64(bitmapOf(250, SOLD)),
        reserved: bitmapToBase64(bitmapOf(250, RESERVED)),
      },
    },
  } as Parameters<typeof mockFetch>[0]);
  return { fetch, ...renderApp('/raffles') };
}

async function openGrid(app: ReturnType<typeof setup>) {
  await app.user.click(await screen.findByRole('button', { name: 'Comprar Bilhete' }));
  return screen.findByTestId('number-grid');
}

const numberButton = (label: string, state = 'Livre') =>
  screen.getByRole('button', { name: `Número ${label}: ${state}` }) as HTMLButtonElement;
const quantity = () => (screen.getByLabelText('Quantidade de bilhetes') as HTMLInputElement).value;
const chosenText = () => screen.getByTestId('chosen-numbers').textContent;
/** The numbers picked, as the buy dialog lists them. */
const chosen = () => (chosenText()?.split(': ')[1] ?? '').split(', ').filter(Boolean).map(Number);

describe('number grid', () => {
  it('shows 100 zero-padded numbers per page, sold and reserved ones not pickable', async () => {
    const app = setup();
    const grid = await openGrid(app);
    expect(within(grid).getByTestId('number-page').textContent).toBe('Página 1 de 3');
    expect(numberButton('001', 'Vendido').disabled).toBe(true);
    expect(numberButton('003', 'Reservado').disabled).toBe(true);
    expect(numberButton('100').disabled).toBe(false);
    expect(screen.queryByRole('button', { name: /Número 101/ })).toBeNull();

    await app.user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(within(grid).getByTestId('number-page').textContent).toBe('Página 2 de 3');
    expect(numberButton('101')).toBeTruthy();
    await app.user.type(screen.getByLabelText('Ir para o número'), '250');
    expect(within(grid).getByTestId('number-page').textContent).toBe('Página 3 de 3');
    expect(numberButton('250')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Próxima página' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('100,000 numbers: still 100 buttons, 1.000 pages, padded to six digits', async () => {
    const big = raffle({ id: 3, total_tickets: 100_000, available_tickets: 100_000 });
    loginAs();
    mockFetch({
      'GET /api/health': { json: health() },
      'GET /user/me': { json: user() },
      'GET /api/rifa': { json: { data: [big] } },
      'GET /api/rifa/3/numbers': {
        json: {
          total: 100_000,
          sold: bitmapToBase64(bitmapOf(100_000, [99_999])),
          reserved: bitmapToBase64(bitmapOf(100_000, [])),
        },
      },
    });
    const app = renderApp('/raffles');
    const grid = await openGrid(app as ReturnType<typeof setup>);
    expect(within(grid).getAllByRole('button', { name: /^Número / })).toHaveLength(100);
    expect(within(grid).getByTestId('number-page').textContent).toBe('Página 1 de 1.000');
    await app.user.type(screen.getByLabelText('Ir para o número'), '99999');
    expect(numberButton('099999', 'Vendido').disabled).toBe(true);
    expect(numberButton('100000')).toBeTruthy();
  });

  it('picking numbers sets the quantity, and the chosen numbers are sent', async () => {
    const app = setup();
    answerPurchase(
      app.fetch,
      { raffle_id: 3, tickets_count: 2, numbers: [7, 12] },
      { numbers: [7, 12] },
    );
    await openGrid(app);
    await app.user.click(numberButton('012'));
    await app.user.click(numberButton('007'));
    expect(numberButton('007', 'Escolhido').getAttribute('aria-pressed')).toBe('true');
    expect(quantity()).toBe('2');
    expect(chosenText()).toBe('Escolhidos (2): 007, 012');
    await app.user.click(screen.getByRole('button', { name: 'Comprar Bilhetes' }));
    await expectBuy(app.fetch, { amount: 2_000, tickets_count: 2, raffle_id: 3, numbers: [12, 7] });
    // The payment dialog shows the numbers reserved with the invoice.
    expect(screen.getByTestId('reserved-numbers').textContent).toBe('7, 12');
  });

  it("'Quero sorte!' picks as many free numbers as the quantity, at random", async () => {
    const app = setup();
    await openGrid(app);
    await app.user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    await app.user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    await app.user.click(screen.getByRole('button', { name: 'Quero sorte!' }));
    const picks = chosen();
    expect(picks).toHaveLength(3);
    expect(new Set(picks).size).toBe(3);
    expect(picks.every((n) => n > 3 && n <= 250)).toBe(true);
    expect(quantity()).toBe('3');
    // Fewer tickets drop the latest picks: the selection always matches the quantity.
    await app.user.click(screen.getByRole('button', { name: 'Diminuir quantidade' }));
    expect(chosen()).toHaveLength(2);
  });

  it('+1, +5, +10, +50 add free numbers up to the per-account cap', async () => {
    const app = setup();
    await openGrid(app);
    await app.user.click(screen.getByRole('button', { name: 'Adicionar 1 número(s) ao acaso' }));
    expect(chosen()).toHaveLength(1);
    await app.user.click(screen.getByRole('button', { name: 'Adicionar 5 número(s) ao acaso' }));
    await app.user.click(screen.getByRole('button', { name: 'Adicionar 10 número(s) ao acaso' }));
    expect(chosen()).toHaveLength(16);
    expect(quantity()).toBe('16');
    await app.user.click(screen.getByRole('button', { name: 'Adicionar 50 número(s) ao acaso' }));
    // 25 is the most one account may hold unpaid in a 250-number raffle (docs/protocols/limits.md).
    expect(chosen()).toHaveLength(25);
    expect(new Set(chosen()).size).toBe(25);
    expect(screen.getByText('Você chegou ao máximo de 25 bilhetes nesta compra.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Adicionar 1 número(s) ao acaso' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await app.user.click(screen.getByRole('button', { name: 'Limpar escolha' }));
    expect(chosenText()).toBe('Nenhum número escolhido: sortearemos números livres.');
  });

  it('a number another buyer took (409) is named, shown as reserved and dropped', async () => {
    const app = setup();
    app.fetch.on('POST /api/transaction', {
      status: 409,
      json: { error: 'O número 007 já foi reservado ou vendido. Escolha outro.' },
    });
    await openGrid(app);
    await app.user.click(numberButton('007'));
    await app.user.click(numberButton('008'));
    app.fetch.on('GET /api/rifa/3/numbers', {
      json: {
        total: 250,
        sold: bitmapToBase64(bitmapOf(250, SOLD)),
        reserved: bitmapToBase64(bitmapOf(250, [...RESERVED, 7])),
      },
    });
    await app.user.click(screen.getByRole('button', { name: 'Comprar Bilhetes' }));
    expect((await findToast()).textContent).toContain('O número 007 já foi reservado');
    await waitFor(() => expect(chosenText()).toBe('Escolhidos (1): 008'));
    expect(numberButton('007', 'Reservado').disabled).toBe(true);
    expect(quantity()).toBe('1');
  });

  it('without the numbers the dialog still buys, and the server picks', async () => {
    const app = setup({ status: 500, json: { error: 'falhou' } });
    answerPurchase(app.fetch, { raffle_id: 3, tickets_count: 1 });
    await app.user.click(await screen.findByRole('button', { name: 'Comprar Bilhete' }));
    await waitFor(() =>
      expect(screen.getByTestId('number-grid-status').textContent).toContain(
        'Não foi possível carregar os números',
      ),
    );
    await app.user.click(screen.getByRole('button', { name: 'Comprar Bilhetes' }));
    expect(await sentPurchase(app.fetch)).not.toHaveProperty('numbers');
  });
});
