import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { health } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { SITE, winnersEntry } from '../../test/site-fixtures.ts';

// docs/decisions/0014-numbers-prizes-packages.md: /ganhadores lists the drawn raffles with every position as '1º', '2º'…, the
// winning number zero-padded to the raffle's width and the winner's nickname, 'não sorteado'
// for a position without a ticket, a physical prize by its description, the draw block and
// the links to the raffle and its proof.

describe('/ganhadores', () => {
  it('shows every position of a 3-prize draw, the block and the links', async () => {
    mockFetch({
      'GET /api/health': { json: health() },
      'GET /api/site': { json: SITE },
      'GET /api/ganhadores': { json: { data: [winnersEntry()] } },
    });
    renderApp('/ganhadores');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ganhadores' })).toBeTruthy();
    const entry = await screen.findByRole('article', { name: 'Rifa dos Três Prêmios' });
    const rows = within(entry).getAllByTestId('winner-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1ºBilhete nº 0007Sortuda da Vila100.000 sats',
      '2ºBilhete nº 0512Participante #9Camiseta oficial (entregue pelo organizador)',
      '3ºnão sorteado5.000 sats',
    ]);
    expect(within(rows[0]!).getByLabelText('1º prêmio')).toBeTruthy();
    expect(entry.textContent).toContain('Sorteada em 01/03/2026, 12:30');
    expect(entry.textContent).toContain('2 bilhetes pagos');
    expect(entry.textContent).toContain('Bloco 850.123');
    expect(within(entry).getByLabelText('Hash do bloco do sorteio').textContent).toBe(
      winnersEntry().block_hash,
    );
    expect(
      within(entry).getByRole('link', { name: 'Ver a rifa e verificar' }).getAttribute('href'),
    ).toBe('/raffles/42');
    expect(
      within(entry).getByRole('link', { name: 'Rifa dos Três Prêmios' }).getAttribute('href'),
    ).toBe('/raffles/42');
    expect(
      within(entry).getByRole('link', { name: 'Prova do sorteio (JSON)' }).getAttribute('href'),
    ).toBe(`${window.location.origin}/api/rifa/42/draw`);
    expect(document.title).toContain('Ganhadores');
  });

  it('says when nothing was drawn yet', async () => {
    mockFetch({
      'GET /api/health': { json: health() },
      'GET /api/ganhadores': { json: { data: [] } },
    });
    renderApp('/ganhadores');
    expect(await screen.findByText('Nenhum sorteio ainda')).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    const fetch = mockFetch({
      'GET /api/health': { json: health() },
      'GET /api/ganhadores': { status: 503, json: { error: 'Servidor ocupado' } },
    });
    const app = renderApp('/ganhadores');
    expect(await screen.findByText('Servidor ocupado')).toBeTruthy();
    fetch.on('GET /api/ganhadores', { json: { data: [winnersEntry()] } });
    await app.user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'Rifa dos Três Prêmios' })).toBeTruthy();
  });

  it('is in the navigation as Ganhadores', async () => {
    mockFetch({ 'GET /api/health': { json: health() } });
    renderApp('/');
    const links = screen.getAllByRole('link', { name: 'Ganhadores' });
    expect(links.map((link) => link.getAttribute('href'))).toContain('/ganhadores');
  });
});
