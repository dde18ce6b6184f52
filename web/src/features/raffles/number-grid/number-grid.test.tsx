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
    // The payment dialog shows the numbers reserved with the invoice, written as the grid writes them.
    expect(screen.getByTestId('reserved-numbers').textContent).toBe('007, 012');
  });

  it("'Quero sorte!' fills only the slots left, keeping the numbers picked by hand", async () => {
    const app = setup();
    await openGrid(app);
    for (let i = 0; i < 3; i++)
      await app.user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    expect(quantity()).toBe('4');
    // Two picked by hand: the quantity stays 4, two slots left for chance.
    await app.user.click(numberButton('042'));
    await app.user.click(numberButton('017'));
    expect(quantity()).toBe('4');
    expect(screen.getByTestId('numbers-left').textContent).toBe(
      'Faltam 2: serão sorteados entre os livres na compra.',
    );
    await app.user.click(screen.getByRole('button', { name: 'Quero sorte!' }));
    const picks = chosen();
    expect(picks).toHaveLength(4);
    expect(picks).toEqual(expect.arrayContaining([17, 42]));
    expect(new Set(picks).size).toBe(4);
    expect(picks.every((n) => n > 3 && n <= 250)).toBe(true);
    expect(quantity()).toBe('4');
    expect(
      (screen.getByRole('button', { name: 'Quero sorte!' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    // Fewer tickets drop the most recent picks: the hand-picked 042 and 017 stay.
    await app.user.click(screen.getByRole('button', { name: 'Diminuir quantidade' }));
    await app.user.click(screen.getByRole('button', { name: 'Diminuir quantidade' }));
    expect(chosen()).toEqual([17, 42]);
    await app.user.click(screen.getByRole('button', { name: 'Diminuir quantidade' }));
    expect(chosen()).toEqual([42]);
  });

  it('picks fewer than the quantity: the purchase sends them and random free numbers for the rest', async () => {
    const app = setup();
    answerPurchase(app.fetch, { raffle_id: 3, tickets_count: 3 });
    await openGrid(app);
    await app.user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    await app.user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    await app.user.click(numberButton('009'));
    await app.user.click(screen.getByRole('button', { name: 'Comprar Bilhetes' }));
    const sent = (await sentPurchase(app.fetch)) as { numbers: number[]; tickets_count: number };
    expect(sent.tickets_count).toBe(3);
    expect(sent.numbers[0]).toBe(9);
    expect(new Set(sent.numbers).size).toBe(3);
    expect(sent.numbers.every((n) => n > 3 && n <= 250)).toBe(true);
  });

  it("Enter in 'Ir para o número' goes to the number and never buys", async () => {
    const app = setup();
    await openGrid(app);
    const jump = screen.getByLabelText('Ir para o número');
    await app.user.type(jump, '237{Enter}');
    expect(screen.getByTestId('number-page').textContent).toBe('Página 3 de 3');
    expect(document.activeElement).toBe(numberButton('237'));
    expect(screen.getByTestId('number-lookup-result').textContent).toBe('Número 237: Livre');
    expect(app.fetch.callsTo('POST /api/transaction')).toHaveLength(0);
    expect(screen.getByTestId('buy-dialog')).toBeTruthy();
    // Space on the focused number picks it; Enter again in the field still buys nothing.
    await app.user.keyboard(' ');
    expect(chosen()).toEqual([237]);
    await app.user.type(jump, '{Enter}');
    expect(app.fetch.callsTo('POST /api/transaction')).toHaveLength(0);
  });

  it('no quick pick bigger than what the buyer may take', async () => {
    const small = raffle({
      id: 3,
      total_tickets: 20,
      sold_tickets: 0,
      available_tickets: 20,
      min_tickets: null,
    });
    loginAs();
    mockFetch({
      'GET /api/health': { json: health() },
      'GET /user/me': { json: user() },
      'GET /api/rifa': { json: { data: [small] } },
      'GET /api/rifa/3/numbers': {
        json: {
          total: 20,
          sold: bitmapToBase64(bitmapOf(20, [])),
          reserved: bitmapToBase64(bitmapOf(20, [])),
        },
      },
    });
    const app = renderApp('/raffles');
    await openGrid(app as ReturnType<typeof setup>);
    // 20 numbers: one account holds at most 10 unpaid (docs/protocols/limits.md).
    const quick = screen.getAllByRole('button', { name: /ao acaso$/ }).map((b) => b.textContent);
    expect(quick).toEqual(['+1', '+5', '+10']);
  });

  it('+1, +5, +10 add free numbers up to the per-account cap; no +50 beyond it', async () => {
    const app = setup();
    await openGrid(app);
    await app.user.click(screen.getByRole('button', { name: 'Adicionar 1 número ao acaso' }));
    expect(chosen()).toHaveLength(1);
    await app.user.click(screen.getByRole('button', { name: 'Adicionar 5 números ao acaso' }));
    await app.user.click(screen.getByRole('button', { name: 'Adicionar 10 números ao acaso' }));
    expect(chosen()).toHaveLength(16);
    expect(quantity()).toBe('16');
    // 25 is the most one account may hold unpaid in a 250-number raffle (docs/protocols/limits.md):
    // no '+50', and '+10' stops at the cap.
    expect(screen.queryByRole('button', { name: 'Adicionar 50 números ao acaso' })).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Adicionar 10 números ao acaso' }));
    expect(chosen()).toHaveLength(25);
    expect(new Set(chosen()).size).toBe(25);
    expect(screen.getByText('Você chegou ao máximo de 25 bilhetes nesta compra.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Adicionar 1 número ao acaso' }) as HTMLButtonElement)
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
    // The quantity stays: the slot of 007 is drawn among the free numbers at the next try.
    expect(quantity()).toBe('2');
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
