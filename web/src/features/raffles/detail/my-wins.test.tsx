import type { UserWin } from '@rifa/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userWin } from '../../../test/draw-fixtures.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { health, raffle, transaction, user } from '../../../test/fixtures.ts';
import { loginAs, renderApp } from '../../../test/render-app.tsx';
import { winNextStep } from './my-wins.tsx';

// docs/protocols/draw.md: the winner is told where they look — on the raffle page, in 'Meus
// números' (the winning numbers marked) and in the header on every page — with the position
// and what to do next for each way a prize arrives.

const DRAWN = {
  ...raffle({
    id: 42,
    name: 'Rifa do Sol',
    total_tickets: 500,
    status: 'completed',
    end_date: '2025-08-17T17:00:00.000Z',
  }),
  winners: [
    {
      position: 1,
      ticket: 7,
      nickname: 'Ana',
      amount: 5_000,
      description: null,
      payout_status: 'awaiting_invoice' as const,
    },
    {
      position: 2,
      ticket: 300,
      nickname: 'Bia',
      amount: 0,
      description: 'Camiseta',
      payout_status: null,
    },
  ],
  draw: null,
};
const WIN: UserWin = userWin({
  raffle_id: 42,
  raffle_name: 'Rifa do Sol',
  winning_ticket: 7,
  prize_amount: 5_000,
  payout_status: 'awaiting_invoice',
  payout_method: 'lightning',
  txid: null,
  drawn_at: new Date().toISOString(),
});

function setup(wins: UserWin[], won = wins.length) {
  loginAs();
  return mockFetch({
    'GET /api/health': { json: health() },
    'GET /user/me': { json: user({ won_tickets: won }) },
    'GET /api/rifa/42': { json: DRAWN },
    'GET /api/rifa/42/numbers': { json: { total: 500, sold: '', reserved: '' } },
    'GET /api/user/wins': { json: { data: wins } },
    'GET /api/transaction/user': {
      json: {
        data: [
          transaction({ id: 5, raffle_id: 42, status: 'paid', tickets: [7, 8], numbers: [7, 8] }),
        ],
      },
    },
  });
}

describe('the winner told on the raffle page', () => {
  it("says 'Parabéns, você ganhou!' with the position, the ticket and the next step", async () => {
    setup([WIN]);
    renderApp('/raffles/42');
    const banner = await screen.findByTestId('winner-banner');
    expect(within(banner).getByRole('heading').textContent).toBe('Parabéns, você ganhou!');
    expect(banner.textContent).toContain('1º prêmio · bilhete 007 · 5.000 sats');
    expect(banner.textContent).toContain(
      'Para receber, cole no seu painel uma fatura Lightning de exatamente 5.000 sats',
    );
    expect(
      within(banner).getByRole('link', { name: 'Ver meu prêmio no painel' }).getAttribute('href'),
    ).toBe('/dashboard#premios');
  });

  it("marks the winning number in 'Meus números', with its position", async () => {
    setup([WIN]);
    renderApp('/raffles/42');
    const mine = await screen.findByTestId('my-numbers');
    const winning = await within(mine).findByTestId('my-winning-number');
    expect(winning.textContent).toBe('007· 1º prêmio');
    expect(mine.textContent).toContain('Parabéns, você ganhou!');
    // 008 did not win: a plain number.
    expect(within(mine).getAllByTestId('my-winning-number')).toHaveLength(1);
  });

  it('puts the result at the top, shows no available count after the draw and says it ended', async () => {
    setup([]);
    renderApp('/raffles/42');
    const result = await screen.findByTestId('draw-result');
    expect(result.textContent).toContain('1º prêmio: bilhete 007 · Ana');
    expect(result.textContent).toContain('2º prêmio: bilhete 300 · Bia');
    expect(screen.queryByText('Disponíveis agora')).toBeNull();
    expect(screen.getByText('Terminou em')).toBeTruthy();
    expect(screen.queryByTestId('winner-banner')).toBeNull();
  });

  it('the header tells the winner on every page, with the position and the way to the prize', async () => {
    setup([WIN]);
    renderApp('/raffles');
    const bar = await screen.findByTestId('winner-bar');
    expect(bar.textContent).toContain('Parabéns, você ganhou! 1º prêmio em Rifa do Sol');
    expect(within(bar).getByRole('link', { name: 'Ver como receber' }).getAttribute('href')).toBe(
      '/dashboard#premios',
    );
  });

  it('no win, no header bar and no call for the wins', async () => {
    const fetch = setup([], 0);
    renderApp('/raffles');
    await screen.findAllByRole('heading');
    expect(screen.queryByTestId('winner-bar')).toBeNull();
    expect(fetch.callsTo('GET /api/user/wins')).toHaveLength(0);
  });
});

describe('what the winner does next, by how the prize arrives', () => {
  it.each([
    [
      'a Lightning claim below the threshold',
      { payout_method: 'lightning', payout_status: 'awaiting_invoice', prize_amount: 2_000 },
      'Para receber, cole no seu painel uma fatura Lightning de exatamente 2.000 sats: o pagamento sai na hora.',
    ],
    [
      'an on-chain payout above it',
      { payout_method: 'onchain', payout_status: 'pending' },
      'O prêmio vai on-chain para o endereço Bitcoin da sua conta; acompanhe o envio no seu painel.',
    ],
    [
      'a physical prize',
      {
        prize_amount: 0,
        prize_description: 'Bicicleta',
        payout_status: null,
        payout_method: null,
      },
      'Prêmio físico: informe no seu painel um contato para a entrega; o organizador combina o envio com você.',
    ],
    [
      'a physical prize shipped',
      {
        prize_amount: 0,
        payout_status: null,
        payout_method: null,
        delivery: {
          status: 'shipped',
          contact: null,
          tracking: null,
          contact_at: null,
          shipped_at: null,
          delivered_at: null,
        },
      },
      'O organizador enviou o prêmio: veja os detalhes do envio no seu painel.',
    ],
    [
      'a prize already sent',
      { payout_status: 'sent' },
      'Prêmio enviado: veja o comprovante no seu painel.',
    ],
  ] as const)('%s', (_case, overrides, sentence) => {
    expect(winNextStep(userWin(overrides as Partial<UserWin>))).toBe(sentence);
  });
});
