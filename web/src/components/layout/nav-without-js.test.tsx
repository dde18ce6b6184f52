import { pageDataKeys, PAGE_DATA_ELEMENT_ID, serializePageData, type PageData } from '@rifa/shared';
import { act, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApp } from '../../entry-client.tsx';
import { renderPage } from '../../entry-server.tsx';
import { json, mockFetch, type FetchMock } from '../../test/fetch-mock.ts';
import { health, user } from '../../test/fixtures.ts';

// docs/protocols/no-javascript.md: the server's markup holds the phone menu and the user menu
// as plain HTML (<details>, real links, the logout form); the hydration keeps it without a
// mismatch, then the SPA's own menus take over and the form session is picked up.

const ANA = user({ name: 'Ana' });

function pageData(extra: Partial<PageData> = {}): PageData {
  return {
    now: new Date().toISOString(),
    demo: false,
    origin: 'http://rifa.onion',
    responses: { [pageDataKeys.raffles]: { status: 200, body: { data: [] } } },
    csrf: 'token-csrf-da-pagina',
    ...extra,
  };
}

let root: Root | undefined;
let fetchMock: FetchMock;

beforeEach(() => {
  localStorage.clear();
  fetchMock = mockFetch({
    'GET /api/health': () => json(health()),
    'GET /sessao': () => json({ token: 'jwt-da-sessao', user: ANA }),
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
  const errors = vi.spyOn(console, 'error');
  const warnings = vi.spyOn(console, 'warn');
  await act(async () => {
    root = await startApp(document.getElementById('root')!);
  });
  await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
  expect(errors.mock.calls).toEqual([]);
  expect(warnings.mock.calls).toEqual([]);
  return html;
}

describe('the navigation without JavaScript', () => {
  it('a visitor: the phone menu is a <details> with the links, Entrar and Criar Conta', async () => {
    const { html } = await renderPage('/raffles', pageData({ session: null }));
    const menu = /<details[^>]*data-testid="plain-mobile-menu"[\s\S]*?<\/details>/.exec(html)?.[0];
    expect(menu).toMatch(/<summary[^>]*aria-label="Abrir menu"/);
    for (const [label, href] of [
      ['Todas as Rifas', '/raffles'],
      ['Ganhadores', '/ganhadores'],
      ['Como Funciona', '/how-it-works'],
      ['Entrar', '/login'],
      ['Criar Conta', '/register'],
    ])
      expect(menu).toMatch(new RegExp(`<a[^>]*href="${href}"[^>]*>${label}</a>`));
  });

  it('a form session: the user menu and the phone menu hold Minha Conta and a real logout form', async () => {
    const { html } = await renderPage('/raffles', pageData({ session: { user: ANA } }));
    const userMenu = /<details[^>]*data-testid="plain-user-menu"[\s\S]*?<\/details>/.exec(
      html,
    )?.[0];
    expect(userMenu).toMatch(/<summary[^>]*aria-label="Menu do usuário Ana"/);
    expect(userMenu).toMatch(/<a[^>]*href="\/dashboard"/);
    const form = /<form[^>]*action="\/sair"[^>]*>[\s\S]*?<\/form>/.exec(userMenu ?? '')?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('name="_csrf" value="token-csrf-da-pagina"');
    expect(form).toMatch(/<button[^>]*type="submit"[^>]*>[\s\S]*Sair<\/button>/);
    expect(html).toMatch(/data-testid="plain-mobile-menu"[\s\S]*action="\/sair"/);
  });

  it('hydrates the session page silently, then the SPA menus take over and the session is picked up', async () => {
    const html = await serveAndHydrate('/raffles', pageData({ session: { user: ANA } }));
    expect(html).toContain('data-testid="plain-user-menu"');
    // The SPA's own menus after the hydration.
    expect(await screen.findByTestId('mobile-menu-button')).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Menu do usuário Ana' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(document.querySelector('[data-testid="plain-user-menu"]')).toBeNull();
    // The cookie's session becomes the SPA's login, asked for with the header.
    await waitFor(() => expect(localStorage.getItem('jwt_token')).toBe('jwt-da-sessao'));
    expect(fetchMock.callsTo('GET /sessao')[0]?.headers['x-rifa-sessao']).toBe('1');
  });

  it('a visitor with a token of its own asks for no cookie session', async () => {
    localStorage.setItem('jwt_token', 'jwt-proprio');
    await serveAndHydrate('/raffles', pageData({ session: null }));
    await waitFor(() => expect(fetchMock.callsTo('GET /user/me').length).toBeGreaterThan(0));
    expect(fetchMock.callsTo('GET /sessao')).toEqual([]);
  });
});
