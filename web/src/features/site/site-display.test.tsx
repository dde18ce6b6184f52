import type { SiteInfo } from '@rifa/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completedProof, PAYOUT_TXID, raffleDetail } from '../../test/draw-fixtures.ts';
import { section, show } from '../../test/draw-proof.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { health, raffle } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { SITE } from '../../test/site-fixtures.ts';

// docs/protocols/configuration.md#explorer-and-reais: with the operator's rate, '≈ R$' beside
// the prize and the ticket price on the card and the raffle page; with an explorer, plain
// links (no referrer) for the draw block and the payout; with neither, nothing at all.

afterEach(() => vi.unstubAllGlobals());

const site = (overrides: Partial<SiteInfo>) => ({
  'GET /api/site': { json: { ...SITE, ...overrides } },
});

describe('values in reais', () => {
  it('card and raffle page: ≈ R$ beside the prize and the ticket price, at the typed rate', async () => {
    // 1.000.000 sats and 1.000 sats at R$ 350.000/BTC.
    mockFetch({
      'GET /api/health': { json: health() },
      ...site({ brl_per_btc: 350_000 }),
      'GET /api/rifa': {
        json: { data: [raffle({ id: 1, end_date: '2099-01-01T00:00:00.000Z' })] },
      },
      'GET /api/rifa/1': {
        json: { ...raffle({ id: 1, end_date: '2099-01-01T00:00:00.000Z' }), draw: null },
      },
    });
    const app = renderApp('/raffles');
    const card = (await screen.findAllByTestId('raffle-card'))[0]!;
    await vi.waitFor(() =>
      expect(
        within(card)
          .getAllByTestId('approx-brl')
          .map((el) => el.textContent),
      ).toEqual(['≈ R$ 3.500,00', '≈ R$ 3,50']),
    );
    await app.router.navigate('/raffles/1');
    await screen.findByRole('heading', { level: 1, name: 'Rifa do Satoshi' });
    const values = screen.getAllByTestId('approx-brl').map((el) => el.textContent);
    expect(values).toContain('≈ R$ 3.500,00');
    expect(values).toContain('≈ R$ 3,50');
    // And beside the buy dialog's total.
    (await screen.findAllByRole('button', { name: 'Comprar Bilhete' }))[0]!.click();
    const total = await screen.findByTestId('buy-total');
    await vi.waitFor(() => expect(total.textContent).toContain('≈ R$ 3,50'));
  });

  it('off by default: no reais anywhere', async () => {
    const proof = await completedProof();
    show(proof, site({ brl_per_btc: null }));
    await section();
    expect(screen.queryByTestId('approx-brl')).toBeNull();
  });
});

describe('explorer links', () => {
  it("the draw block and the prize's transaction on the operator's explorer", async () => {
    const proof = await completedProof();
    show(proof, site({ explorer_url: 'http://umbrel.local:3006' }), raffleDetail(proof));
    const draw = await section();
    const block = await within(draw).findAllByTestId('explorer-block');
    expect(block[0]!.getAttribute('href')).toBe(
      `http://umbrel.local:3006/block/${proof.block_hash}`,
    );
    expect(block[0]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(block[0]!.textContent).toContain('Ver bloco no explorador');
    const payout = within(within(draw).getByTestId('draw-payout')).getByTestId('explorer-tx');
    expect(payout.getAttribute('href')).toBe(`http://umbrel.local:3006/tx/${PAYOUT_TXID}`);
  });

  it('no explorer configured: no link', async () => {
    const proof = await completedProof();
    show(proof, site({ explorer_url: null }));
    const draw = await section();
    await within(draw).findByTestId('draw-payout');
    expect(within(draw).queryByTestId('explorer-block')).toBeNull();
    expect(within(draw).queryByTestId('explorer-tx')).toBeNull();
  });
});
