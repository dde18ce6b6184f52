import type { DrawProof } from '@rifa/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAnchoredProof } from '../../../../../shared/src/draw/testing/anchored-proof-fixture.ts';
import { withPrizes } from '../../../../../shared/src/draw/testing/prize-fixture.ts';
import { completedProof } from '../../../test/draw-fixtures.ts';
import { section, show } from '../../../test/draw-proof.ts';

// docs/decisions/0015-anchored-proof-signed-receipts.md: above the technical proof, three steps a participant understands, each ✓/✗ from
// verifyProof run in the browser: the list registered in block A before the draw (version 2;
// version 1 says it was published at close), the draw block, the ticket the sum gives (one
// line per prize position). The technical proof is folded below; 'Baixar prova (JSON)' saves
// the proof from the page itself.

afterEach(() => vi.unstubAllGlobals());

async function steps() {
  const panel = within(await section()).getByTestId('plain-verification');
  // The check runs by itself when the proof carries its ticket list.
  await vi.waitFor(() => {
    const pending = within(panel)
      .getAllByRole('listitem')
      .filter((li) => li.dataset.ok === 'pending');
    expect(pending).toHaveLength(0);
  });
  return Object.fromEntries(
    within(panel)
      .getAllByRole('listitem')
      .map((li) => [li.dataset.testid, { ok: li.dataset.ok, text: li.textContent?.slice(1) }]),
  );
}

describe('the plain-language verification', () => {
  it('a version 2 proof: ✓ registered in block A before the draw, ✓ block D, ✓ ticket Z', async () => {
    const { proof } = await buildAnchoredProof();
    show(proof);
    expect(await steps()).toEqual({
      'plain-anchored': {
        ok: 'true',
        text: `Aprovado: A lista foi registrada no bloco ${proof.anchor.height} antes do sorteio`,
      },
      'plain-block': { ok: 'true', text: `Aprovado: O bloco do sorteio é ${proof.block_height}` },
      'plain-ticket-1': {
        ok: 'true',
        text: `Aprovado: A conta dá o bilhete ${proof.winning_ticket}`,
      },
    });
    // The technical proof is still there, folded.
    const technical = screen.getByTestId('technical-proof');
    expect(technical.tagName).toBe('DETAILS');
    expect(technical.hasAttribute('open')).toBe(false);
    expect(within(technical).getByTestId('verify-panel')).toBeTruthy();
  });

  it('a wrong winner or another list: the step behind it fails', async () => {
    const { proof } = await buildAnchoredProof();
    const wrongWinner = { ...proof, winning_ticket: proof.winning_ticket === 1 ? 2 : 1 };
    show(wrongWinner);
    const result = await steps();
    expect(result['plain-ticket-1']?.ok).toBe('false');
    expect(result['plain-anchored']?.ok).toBe('true');
  });

  it('a ticket removed from the list after the anchor: the list step fails', async () => {
    const { proof } = await buildAnchoredProof();
    show({ ...proof, tickets: proof.tickets!.slice(1), tickets_count: proof.tickets_count - 1 });
    expect((await steps())['plain-anchored']?.ok).toBe('false');
  });

  it('a version 1 proof: the list was published at close, no anchor step', async () => {
    const proof = await completedProof();
    show(proof);
    const result = await steps();
    expect(result['plain-published']).toEqual({
      ok: 'true',
      text: `Aprovado: A lista de ${proof.tickets_count} bilhetes foi publicada no encerramento das vendas`,
    });
    expect(result['plain-anchored']).toBeUndefined();
    expect(screen.getByText(/Prova versão 1/)).toBeTruthy();
  });

  it('several prizes: one line per position', async () => {
    const proof = withPrizes(await completedProof(), [50_000, 20_000, 10_000]);
    show(proof);
    const result = await steps();
    for (const winner of proof.winners ?? []) {
      expect(result[`plain-ticket-${winner.position}`]).toEqual({
        ok: 'true',
        text: `Aprovado: ${winner.position}º prêmio: a conta dá o bilhete ${winner.winning_ticket}`,
      });
    }
    // The headline counts the steps it shows: the list, the block and three prizes.
    expect(screen.getByRole('heading', { name: 'Confira o sorteio em cinco passos' })).toBeTruthy();
  });

  it('the headline counts the real steps and names no design section', async () => {
    const { proof } = await buildAnchoredProof();
    show(proof);
    await steps();
    expect(screen.getByRole('heading', { name: 'Confira o sorteio em três passos' })).toBeTruthy();
    expect((await section()).textContent).not.toMatch(/§|DESIGN/);
  });

  it("'Baixar prova (JSON)' saves the published proof as a file made in the page", async () => {
    const { proof } = await buildAnchoredProof();
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:prova'),
        revokeObjectURL: () => undefined,
      }),
    );
    const app = show(proof);
    await app.user.click(
      within(await section()).getByRole('button', { name: 'Baixar prova (JSON)' }),
    );
    expect(JSON.parse(await blobs[0]!.text()) as DrawProof).toEqual(proof);
  });
});
