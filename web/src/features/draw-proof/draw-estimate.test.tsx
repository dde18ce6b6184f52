import { formatEstimateTime, type SiteInfo } from '@rifa/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { awaitingConfirmations, completedProof, raffleDetail } from '../../test/draw-fixtures.ts';
import { section, show } from '../../test/draw-proof.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { health, raffle } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { SITE } from '../../test/site-fixtures.ts';

// docs/protocols/draw.md#when-the-draw-happens: after the close the raffle page says 'Sorteio
// previsto para ~HH:MM' (Brasília time) from the server's draw_estimate, with the steps ✓ as
// they happen; a card estimates from end_date and GET /api/site's draw_timing.

afterEach(() => vi.unstubAllGlobals());

const site = (overrides: Partial<SiteInfo> = {}) => ({
  'GET /api/site': { json: { ...SITE, ...overrides } },
});

describe('the draw estimate on the raffle page', () => {
  it('block mined, 3 of 6 confirmations: the time and each step as it stands', async () => {
    const proof = awaitingConfirmations(await completedProof());
    const at = new Date(Date.now() + 30 * 60_000).toISOString();
    show(proof, site(), raffleDetail(proof, { draw_estimate: { at, step: 'confirmations' } }));
    const estimate = within(await section()).getByTestId('draw-estimate');
    const title = `Sorteio previsto para ~${formatEstimateTime(at, new Date())}`;
    expect(within(estimate).getByRole('heading', { name: title })).toBeTruthy();
    // The same line near the top of the page, linking to the draw.
    expect(screen.getByTestId('draw-estimate-link').textContent).toBe(title);
    expect(screen.getByTestId('draw-estimate-link').getAttribute('href')).toBe('#sorteio');
    const state = (step: string) => within(estimate).getByTestId(`estimate-step-${step}`);
    // A version 1 proof (the fixture's) has no anchor step.
    expect(within(estimate).queryByTestId('estimate-step-anchor')).toBeNull();
    expect(state('sales_closed').dataset.ok).toBe('true');
    expect(state('block').dataset.ok).toBe('true');
    expect(state('confirmations').dataset.ok).toBe('pending');
    expect(state('confirmations').textContent).toContain('Confirmações: 3 de 6');
    expect(state('drawn').dataset.ok).toBe('pending');
    expect(estimate.textContent).toContain('cerca de uma hora atrás do relógio');
  });

  it('drawn or before end_date: no estimate', async () => {
    const proof = await completedProof();
    show(
      proof,
      site(),
      raffleDetail(proof, { draw_estimate: { at: proof.drawn_at!, step: 'drawn' } }),
    );
    await section();
    expect(screen.queryByTestId('draw-estimate')).toBeNull();
    expect(screen.queryByTestId('draw-estimate-link')).toBeNull();
  });
});

describe('the draw estimate on a raffle card', () => {
  it('an active raffle past its end date shows it; one still on sale does not', async () => {
    const ended = new Date(Date.now() - 5 * 60_000).toISOString();
    mockFetch({
      'GET /api/health': { json: health() },
      ...site({ draw_timing: { mtp_lag_seconds: 3_000, confirmations: 6 } }),
      'GET /api/rifa': {
        json: {
          data: [
            raffle({ id: 1, name: 'Encerrada', end_date: ended }),
            raffle({ id: 2, name: 'À venda', end_date: '2099-01-01T00:00:00.000Z' }),
          ],
        },
      },
    });
    // An ended raffle waits for its draw in 'Finalizadas'.
    const app = renderApp('/raffles?aba=finalizadas');
    const card = (await screen.findAllByTestId('raffle-card'))[0]!;
    expect(card.textContent).toContain('Encerrada');
    const expected = new Date(new Date(ended).getTime() + (3_000 + 3_600) * 1000).toISOString();
    await vi.waitFor(() =>
      expect(within(card).getByTestId('raffle-draw-estimate').textContent).toBe(
        `Sorteio previsto para ~${formatEstimateTime(expected, new Date())}`,
      ),
    );
    await app.router.navigate('/raffles');
    const onSale = await vi.waitFor(() => {
      const found = screen.getAllByTestId('raffle-card')[0]!;
      expect(found.textContent).toContain('À venda');
      return found;
    });
    expect(within(onSale).queryByTestId('raffle-draw-estimate')).toBeNull();
  });
});
