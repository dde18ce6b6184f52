import { drawIndex, ticketsCommitment, type DrawProof } from '@rifa/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  awaitingBlock,
  awaitingConfirmations,
  completedProof,
  PAYOUT_TXID,
  raffleDetail,
  userWin,
} from '../../test/draw-fixtures.ts';
import { section, show } from '../../test/draw-proof.ts';
import { user } from '../../test/fixtures.ts';
import { loginAs } from '../../test/render-app.tsx';

// docs/decisions/0005-verifiable-draws-payouts.md / docs/protocols/draw.md, docs/protocols/web.md: the raffle page shows the draw at each step, the completed
// proof with the formula's numbers (draw-proof-verify.test.tsx: 'Verificar').

let completed: DrawProof;
beforeAll(async () => {
  completed = await completedProof();
});

describe('draw proof section, by status', () => {
  it('open: the draw happens after the end date; nothing to verify yet', async () => {
    show(null);
    const draw = await section();
    expect(within(draw).getByTestId('draw-status').textContent).toContain('Vendas abertas');
    expect(draw.textContent).toContain(
      'O sorteio acontece depois da data de término (17/08/2030, 14:00',
    );
    // docs/decisions/0014-numbers-prizes-packages.md: one pair of parentheses, plain words first, the exact rule folded below.
    expect(draw.textContent).toContain('14:00, horário de Brasília), com o primeiro bloco');
    expect(draw.textContent).not.toContain('))');
    const detail = within(draw).getByTestId('technical-detail');
    expect(detail.tagName).toBe('DETAILS');
    expect(detail.textContent).toContain('median time past');
    expect(within(draw).queryByRole('button', { name: 'Verificar' })).toBeNull();
  });

  it('awaiting_block: N and tickets_hash frozen at close, the rule of the block to come', async () => {
    const proof = awaitingBlock(completed);
    show(proof);
    const draw = await section();
    expect(within(draw).getByTestId('draw-status').textContent).toContain(
      'Aguardando o bloco do sorteio',
    );
    expect(draw.textContent).toContain('N = 25 bilhetes pagos');
    expect(draw.textContent).toContain(
      'primeiro cujo median time past seja estritamente maior que o fim das vendas',
    );
    expect(within(draw).getByTestId('draw-tickets-hash').textContent).toBe(proof.tickets_hash);
    expect(within(draw).getByTestId('draw-n').textContent).toBe('25');
    expect(draw.textContent).toContain('1755450000 em segundos Unix');
    expect(within(draw).queryByTestId('draw-block-hash')).toBeNull();
    expect(within(draw).getByRole('button', { name: 'Verificar' })).toBeTruthy();
  });

  it('awaiting_confirmations: the block, its mediantime and confirmations x of required', async () => {
    const proof = awaitingConfirmations(completed);
    show(proof);
    const draw = await section();
    expect(within(draw).getByTestId('draw-status').textContent).toContain(
      'Aguardando confirmações',
    );
    expect(within(draw).getByTestId('draw-confirmations').textContent).toBe('Confirmações: 3 de 6');
    expect(
      within(draw).getByRole('progressbar', { name: 'Confirmações do bloco do sorteio' }),
    ).toBeTruthy();
    expect(within(draw).getByTestId('draw-block-height').textContent).toBe(
      String(proof.block_height),
    );
    expect(within(draw).getByTestId('draw-block-hash').textContent).toBe(proof.block_hash);
    expect(within(draw).getByTestId('draw-mediantime').textContent).toBe(
      `${proof.block_mediantime} em segundos Unix`,
    );
    expect(within(draw).queryByTestId('draw-winning-ticket')).toBeNull();
    expect(draw.textContent).toContain('quando ele tiver 6 confirmações');
  });

  it('completed: every input, the formula with its numbers, the winner and the payout txid', async () => {
    show(completed);
    const draw = await section();
    const p = completed;
    expect(within(draw).getByTestId('draw-status').textContent).toContain('Sorteio realizado');
    expect(within(draw).getByTestId('draw-winning-ticket').textContent).toBe(
      `nº ${p.winning_ticket}`,
    );
    expect(within(draw).getByTestId('draw-tickets-hash').textContent).toBe(p.tickets_hash);
    expect(within(draw).getByTestId('draw-block-hash').textContent).toBe(p.block_hash);
    expect(within(draw).getByTestId('draw-n').textContent).toBe('25');
    // mediantime in pt-BR (Brasília) and in unix seconds.
    const mediantime = within(draw).getByTestId('draw-mediantime').closest('dd')!;
    expect(mediantime.textContent).toMatch(/17\/08\/2025, \d\d:\d\d:\d\d \(horário de Brasília\)/);
    expect(mediantime.textContent).toContain(`${p.block_mediantime} em segundos Unix`);
    // The formula, recomputed here with the shared module: the page shows the same numbers.
    const expected = drawIndex(p.block_hash!, p.draw_id, p.tickets_count);
    expect(within(draw).getByTestId('draw-message').textContent).toBe(`"${p.block_hash}" + "42"`);
    expect(within(draw).getByTestId('draw-digest').textContent).toBe(expected.digest);
    expect(within(draw).getByTestId('draw-n-value').textContent).toBe(expected.n);
    expect(within(draw).getByTestId('draw-index').textContent).toBe(
      `i = n mod N = n mod 25 = ${expected.index}`,
    );
    expect(within(draw).getByTestId('draw-winner-rule').textContent).toContain(
      `bilhete i + 1 = ${expected.index + 1}`,
    );
    expect(draw.textContent).toContain('n = sha256(utf8(block_hash + draw_id))');
    expect(within(draw).getByTestId('draw-confirmations').textContent).toBe(
      `Confirmações: ${p.confirmations} (exigidas: 6)`,
    );
    expect(within(draw).getByTestId('draw-payout-txid').textContent).toBe(PAYOUT_TXID);
    // How to check it without trusting the site.
    const audit = within(draw).getByTestId('draw-audit');
    expect(audit.textContent).toContain('npx verify-draw http://localhost:3000/api/rifa/42/draw');
    expect(audit.textContent).toContain(
      'node verify-draw.mjs http://localhost:3000/api/rifa/42/draw --rpc http://usuario:senha@host:porta',
    );
    expect(
      within(audit).getByRole('link', { name: 'Prova do sorteio (JSON)' }).getAttribute('href'),
    ).toBe('http://localhost:3000/api/rifa/42/draw');
  });

  it('completed without a payout yet says so', async () => {
    show({ ...completed, payout_txid: null });
    const payout = within(await section()).getByTestId('draw-payout');
    expect(payout.textContent).toContain('O prêmio ainda não tem transação publicada');
  });

  it('the logged-in winner sees their ticket won and the payout state', async () => {
    loginAs();
    show(completed, {
      'GET /user/me': { json: user() },
      'GET /api/user/wins': {
        json: {
          data: [
            userWin({
              winning_ticket: completed.winning_ticket!,
              payout_status: 'awaiting_balance',
              txid: null,
            }),
          ],
        },
      },
    });
    const mine = await within(await section()).findByTestId('draw-your-win');
    expect(mine.textContent).toContain(`Seu bilhete nº ${completed.winning_ticket} venceu!`);
    expect(within(mine).getByTestId('payout-status').textContent).toBe('Aguardando saldo');
  });

  it('cancelled with N = 0: no draw', async () => {
    const empty: DrawProof = {
      ...awaitingBlock(completed),
      status: 'cancelled',
      tickets_count: 0,
      tickets: [],
      tickets_hash: ticketsCommitment([]),
    };
    show(empty);
    const draw = await section();
    expect(within(draw).getByTestId('draw-status').textContent).toContain('Sem sorteio');
    expect(draw.textContent).toContain('Nenhum bilhete foi pago até o fim das vendas (N = 0)');
    expect(within(draw).queryByRole('button', { name: 'Verificar' })).toBeNull();
  });

  it('cancelled by the admin before the close: no draw, paid tickets become refunds', async () => {
    show(null, {}, raffleDetail(null, { status: 'cancelled' }));
    const draw = await section();
    expect(within(draw).getByTestId('draw-status').textContent).toContain('Sem sorteio');
    expect(draw.textContent).toContain('cancelada pelo administrador antes do fim das vendas');
    expect(draw.textContent).toContain('reembolso on-chain');
  });

  it('a draw on its way is re-read every 30 s; once completed the raffle reloads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const app = show(awaitingConfirmations(completed), {
      'GET /api/rifa/42/draw': { json: completed },
    });
    const draw = await section();
    expect(draw.dataset.status).toBe('awaiting_confirmations');
    app.fetch.on('GET /api/rifa/42', { json: raffleDetail(completed) });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() =>
      expect(screen.getByTestId('draw-proof-section').dataset.status).toBe('completed'),
    );
    expect(app.fetch.callsTo('GET /api/rifa/42/draw')).toHaveLength(1);
    await waitFor(() => expect(app.fetch.callsTo('GET /api/rifa/42')).toHaveLength(2));
    expect(await screen.findByTestId('draw-winning-ticket')).toBeTruthy();
  });
});
