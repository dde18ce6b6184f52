import type { DrawProof } from '@rifa/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_CHECK_IDS } from '../../../../shared/src/draw/testing/proof-fixture.ts';
import { awaitingConfirmations, completedProof } from '../../test/draw-fixtures.ts';
import { section, show, verdicts, verify } from '../../test/draw-proof.ts';
import { transaction, user } from '../../test/fixtures.ts';
import { loginAs } from '../../test/render-app.tsx';

// docs/decisions/0005-verifiable-draws-payouts.md / docs/protocols/draw.md: 'Verificar' recomputes the proof in the browser with the shared
// draw module (every check ✓, or the tampered one ✗).

let completed: DrawProof;
beforeAll(async () => {
  completed = await completedProof();
});

describe("'Verificar' recomputes the proof in the browser", () => {
  it('a valid proof: every check ✓, announced in a status region, with the notes', async () => {
    const app = show(completed);
    const items = await verify(app);
    expect(Object.values(verdicts(items)).every(Boolean)).toBe(true);
    expect(Object.keys(verdicts(items))).toEqual(expect.arrayContaining([...OFFLINE_CHECK_IDS]));
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
    expect(mine[0]!.textContent).toContain('bilhetes nº 1, 2, 3');
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
