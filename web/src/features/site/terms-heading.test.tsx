import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { health } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { SITE } from '../../test/site-fixtures.ts';
import { withoutRepeatedTitle } from './terms-page.tsx';

// /termos has one heading of its own, 'Termos gerais': terms that begin with that same title
// (as operators' texts often do) do not show it a second time.

describe('/termos headings', () => {
  it.each([
    'Termos gerais\n\nQuem organiza\nO operador deste nó.',
    'TERMOS GERAIS:\nQuem organiza\nO operador deste nó.',
    'Termos Gerais\nQuem organiza\nO operador deste nó.',
  ])('%j: one h1, no heading repeating it', async (terms) => {
    mockFetch({
      'GET /api/health': { json: health() },
      'GET /api/site': { json: { ...SITE, terms } },
    });
    renderApp('/termos');
    await screen.findByTestId('terms-text');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Termos gerais',
    ]);
    expect(screen.getAllByText(/^termos gerais:?$/i)).toHaveLength(1);
    expect(screen.getByTestId('terms-text').textContent).toContain('O operador deste nó.');
  });

  it('keeps a first heading that is not the title', () => {
    expect(
      withoutRepeatedTitle('Quem organiza\nO operador.\n\nPagamentos\nLN.', 'Termos gerais'),
    ).toEqual(['Quem organiza\nO operador.', 'Pagamentos\nLN.']);
  });
});
