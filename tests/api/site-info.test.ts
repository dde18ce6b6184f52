// docs/decisions/0014-numbers-prizes-packages.md, the footer on every page: GET /api/site gives the organiser's contact, the general
// terms (a pt-BR default saying who runs the raffles until the admin writes their own) and the
// app version; PUT /api/admin/site (admin only) edits the texts, validated with pt-BR errors,
// kept in SQLite across restarts.
import { describe, expect, it } from 'vitest';
import { MAX_CONTACT_CHARS, MAX_TERMS_CHARS, type SiteInfo } from '@rifa/shared';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp({ dirPrefix: 'rifa-site-' });

const site = async () => {
  const response = await t.api.get('/api/site');
  expect(response.status).toBe(200);
  return response.body as SiteInfo;
};
const update = (body: object) => t.api.put('/api/admin/site').set(bearer(t.adminToken)).send(body);

describe('GET /api/site', () => {
  it('starts with no contact, the default terms and the version /api/health reports', async () => {
    const info = await site();
    expect(info.organiser_contact).toBeNull();
    expect(info.terms_default).toBe(true);
    expect(info.version).toBe((await t.api.get('/api/health')).body.version);
    // Who runs it, who answers for it, the draw, final payments, LGPD, contact.
    for (const words of [
      'operador deste servidor',
      'não respondem por estas rifas',
      'O operador responde pelas rifas',
      'entrega dos prêmios físicos',
      'reembolsos',
      'refazer a conta',
      'pagamento Lightning concluído é definitivo',
      'LGPD',
      'Minha conta e meus dados',
      'Contato',
    ])
      expect(info.terms).toContain(words);
  });
});

describe('PUT /api/admin/site', () => {
  it('saves the contact and the terms trimmed, with line breaks, and keeps them across a restart', async () => {
    const response = await update({
      organiser_contact: '  WhatsApp (11) 91234-5678  ',
      terms: '  Termos da Rifa do Zé\r\n\r\nO Zé responde por tudo.\tObrigado.  ',
    });
    expect(response.status).toBe(200);
    const expected = {
      organiser_contact: 'WhatsApp (11) 91234-5678',
      terms: 'Termos da Rifa do Zé\n\nO Zé responde por tudo.\tObrigado.',
      terms_default: false,
      version: 'test',
      explorer_url: null,
      explorer_url_default: true,
      brl_per_btc: null,
      // The chain's lag is read in the background: a number once read, null just after a start.
      draw_timing: {
        mtp_lag_seconds: expect.toSatisfy(
          (lag: unknown) => lag === null || typeof lag === 'number',
        ),
        confirmations: 6,
      },
    };
    expect(response.body).toEqual(expected);
    await t.restart();
    expect(await site()).toEqual(expected);
  });

  it('keeps an absent field; null or blank clears the contact and restores the default terms', async () => {
    await update({ organiser_contact: 'nostr:npub1zé', terms: 'Meus termos' });
    expect((await update({ terms: 'Outros termos' })).body.organiser_contact).toBe('nostr:npub1zé');
    const cleared = (await update({ organiser_contact: null, terms: '   ' })).body as SiteInfo;
    expect(cleared.organiser_contact).toBeNull();
    expect(cleared.terms_default).toBe(true);
    expect(cleared.terms).toContain('operador deste servidor');
    expect((await update({ organiser_contact: ' ' })).body.organiser_contact).toBeNull();
  });

  it.each([
    ['terms a number', { terms: 42 }, 'Termos gerais deve ser um texto'],
    ['contact a list', { organiser_contact: ['a'] }, 'Contato do organizador deve ser um texto'],
    [
      'an ANSI escape',
      { terms: 'Olá\u001b[31m vermelho' },
      /Termos gerais não pode conter caracteres de controle/,
    ],
    [
      'a NUL',
      { organiser_contact: 'a\u0000b' },
      /Contato do organizador não pode conter caracteres de controle/,
    ],
    ['a bidi override', { terms: 'abc\u202Etxt.exe' }, /invertem a direção do texto/],
    [
      'a long contact',
      { organiser_contact: 'x'.repeat(MAX_CONTACT_CHARS + 1) },
      /no máximo 200 caracteres/,
    ],
    ['long terms', { terms: 'x'.repeat(MAX_TERMS_CHARS + 1) }, /no máximo 20\.000 caracteres/],
    ['an array body', ['terms'], 'Corpo da requisição deve ser um objeto JSON'],
  ])('refuses %s with a pt-BR 400, changing nothing', async (_label, body, message) => {
    await update({ organiser_contact: 'Antes', terms: null });
    const response = await update(
      Array.isArray(body) ? body : { organiser_contact: 'Depois', ...body },
    );
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(message);
    expect((await site()).organiser_contact).toBe('Antes');
  });

  it('is for admins only: 401 without a token, 403 for a participant, 200 with the API key', async () => {
    expect((await t.api.put('/api/admin/site').send({ terms: 'x' })).status).toBe(401);
    const participant = await t.register();
    const forbidden = await t.api
      .put('/api/admin/site')
      .set(bearer(participant.token))
      .send({ terms: 'x' });
    expect(forbidden.status).toBe(403);
    const key = (await t.api.post('/api/admin/api-key').set(bearer(t.adminToken))).body as {
      api_key: string;
    };
    const withKey = await t.api
      .put('/api/admin/site')
      .set('x-api-key', key.api_key)
      .send({ organiser_contact: 'Pelo script' });
    expect(withKey.status).toBe(200);
    expect((await site()).organiser_contact).toBe('Pelo script');
  });
});
