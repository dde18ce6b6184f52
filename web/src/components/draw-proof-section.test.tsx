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
} from '../test/draw-fixtures.ts';
import { mockFetch } from '../test/fetch-mock.ts';
import { health, transaction, user } from '../test/fixtures.ts';
import { loginAs, renderApp } from '../test/render-app.tsx';

// Issue 5 / DESIGN.md §8, §10: the raffle page shows the draw at each step, the completed
// proof with the formula's numbers, and 'Verificar' recomputes it in the browser with the
// shared draw module (every check ✓, or the tampered one ✗).

let completed: DrawProof;
beforeAll(async () => {
  completed = await completedProof();
});

function show(
  draw: DrawProof | null,
  extra: Record<string, unknown> = {},
  detail = raffleDetail(draw),
) {
  const fetch = mockFetch({
    'GET /api/health': { json: health() },
    'GET /api/rifa/42': { json: detail },
    ...extra,
  });
  return { fetch, ...renderApp('/raffles/42') };
}

async function section(): Promise<HTMLElement> {
  await screen.findByRole('heading', { level: 1, name: 'Rifa de teste' });
  return screen.getByTestId('draw-proof-section');
}

async function verify(app: ReturnType<typeof show>): Promise<HTMLElement[]> {
  await app.user.click(within(await section()).getByRole('button', { name: 'Verificar' }));
  const list = await screen.findByRole('list', { name: 'Resultado de cada verificação' });
  return within(list).getAllByRole('listitem');
}

const verdicts = (items: HTMLElement[]) =>
  Object.fromEntries(items.map((li) => [li.dataset.check, li.dataset.ok === 'true']));

describe('draw proof section, by status', () => {
  it('open: the draw happens after the end date; nothing to verify yet', async () => {
    show(null);
    const draw = await section();
    expect(within(draw).getByTestId('draw-status').textContent).toContain('Vendas abertas');
    expect(draw.textContent).toContain(
      'O sorteio acontece depois da data de término (17/08/2030, 14:00',
    );
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

describe("'Verificar' recomputes the proof in the browser", () => {
  it('a valid proof: every check ✓, announced in a status region, with the notes', async () => {
    const app = show(completed);
    const items = await verify(app);
    expect(Object.values(verdicts(items)).every(Boolean)).toBe(true);
    expect(Object.keys(verdicts(items))).toEqual(
      expect.arrayContaining([
        'format',
        'draw_id',
        'status',
        'tickets_numbers',
        'tickets_hash',
        'block_rule',
        'block_headers',
        'confirmations',
        'winner',
      ]),
    );
    for (const item of items) expect(item.textContent).toMatch(/^✓\s*Aprovado:/);
    expect(
      within(items.find((li) => li.dataset.check === 'tickets_hash')!).getByText(
        'A lista de bilhetes gera o tickets_hash publicado no fechamento',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      `Todas as ${items.length} verificações passaram.`,
    );
    expect(screen.getByTestId('verify-notes').textContent).toContain(
      'O bloco não foi conferido com um nó Bitcoin',
    );
    expect(screen.getByRole('button', { name: 'Verificar de novo' })).toBeTruthy();
  });

  it('a tampered ticket list: the tickets_hash check is ✗ and the summary says how many failed', async () => {
    const tickets = completed.tickets!.map((t, k) =>
      k === 4 ? { ...t, payment_hash: 'ab'.repeat(32) } : t,
    );
    const app = show({ ...completed, tickets });
    const items = await verify(app);
    const failed = items.find((li) => li.dataset.check === 'tickets_hash')!;
    expect(failed.dataset.ok).toBe('false');
    expect(failed.textContent).toMatch(/^✗\s*Reprovado:/);
    expect(failed.textContent).toContain('a lista foi alterada depois do fechamento');
    expect(verdicts(items).winner).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(
      `1 de ${items.length} verificações falharam.`,
    );
  });

  it('a wrong winner: the winner check is ✗', async () => {
    const wrong = completed.winning_ticket === 1 ? 2 : 1;
    const app = show({ ...completed, winning_ticket: wrong });
    const items = await verify(app);
    const winner = items.find((li) => li.dataset.check === 'winner')!;
    expect(winner.dataset.ok).toBe('false');
    expect(winner.textContent).toContain(
      `winning_ticket: recalculado ${completed.winning_ticket}, a prova diz ${wrong}`,
    );
  });

  it('a large proof without inline tickets: fetches tickets_url first, then verifies', async () => {
    const app = show(
      { ...completed, tickets: null },
      { 'GET /api/rifa/42/tickets': { json: { data: completed.tickets } } },
    );
    const items = await verify(app);
    expect(app.fetch.callsTo('GET /api/rifa/42/tickets')).toHaveLength(1);
    expect(Object.values(verdicts(items)).every(Boolean)).toBe(true);
    expect(screen.getByTestId('verify-notes').textContent).toContain(
      'ela foi baixada de /api/rifa/42/tickets',
    );
  });

  it('the ticket list cannot be fetched: an alert with the message', async () => {
    const app = show(
      { ...completed, tickets: null },
      { 'GET /api/rifa/42/tickets': { status: 503, json: { error: 'Serviço indisponível' } } },
    );
    await app.user.click(within(await section()).getByRole('button', { name: 'Verificar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não foi possível verificar: Serviço indisponível',
    );
  });

  it("a logged-in buyer's own payments are checked against the list", async () => {
    loginAs();
    const paid = completed.tickets![0]!.payment_hash;
    const app = show(completed, {
      'GET /user/me': { json: user() },
      'GET /api/user/wins': { json: { data: [] } },
      'GET /api/transaction/user': {
        json: {
          data: [
            transaction({ raffle_id: 42, status: 'paid', payment_hash: paid }),
            transaction({ id: 2, raffle_id: 7, status: 'paid' }),
          ],
        },
      },
    });
    const items = await verify(app);
    const mine = items.filter((li) => li.dataset.check === 'ticket_included');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.dataset.ok).toBe('true');
    expect(mine[0]!.textContent).toContain('bilhete(s) nº 1, 2, 3');
  });

  it('before the draw: the checks so far, and why the rest cannot pass yet', async () => {
    const app = show(awaitingConfirmations(completed));
    const items = await verify(app);
    const v = verdicts(items);
    expect(v.tickets_hash).toBe(true);
    expect(v.block_rule).toBe(true);
    expect(v.status).toBe(false);
    expect(v.confirmations).toBe(false);
    expect(screen.getByRole('status').textContent).toContain('O sorteio ainda não é final');
  });
});
