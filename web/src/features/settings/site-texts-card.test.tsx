import type { SiteInfo } from '@rifa/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { health, user } from '../../test/fixtures.ts';
import { findToast, loginAs, renderApp } from '../../test/render-app.tsx';
import { SITE } from '../../test/site-fixtures.ts';

// docs/decisions/0014-numbers-prizes-packages.md: Configurações → 'Contato e termos gerais' edits the footer's contact and the
// general terms (PUT /api/admin/site); the footer shows the saved contact at once, and
// 'Restaurar texto padrão' brings back the default terms.

const DEFAULT: SiteInfo = { ...SITE, terms: 'Texto padrão dos termos', terms_default: true };

function setup(initial: SiteInfo) {
  loginAs();
  return mockFetch({
    'GET /api/health': { json: health() },
    'GET /user/me': { json: user({ id: 1, is_admin: true, name: 'Root' }) },
    'GET /api/rifa': { json: { data: [] } },
    'GET /api/site': { json: initial },
    'PUT /api/admin/site': ({ body }) => {
      const input = body as { organiser_contact?: string | null; terms?: string | null };
      const terms = input.terms === undefined ? initial.terms : input.terms;
      return {
        json: {
          ...initial,
          organiser_contact:
            input.organiser_contact === undefined
              ? initial.organiser_contact
              : input.organiser_contact,
          terms: terms ?? DEFAULT.terms,
          terms_default: terms === null || (input.terms === undefined && initial.terms_default),
        },
      };
    },
  });
}

async function openCard() {
  const app = renderApp('/admin');
  await app.user.click(await screen.findByRole('tab', { name: 'Configurações' }));
  return { app, card: await screen.findByTestId('site-texts-card') };
}

describe("Configurações → 'Contato e termos gerais'", () => {
  it('saves the contact (the footer shows it at once) without turning the default terms into custom ones', async () => {
    const fetch = setup({ ...DEFAULT, organiser_contact: null });
    const { app, card } = await openCard();
    const contact = await within(card).findByLabelText('Contato do organizador');
    expect(within(card).getByText(/Este é o texto padrão/)).toBeTruthy();
    expect(
      (within(card).getByRole('button', { name: 'Restaurar texto padrão' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await app.user.type(contact, '  Telegram @rifadoze ');
    await app.user.click(within(card).getByRole('button', { name: 'Salvar contato e termos' }));
    expect((await findToast()).textContent).toContain('Contato e termos salvos');
    expect(fetch.callsTo('PUT /api/admin/site')[0]?.body).toEqual({
      organiser_contact: 'Telegram @rifadoze',
    });
    await waitFor(() =>
      expect(screen.getByTestId('footer-contact').textContent).toContain('Telegram @rifadoze'),
    );
  });

  it('saves edited terms, and restores the default', async () => {
    const fetch = setup(SITE);
    const { app, card } = await openCard();
    const terms = await within(card).findByLabelText('Termos gerais');
    expect((terms as HTMLTextAreaElement).value).toBe(SITE.terms);
    await app.user.clear(terms);
    await app.user.type(terms, 'Novos termos{enter}Segunda linha');
    await app.user.click(within(card).getByRole('button', { name: 'Salvar contato e termos' }));
    await waitFor(() => expect(fetch.callsTo('PUT /api/admin/site')).toHaveLength(1));
    expect(fetch.callsTo('PUT /api/admin/site')[0]?.body).toEqual({
      organiser_contact: SITE.organiser_contact,
      terms: 'Novos termos\nSegunda linha',
    });

    await app.user.click(within(card).getByRole('button', { name: 'Restaurar texto padrão' }));
    await waitFor(() => expect(fetch.callsTo('PUT /api/admin/site')).toHaveLength(2));
    expect(fetch.callsTo('PUT /api/admin/site')[1]?.body).toEqual({ terms: null });
    await waitFor(() => expect((terms as HTMLTextAreaElement).value).toBe(DEFAULT.terms));
    expect(within(card).getByText(/Este é o texto padrão/)).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    const fetch = setup(SITE);
    fetch.on('PUT /api/admin/site', {
      status: 400,
      json: { error: 'Termos gerais não pode conter caracteres de controle' },
    });
    const { app, card } = await openCard();
    await app.user.click(
      await within(card).findByRole('button', { name: 'Salvar contato e termos' }),
    );
    expect((await within(card).findByTestId('site-texts-error')).textContent).toBe(
      'Termos gerais não pode conter caracteres de controle',
    );
  });
});
