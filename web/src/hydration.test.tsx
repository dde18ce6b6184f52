import {
  pageDataKeys,
  PAGE_DATA_ELEMENT_ID,
  serializePageData,
  type EmbeddedResponse,
  type PageData,
} from '@rifa/shared';
import { act, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApp } from './entry-client.tsx';
import { renderPage } from './entry-server.tsx';
import { completedProof, raffleDetail } from './test/draw-fixtures.ts';
import { json, mockFetch, type FetchMock } from './test/fetch-mock.ts';
import { DAY, health, inDays, raffle, user } from './test/fixtures.ts';
import { SITE, winnersEntry } from './test/site-fixtures.ts';

// docs/decisions/0013-built-for-tor.md: a public page rendered by entry-server.tsx, then hydrated by entry-client.tsx
// exactly as the browser does it — here with React's development build, which reports
// every mismatch of text or attributes on the console. The hydration must be silent, keep
// the server's nodes (React throws them away and renders anew after a mismatch) and use
// the embedded answers instead of fetching them again.

// Two days before the browser's clock: days left differ before and after hydration.
const SERVER_NOW = new Date(Date.now() - 2 * DAY).toISOString();

function pageData(responses: Record<string, EmbeddedResponse> = {}, demo = false): PageData {
  // Another origin than jsdom's: the draw proof's absolute URLs must hydrate as rendered.
  return { now: SERVER_NOW, demo, origin: 'http://rifa.onion', responses };
}

let root: Root | undefined;
let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = mockFetch({ 'GET /api/health': () => json(health()) });
  delete document.documentElement.dataset.hydrated;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Serves `url` as the server would, then hydrates it; returns what the console said. */
