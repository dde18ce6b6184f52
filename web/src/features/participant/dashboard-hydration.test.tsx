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
import { startApp } from '../../entry-client.tsx';
import { renderPage } from '../../entry-server.tsx';
import { userWin } from '../../test/draw-fixtures.ts';
import { json, mockFetch, type FetchMock } from '../../test/fetch-mock.ts';
import { health, raffle, transaction, user } from '../../test/fixtures.ts';

// docs/protocols/no-javascript.md: the dashboard and the receipt rendered on the server for the
// form session's user, then hydrated as the browser does: silently, keeping the server's
// nodes, from the embedded answers (no second request), and only then the plain claim form
// gives way to the SPA's button and dialog.

const ANA = user({ id: 7, name: 'Ana', active_tickets: 2 });
const PAID = transaction({
  id: 31,
  status: 'paid',
  raffle_id: 5,
  raffle_name: 'Rifa da Ana',
  raffle_total_tickets: 100,
  tickets: [7, 42],
  tickets_count: 2,
  paid_at: '2026-01-02T03:04:05.000Z',
});
const WIN = userWin({
  raffle_id: 9,
  raffle_name: 'Rifa ganha',
  prize_amount: 200,
  payout_status: 'awaiting_invoice',
  payout_method: 'lightning',
  txid: null,
});

const ok = (body: unknown): EmbeddedResponse => ({ status: 200, body });

function pageData(responses: Record<string, EmbeddedResponse>, form?: PageData['form']): PageData {
  return {
    now: new Date().toISOString(),
    demo: false,
    origin: 'http://rifa.onion',
    responses,
    session: { user: ANA },
    csrf: 'csrf-token',
    ...(form && { form }),
  };
}

let root: Root | undefined;
let fetchMock: FetchMock;

beforeEach(() => {
  localStorage.setItem('jwt_token', 'token-ana');
  fetchMock = mockFetch({
    'GET /api/health': () => json(health()),
    'GET /user/me': () => json(ANA),
  });
  delete document.documentElement.dataset.hydrated;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  localStorage.clear();
});

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
  expect(container.querySelector('h1')).toBe(firstHeading);
  return html;
}

const dashboardAnswers = {
  [pageDataKeys.myPurchases]: ok({ data: [PAID] }),
  [pageDataKeys.raffles]: ok({ data: [raffle({ id: 5, name: 'Rifa da Ana' })] }),
  [pageDataKeys.myWins]: ok({ data: [WIN] }),
  [pageDataKeys.myRefunds]: ok({ data: [] }),
};

describe('the dashboard rendered on the server', () => {
  it('carries the numbers and the claim form, and hydrates from them without asking again', async () => {
    const html = await serveAndHydrate('/dashboard', pageData(dashboardAnswers));
    expect(html).toContain('007');
    expect(html).toContain('042');
    expect(html).toContain('data-testid="plain-claim"');
    expect(html).toContain('name="_csrf" value="csrf-token"');
    // With the SPA running, the claim is the button that opens the dialog.
    await screen.findByRole('button', { name: 'Receber via Lightning: Rifa ganha' });
    expect(screen.queryByTestId('plain-claim')).toBeNull();
    for (const path of ['/api/transaction/user', '/api/user/wins', '/api/user/refunds'])
      expect(fetchMock.callsTo(`GET ${path}`)).toEqual([]);
  });

  it('a refused claim comes back open, with the invoice as typed and the reason', async () => {
    const html = await serveAndHydrate(
      '/dashboard',
      pageData(dashboardAnswers, {
        name: 'lightning-claim:prize:9:1',
        values: { invoice: 'lnbcrt2010n1pwrong' },
        errors: {},
        error: 'A fatura deve ser de exatamente 200 sats (esta é de 201 sats)',
      }),
    );
    expect(html).toMatch(/<details[^>]*open=""/);
    expect(html).toContain('lnbcrt2010n1pwrong</textarea>');
    expect(html).toContain('A fatura deve ser de exatamente 200 sats');
  });

  it('?aba=compras opens the transactions, with a link back to the tickets', async () => {
    const html = await serveAndHydrate('/dashboard?aba=compras', pageData(dashboardAnswers));
    expect(html).toContain('href="/comprovante/31"');
    expect(html).toContain('Ver os bilhetes');
  });
});

describe('the receipt rendered on the server', () => {
  it('shows the purchase from the embedded answer and hydrates without asking again', async () => {
    const html = await serveAndHydrate(
      '/comprovante/31',
      pageData({
        [pageDataKeys.purchase(31)]: ok(PAID),
        [pageDataKeys.raffle(5)]: ok(raffle({ id: 5, name: 'Rifa da Ana' })),
      }),
    );
    expect(html).toContain('data-testid="receipt"');
    expect(html).toContain(PAID.payment_hash);
    expect(fetchMock.callsTo('GET /api/transaction/31')).toEqual([]);
    // The print button needs JavaScript: it comes with the SPA.
    await screen.findByRole('button', { name: 'Imprimir' });
  });
});
