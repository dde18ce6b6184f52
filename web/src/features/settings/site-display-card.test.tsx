import type { SiteInfo } from '@rifa/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { health, user } from '../../test/fixtures.ts';
import { findToast, loginAs, renderApp } from '../../test/render-app.tsx';
import { SITE } from '../../test/site-fixtures.ts';
import { parseRate } from './site-display-card.tsx';

// docs/protocols/configuration.md#explorer-and-reais: Configurações → 'Explorador e cotação'
// saves the explorer's base address and the BRL-per-BTC rate (PUT /api/admin/site), checks
// the address with the server's own rule before sending, and keeps a server error beside its
// field.

function setup(initial: SiteInfo, answer?: { status: number; json: object }) {
  loginAs();
  return mockFetch({
    'GET /api/health': { json: health() },
    'GET /user/me': { json: user({ id: 1, is_admin: true, name: 'Root' }) },
    'GET /api/rifa': { json: { data: [] } },
    'GET /api/site': { json: initial },
    'PUT /api/admin/site': ({ body }) => {
      if (answer) return answer;
      const input = body as { explorer_url: string | null; brl_per_btc: number | null };
      return {
        json: {
          ...initial,
          explorer_url: input.explorer_url,
          explorer_url_default: input.explorer_url === null,
          brl_per_btc: input.brl_per_btc,
        },
      };
    },
  });
}

async function openCard() {
  const app = renderApp('/admin');
  await app.user.click(await screen.findByRole('tab', { name: 'Configurações' }));
  return { app, card: await screen.findByTestId('site-display-card') };
}

describe("Configurações → 'Explorador e cotação'", () => {
  it('saves a base address (trailing slash dropped) and a rate typed the Brazilian way', async () => {
    const fetch = setup(SITE);
    const { app, card } = await openCard();
    await app.user.type(
      within(card).getByLabelText('Explorador de blocos'),
      'http://umbrel.local:3006/',
    );
    await app.user.type(
      within(card).getByLabelText('Cotação do bitcoin (R$ por BTC)'),
      '350.000,50',
    );
    await app.user.click(within(card).getByRole('button', { name: 'Salvar explorador e cotação' }));
    expect((await findToast()).textContent).toContain('Explorador e cotação salvos');
    expect(fetch.callsTo('PUT /api/admin/site')[0]?.body).toEqual({
      explorer_url: 'http://umbrel.local:3006',
      brl_per_btc: 350_000.5,
    });
    // The help shows what 10.000 sats read as, at the saved rate.
    await waitFor(() => expect(card.textContent).toContain('10.000 sats aparecem como ≈ R$ 35,00'));
  });

  it('refuses an address with a password or another scheme before sending, beside the field', async () => {
    const fetch = setup(SITE);
    const { app, card } = await openCard();
    const field = within(card).getByLabelText('Explorador de blocos');
    await app.user.type(field, 'https://eu:segredo@mempool.space');
    await app.user.click(within(card).getByRole('button', { name: 'Salvar explorador e cotação' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(card.textContent).toContain('Explorador de blocos não pode conter usuário ou senha');
    await app.user.clear(field);
    await app.user.type(field, 'javascript:alert(1)');
    await app.user.click(within(card).getByRole('button', { name: 'Salvar explorador e cotação' }));
    expect(card.textContent).toContain('deve ser um endereço http:// ou https://');
    expect(fetch.callsTo('PUT /api/admin/site')).toHaveLength(0);
  });

  it("shows a server error beside the field it names; blank fields send null (off, or the server's explorer)", async () => {
    const fetch = setup(
      { ...SITE, explorer_url: 'http://umbrel.local:3006', explorer_url_default: true },
      { status: 400, json: { error: 'Cotação deve ser um valor em reais', field: 'brl_per_btc' } },
    );
    const { app, card } = await openCard();
    expect(card.textContent).toContain('vale o explorador do servidor: http://umbrel.local:3006');
    await app.user.click(within(card).getByRole('button', { name: 'Salvar explorador e cotação' }));
    await waitFor(() =>
      expect(
        within(card).getByLabelText('Cotação do bitcoin (R$ por BTC)').getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(fetch.callsTo('PUT /api/admin/site')[0]?.body).toEqual({
      explorer_url: null,
      brl_per_btc: null,
    });
  });

  it.each([
    ['350.000', 350_000],
    ['350000', 350_000],
    ['350.000,5', 350_000.5],
    ['R$ 1.234.567,89', 1_234_567.89],
    ['', null],
  ])('parseRate(%j) = %j', (text, value) => {
    expect(parseRate(text)).toBe(value);
  });

  it('parseRate refuses words and negative numbers', () => {
    expect(parseRate('muito')).toBeNaN();
    expect(parseRate('-5')).toBeNaN();
  });
});
