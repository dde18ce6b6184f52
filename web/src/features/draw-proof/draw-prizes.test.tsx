import type { DrawProof, RaffleWinner } from '@rifa/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { withPrizes } from '../../../../shared/src/draw/testing/prize-fixture.ts';
import { completedProof, raffleDetail } from '../../test/draw-fixtures.ts';
import { section, show, verdicts, verify } from '../../test/draw-proof.ts';

// docs/decisions/0014-numbers-prizes-packages.md / docs/protocols/draw.md#several-prizes: the raffle page lists every ranked prize, then each position's
// ticket and public nickname ('não sorteado' beyond N), and 'Verificar' checks every position.

const PRIZES = [
  { position: 1, amount: 50_000, description: null },
  { position: 2, amount: 0, description: 'Camiseta oficial' },
  { position: 3, amount: 10_000, description: null },
];

let multi: DrawProof;
beforeAll(async () => {
  multi = withPrizes(await completedProof(), [50_000, 0, 10_000]);
});

const positions = async () =>
  within(await section()).getAllByTestId('prize-position') as HTMLElement[];

describe('draw section with several prizes', () => {
  it('before the draw: lists the prizes by position, sats or the physical prize', async () => {
    show(null, {}, raffleDetail(null, { prizes: PRIZES, winners: [] }));
    const items = await positions();
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/1º prêmio.*50\.000 sats.*A sortear/),
      expect.stringMatching(/2º prêmio.*Camiseta oficial \(entregue pelo organizador\)/),
      expect.stringMatching(/3º prêmio.*10\.000 sats/),
    ]);
  });

  it('after the draw: each position with its ticket and nickname, never an e-mail', async () => {
    const winners: RaffleWinner[] = multi.winners!.map((w, k) => ({
      position: w.position,
      ticket: w.winning_ticket,
      nickname: `Participante #${k + 7}`,
      amount: PRIZES[k]!.amount,
      description: PRIZES[k]!.description,
      payout_status: PRIZES[k]!.amount > 0 ? 'sent' : null,
    }));
    show(multi, {}, raffleDetail(multi, { prizes: PRIZES, winners }));
    const items = await positions();
    items.forEach((li, k) => {
      expect(within(li).getByTestId('prize-ticket').textContent).toBe(
        `Bilhete nº ${multi.winners![k]!.winning_ticket}`,
      );
      expect(within(li).getByTestId('prize-nickname').textContent).toBe(`Participante #${k + 7}`);
    });
    expect(screen.getByTestId('prize-winners').textContent).not.toContain('@');
  });

  it("shows 'não sorteado' for a position beyond the paid tickets", async () => {
    const winners: RaffleWinner[] = PRIZES.map((prize, k) => ({
      ...prize,
      ticket: k < 2 ? k + 1 : null,
      nickname: k < 2 ? `Participante #${k + 1}` : null,
      payout_status: null,
    }));
    show(multi, {}, raffleDetail(multi, { prizes: PRIZES, winners }));
    const items = await positions();
    expect(within(items[2]!).getByTestId('prize-not-awarded').textContent).toContain(
      'Não sorteado',
    );
    expect(within(items[0]!).queryByTestId('prize-not-awarded')).toBeNull();
  });

  it("'Verificar' recomputes every position", async () => {
    const app = show(multi, {}, raffleDetail(multi, { prizes: PRIZES }));
    const items = await verify(app);
    const prizeLines = items.filter((li) => li.dataset.check === 'prize');
    expect(prizeLines.map((li) => li.dataset.ok)).toEqual(['true', 'true', 'true']);
    expect(prizeLines[1]!.textContent).toContain('2º prêmio');
    expect(verdicts(items).winner).toBe(true);
  });

  it('a single-prize raffle keeps the layout without the list', async () => {
    show(await completedProof());
    await section();
    expect(screen.queryByTestId('prize-winners')).toBeNull();
  });
});
