import { pageDataKeys, type PageData } from '@rifa/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../entry-server.tsx';
import { raffleDetail } from '../test/draw-fixtures.ts';
import { mockFetch } from '../test/fetch-mock.ts';
import { health, inDays, raffle } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

// docs/decisions/0014-numbers-prizes-packages.md: every page names itself and, on a raffle's page, the raffle.

const data = (responses: PageData['responses'] = {}): PageData => ({
  now: new Date().toISOString(),
  demo: false,
  origin: 'http://rifa.onion',
  responses,
});

describe('document title per route', () => {
  it.each([
    ['/', 'Rifa Relâmpago'],
    ['/raffles', 'Rifas Ativas · Rifa Relâmpago'],
    ['/how-it-works', 'Como Funciona · Rifa Relâmpago'],
    ['/login', 'Entrar · Rifa Relâmpago'],
    ['/register', 'Criar Conta · Rifa Relâmpago'],
    ['/nada-aqui', 'Página não encontrada · Rifa Relâmpago'],
  ])('%s → %s', async (path, title) => {
    mockFetch({ 'GET /api/health': { json: health() }, 'GET /api/rifa': { json: { data: [] } } });
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it("a raffle's page is titled with the raffle's name", async () => {
    mockFetch({
      'GET /api/health': { json: health() },
      'GET /api/rifa/7': { json: raffle({ id: 7, name: 'Rifa do Satoshi', end_date: inDays(3) }) },
    });
    renderApp('/raffles/7');
    await screen.findByRole('heading', { level: 1, name: 'Rifa do Satoshi' });
    await waitFor(() => expect(document.title).toBe('Rifa do Satoshi · Rifa Relâmpago'));
  });

  it('the server render reports the title for the page template', async () => {
    const detail = raffleDetail(null, { end_date: inDays(3) });
    const page = await renderPage(
      '/raffles/42',
      data({ [pageDataKeys.raffle(42)]: { status: 200, body: detail } }),
    );
    expect(page.title).toBe(`${detail.name} · Rifa Relâmpago`);
    expect((await renderPage('/raffles', data())).title).toBe('Rifas Ativas · Rifa Relâmpago');
  });
});