async function serveAndHydrate(url: string, data: PageData) {
  const { html } = await renderPage(url, data);
  window.history.replaceState(null, '', url);
  document.body.innerHTML =
    `<div id="root">${html}</div>` +
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${serializePageData(data)}</script>`;
  const container = document.getElementById('root')!;
  const firstHeading = container.querySelector('h1');
  const errors = vi.spyOn(console, 'error');
  const warnings = vi.spyOn(console, 'warn');
  await act(async () => {
    root = await startApp(container);
  });
  await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
  expect(errors.mock.calls).toEqual([]);
  expect(warnings.mock.calls).toEqual([]);
  // The very nodes the server sent: hydrated, not replaced.
  expect(container.querySelector('h1')).toBe(firstHeading);
  return { html, container };
}

describe('hydrating the server-rendered public pages', () => {
  it('/ : the landing page with the demo banner of the server, without /api/health first', async () => {
    fetchMock.on('GET /api/health', () => json(health({ mode: 'demo' })));
    const { html } = await serveAndHydrate('/', pageData({}, true));
    expect(html).toContain('Rifas de Bitcoin pagas na Lightning');
    expect(html).toContain('data-testid="demo-banner"');
    expect(screen.getByTestId('demo-banner')).toBeTruthy();
  });

  it('/raffles: the cards from the embedded list, counted from the server time, no GET /api/rifa', async () => {
    const list = [
      raffle({ id: 1, name: 'Rifa Ativa', end_date: inDays(4.5, Date.parse(SERVER_NOW)) }),
      raffle({ id: 2, name: 'Rifa Encerrada', status: 'completed' }),
    ];
    const { html } = await serveAndHydrate(
      '/raffles',
      pageData({ [pageDataKeys.raffles]: { status: 200, body: { data: list } } }),
    );
    expect(html).toContain('Rifa Ativa');
    expect(html).toContain('5 dias');
    expect(html).toContain('Ativas (1)');
    // Then the browser's clock: 3 days left.
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Rifa Ativa' }).textContent).toContain('3 dias'),
    );
    expect(fetchMock.callsTo('GET /api/rifa')).toEqual([]);
  });

  it('/raffles/:id: a drawn raffle with its winner, proof and absolute proof URL', async () => {
    const detail = raffleDetail(await completedProof());
    const { html } = await serveAndHydrate(
      '/raffles/42',
      pageData({ [pageDataKeys.raffle(42)]: { status: 200, body: detail } }),
    );
    expect(html).toContain('Rifa de teste');
    expect(html).toContain('data-testid="draw-winning-ticket"');
    expect(html).toContain('http://rifa.onion/api/rifa/42/draw');
    expect(screen.getByTestId('draw-winning-ticket')).toBeTruthy();
    expect(fetchMock.callsTo('GET /api/rifa/42')).toEqual([]);
    // After hydration the URL is the browser's own origin.
    await waitFor(() =>
      expect(screen.getByTestId('draw-audit').textContent).toContain(
        `${window.location.origin}/api/rifa/42/draw`,
      ),
    );
  });

  it('/raffles/:id: an active raffle with its progress and a buy link that works without JavaScript', async () => {
    const detail = raffleDetail(null, { end_date: inDays(3) });
    const { html } = await serveAndHydrate(
      '/raffles/42',
      pageData({ [pageDataKeys.raffle(42)]: { status: 200, body: detail } }),
    );
    expect(html).toContain('0% vendido');
    // docs/protocols/no-javascript.md: a link to the buy page before hydration, the dialog after.
    expect(html).toContain('href="/raffles/42/comprar"');
    const buy = screen.getByRole('button', { name: 'Comprar Bilhete' });
    expect(buy.getAttribute('href')).toBe('/raffles/42/comprar');
  });

  it("/raffles/:id: 'Pague de qualquer carteira' only after hydration, for the browser's host", async () => {
    // docs/protocols/lnurl.md#pay-request: the address depends on the host, so it is never embedded.
    const lnurl = 'lnurl1dp68gurn8ghj7um9wfmxjcm99e3k7mf0v9cxj0m385ekvcenxc6r2c35xvukxefc';
    fetchMock.on('GET /api/rifa/42/lnurl', () =>
      json({
        address: 'rifa42@rifa.onion',
        lnurl,
        qr: `LIGHTNING:${lnurl.toUpperCase()}`,
        link: `lightning:${lnurl}`,
        lud17: null,
        works: true,
        note: null,
      }),
    );
    const detail = raffleDetail(null, { end_date: inDays(3) });
    const { html } = await serveAndHydrate(
      '/raffles/42',
      pageData({ [pageDataKeys.raffle(42)]: { status: 200, body: detail } }),
    );
    expect(html).not.toContain('wallet-pay');
    expect((await screen.findByTestId('wallet-pay-address')).textContent).toBe('rifa42@rifa.onion');
  });

  it("/raffles/:id: the organiser's texts, the share button and a countdown from the server's time", async () => {
    // An hour left at the server's time (two days ago for the browser's clock).
    const detail = raffleDetail(null, {
      end_date: new Date(Date.parse(SERVER_NOW) + 3_600_000).toISOString(),
      description: 'Primeira linha\nSegunda <b>linha</b>',
      rules: 'Regra 1',
      contact: '@organizador',
    });
    const { html } = await serveAndHydrate(
      '/raffles/42',
      pageData({ [pageDataKeys.raffle(42)]: { status: 200, body: detail } }),
    );
    expect(html).toContain('>01:00:00<');
    expect(html).toContain('Segunda &lt;b&gt;linha&lt;/b&gt;');
    expect(html).toContain('@organizador');
    expect(screen.getByRole('button', { name: 'Compartilhar' })).toBeTruthy();
    // Then the browser's clock: sales ended two days ago.
    await waitFor(() =>
      expect(screen.getByTestId('raffle-countdown').textContent).toBe('Vendas encerradas'),
    );
  });

  it('/raffles/:id: an unknown raffle hydrates its not-found content', async () => {
    const { html } = await serveAndHydrate(
      '/raffles/99',
      pageData({
        [pageDataKeys.raffle(99)]: { status: 404, body: { error: 'Rifa não encontrada' } },
      }),
    );
    expect(html).toContain('Rifa não encontrada');
    expect(fetchMock.callsTo('GET /api/rifa/99')).toEqual([]);
  });

  it('/how-it-works: the explanation, with its FAQ', async () => {
    const { html } = await serveAndHydrate('/how-it-works', pageData());
    expect(html).toContain('Como Funciona');
    expect(screen.getByRole('heading', { name: 'Perguntas frequentes' })).toBeTruthy();
  });

  it('/ganhadores and /termos: the winners and the footer from the embedded answers', async () => {
    const site = { [pageDataKeys.site]: { status: 200, body: SITE } };
    const { html } = await serveAndHydrate(
      '/ganhadores',
      pageData({
        ...site,
        [pageDataKeys.winners]: { status: 200, body: { data: [winnersEntry()] } },
      }),
    );
    expect(html).toContain('Bilhete nº 0007');
    expect(html).toContain('Rifa Relâmpago v1.4.0');
    expect(screen.getAllByTestId('winner-row')).toHaveLength(3);
    act(() => root?.unmount());
    root = undefined;
    const terms = await serveAndHydrate('/termos', pageData(site));
    expect(terms.html).toContain('O operador deste nó.');
    expect(fetchMock.callsTo('GET /api/ganhadores')).toEqual([]);
    expect(fetchMock.callsTo('GET /api/site')).toEqual([]);
  });

  it('keeps the page for a logged-in visitor (no full-screen spinner), then shows the user', async () => {
    localStorage.setItem('jwt_token', 'token-1');
    fetchMock.on('GET /user/me', () => json(user({ name: 'Ana' })));
    await serveAndHydrate(
      '/raffles',
      pageData({ [pageDataKeys.raffles]: { status: 200, body: { data: [raffle()] } } }),
    );
    expect(screen.queryByTestId('full-screen-spinner')).toBeNull();
    await screen.findByRole('button', { name: /Ana/ });
  });

  it('refetches after the first render: a reload asks the API again', async () => {
    await serveAndHydrate(
      '/raffles/42',
      pageData({
        [pageDataKeys.raffle(42)]: { status: 503, body: { error: 'Serviço indisponível' } },
      }),
    );
    fetchMock.on('GET /api/rifa/42', () => json(raffleDetail(null, { name: 'Rifa de volta' })));
    await act(async () => screen.getByRole('button', { name: 'Tentar novamente' }).click());
    await screen.findByRole('heading', { name: 'Rifa de volta' });
  });
});
