// docs/protocols/draw.md#several-prizes: verifyProof checks every position of a several-prize proof, one line each.
import { describe, expect, it } from 'vitest';
import { buildCompletedProof } from './testing/proof-fixture.ts';
import { withPrizes } from './testing/prize-fixture.ts';
import type { DrawProof } from './types.ts';
import { verifyProof } from './verify-proof.ts';

const prizeLines = async (proof: DrawProof) =>
  (await verifyProof(proof)).checks.filter((check) => check.id === 'prize');

describe('verifyProof with several prizes (docs/protocols/draw.md#several-prizes)', () => {
  it('adds one passing line per position for a correct 3-prize proof', async () => {
    const { proof } = await buildCompletedProof({ ticketsCount: 10 });
    const multi = withPrizes(proof, [5000, 2000, 0]);
    const verification = await verifyProof(multi);
    expect(verification.ok).toBe(true);
    const lines = verification.checks.filter((check) => check.id === 'prize');
    expect(lines.map((line) => line.label_ptBR)).toEqual([
      expect.stringContaining('1º prêmio'),
      expect.stringContaining('2º prêmio'),
      expect.stringContaining('3º prêmio'),
    ]);
    expect(lines[1]?.detail).toContain('"#2"');
    expect(lines[1]?.detail).toContain(`bilhete nº ${multi.winners?.[1]?.winning_ticket}`);
  });

  it('fails the position whose winner was changed, and only that one', async () => {
    const multi = withPrizes((await buildCompletedProof({ ticketsCount: 10 })).proof, [3, 2, 1]);
    const winners = multi.winners ?? [];
    const other = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find(
      (n) => !winners.some((w) => w.winning_ticket === n),
    );
    const forged = {
      ...multi,
      winners: winners.map((w) => (w.position === 3 ? { ...w, winning_ticket: other ?? 1 } : w)),
    };
    const lines = await prizeLines(forged);
    expect(lines.map((line) => line.ok)).toEqual([true, true, false]);
    expect(lines[2]?.detail).toContain('winning_ticket: recalculado');
    expect((await verifyProof(forged)).ok).toBe(false);
  });

  it("accepts positions beyond N as 'não sorteado' and refuses a winner invented for them", async () => {
    const multi = withPrizes((await buildCompletedProof({ ticketsCount: 2 })).proof, [10, 5, 1]);
    expect(multi.winners?.[2]?.winning_ticket).toBeNull();
    const lines = await prizeLines(multi);
    expect(lines.map((line) => line.ok)).toEqual([true, true, true]);
    expect(lines[2]?.detail).toContain('não sorteado');
    const invented = {
      ...multi,
      winners: multi.winners?.map((w) => (w.position === 3 ? { ...w, winning_ticket: 1 } : w)),
    };
    expect((await prizeLines(invented))[2]?.ok).toBe(false);
  });

  it('adds no line for a single-prize proof (old proofs verify exactly as before)', async () => {
    const { proof } = await buildCompletedProof();
    expect(await prizeLines(proof)).toEqual([]);
    expect(await prizeLines(withPrizes(proof, [1000]))).toEqual([]);
  });
});
