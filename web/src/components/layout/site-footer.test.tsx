import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { health } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { SITE } from '../../test/site-fixtures.ts';

// docs/decisions/0014-numbers-prizes-packages.md: a footer on every page (with and without the navigation bar) with the organiser's
// contact, 'Termos', 'Verifique um sorteio' and the version, read once for the app's life;
// /termos shows the general terms with their paragraphs.

describe('the footer', () => {
  it('shows the contact, the terms and verify links and the version, fetched once across pages', async () => {
    const fetch = mockFetch({
      'GET /api/health': { json: health() },
      'GET /api/site': { json: SITE },
      'GET /api/rifa': { json: { data: [] } },
    });
    const app = renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    await waitFor(() => expect(footer.textContent).toContain('Rifa Relâmpago v1.4.0'));
    expect(within(footer).getByTestId('footer-contact').textContent).toBe(
      'Contato do organizador: WhatsApp (11) 91234-5678',
    );
    expect(within(footer).getByRole('link', { name: 'Termos' }).getAttribute('href')).toBe(
      '/termos',
    );
    expect(
      within(footer).getByRole('link', { name: 'Verifique um sorteio' }).getAttribute('href'),
    ).toBe('/how-it-works#verificar');
    expect(footer.className).toContain('print:hidden');

    await app.router.navigate('/raffles');
    await app.router.navigate('/login');
    expect((await screen.findByRole('contentinfo')).textContent).toContain('v1.4.0');
    expect(fetch.callsTo('GET /api/site')).toHaveLength(1);
  });

  it('leaves the contact out when none is set', async () => {
    mockFetch({
      'GET /api/health': { json: health() },
      'GET /api/site': { json: { ...SITE, organiser_contact: null } },
    });
    renderApp('/login');
    const footer = await screen.findByRole('contentinfo');
    await waitFor(() => expect(footer.textContent).toContain('v1.4.0'));
    expect(within(footer).queryByTestId('footer-contact')).toBeNull();
  });

  it('keeps its links when /api/site fails', async () => {
    mockFetch({
      'GET /api/health': { json: health() },
      'GET /api/site': { status: 503, json: { error: 'Servidor ocupado' } },
    });
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Termos' })).toBeTruthy();
    expect(within(footer).queryByTestId('footer-version')).toBeNull();
  });

  it('/termos shows the terms by paragraph with their headings, and the contact', async () => {
    mockFetch({ 'GET /api/health': { json: health() }, 'GET /api/site': { json: SITE } });
    renderApp('/termos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Termos gerais' })).toBeTruthy();
    const terms = await screen.findByTestId('terms-text');
    expect(
      within(terms)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Quem organiza', 'Pagamentos']);
    expect(terms.textContent).toContain('O operador deste nó.');
    expect(terms.textContent).toContain('Contato do organizador: WhatsApp (11) 91234-5678');
  });
});
