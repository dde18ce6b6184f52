import {
  bitmapToBase64,
  emptyBitmap,
  pageDataKeys,
  PAGE_DATA_ELEMENT_ID,
  serializePageData,
  setNumber,
  type EmbeddedResponse,
  type PageData,
} from '@rifa/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApp } from '../../entry-client.tsx';
import { renderPage } from '../../entry-server.tsx';
import { raffleDetail } from '../../test/draw-fixtures.ts';
import { json, mockFetch, type FetchMock } from '../../test/fetch-mock.ts';
import { health, paidPurchase, transaction, user } from '../../test/fixtures.ts';

// docs/protocols/no-javascript.md: the buy page and the invoice page rendered on the server
// (what a browser without JavaScript shows), then hydrated without a mismatch.

const NOW = new Date().toISOString();

function pageData(responses: Record<string, EmbeddedResponse>, demo = false): PageData {
  return {
    now: NOW,
    demo,
    origin: 'http://rifa.onion',
    responses,
    session: { user: user({ purchase_consent_at: null }) },
    csrf: 'token-csrf',
  };
}

function numbersOf(total: number, sold: number[]) {
  const bitmap = emptyBitmap(total);
  for (const n of sold) setNumber(bitmap, n);
  return { total, sold: bitmapToBase64(bitmap), reserved: bitmapToBase64(emptyBitmap(total)) };
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

async function serveAndHydrate(url: string, data: PageData) {
  const rendered = await renderPage(url, data);
  window.history.replaceState(null, '', url);
  document.body.innerHTML =
    `<div id="root">${rendered.html}</div>` +
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${serializePageData(data)}</script>`;
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    root = await startApp(document.getElementById('root')!);
  });
  await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
  expect(errors.mock.calls).toEqual([]);
  return rendered;
}

describe('the buy page', () => {
  const detail = raffleDetail(null, { total_tickets: 250 });
  const responses = {
    [pageDataKeys.raffle(42)]: { status: 200, body: detail },
    [pageDataKeys.numbers(42)]: { status: 200, body: numbersOf(250, [3]) },
  };

  it('is a plain form: board page 2 of the query, checkboxes, consent, the choice kept', async () => {
    const { html } = await serveAndHydrate(
      '/raffles/42/comprar?quantidade=2&numeros=7,142&pagina=2',
      pageData(responses),
    );
    const form = document.querySelector<HTMLFormElement>('form[data-form="comprar"]')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/raffles/42/comprar');
    expect(html).toContain('name="_csrf" value="token-csrf"');
    expect(html).toMatch(/<input type="checkbox"[^>]*checked=""[^>]*value="142"/);
    expect(html).toContain('Página 2 de 3');
    expect(html).toContain('name="accept_terms"');
    expect(screen.getByLabelText('Números escolhidos')).toHaveProperty('value', '7, 142');
  });

  it('with JavaScript, a tick and the page buttons act in the browser', async () => {
    await serveAndHydrate('/raffles/42/comprar', pageData(responses));
    expect(screen.getByLabelText('Número 003: Vendido')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByLabelText('Número 010: Livre'));
    expect(screen.getByLabelText('Números escolhidos')).toHaveProperty('value', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText('Página 2 de 3')).toBeTruthy();
  });
});

describe('the invoice page', () => {
  it('pending: the QR in the HTML, the invoice text, Atualizar and a reload every 10 s', async () => {
    fetchMock.on('GET /api/health', () => json(health({ mode: 'demo' })));
    const tx = transaction({ numbers: [7, 42] });
    fetchMock.on('GET /api/transaction/42', () => json(tx));
    const rendered = await serveAndHydrate(
      '/pagamento/42',
      pageData({ [pageDataKeys.purchase(42)]: { status: 200, body: tx } }, true),
    );
    expect(rendered.refreshSeconds).toBe(10);
    expect(rendered.html).toContain('src="data:image/svg+xml');
    expect(rendered.html).toContain(tx.payment_request);
    expect(rendered.html).toMatch(/<a[^>]*href="\/pagamento\/42"[^>]*>Atualizar<\/a>/);
    // Demo mode: 'Simular pagamento' is a form of its own.
    expect(rendered.html).toMatch(/<form[^>]*action="\/pagamento\/42\/simular"/);
    expect(screen.getByRole('button', { name: 'Simular pagamento' })).toBeTruthy();
  });

  it('paid: confirmed with the numbers and the receipt, no reload', async () => {
    const tx = paidPurchase();
    const rendered = await serveAndHydrate(
      '/pagamento/42',
      pageData({ [pageDataKeys.purchase(42)]: { status: 200, body: tx } }),
    );
    expect(rendered.refreshSeconds).toBeUndefined();
    expect(rendered.html).toContain('Pagamento confirmado!');
    expect(rendered.html).toContain('href="/comprovante/42"');
  });
});
