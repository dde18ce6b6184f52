// docs/protocols/configuration.md#explorer-and-reais over HTTP: the explorer and the BRL rate
// are saved with the site texts (PUT /api/admin/site), read by everyone (GET /api/site), kept
// across a restart, and refused with a pt-BR message naming the field when bad.
import { describe, expect, it } from 'vitest';
import type { SiteInfo } from '@rifa/shared';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp({ dirPrefix: 'rifa-site-display-' });

const site = async () => (await t.api.get('/api/site')).body as SiteInfo;
const update = (body: object) => t.api.put('/api/admin/site').set(bearer(t.adminToken)).send(body);

describe('explorer and reais in the site settings', () => {
  it('start off: no explorer, no rate', async () => {
    expect(await site()).toMatchObject({
      explorer_url: null,
      explorer_url_default: true,
      brl_per_btc: null,
    });
  });

  it('are saved, read publicly, kept across a restart, and cleared with null or blank', async () => {
    const saved = await update({
      explorer_url: 'https://mempool.space/',
      brl_per_btc: 350_000.456,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      explorer_url: 'https://mempool.space',
      explorer_url_default: false,
      brl_per_btc: 350_000.46,
    });
    // Absent keys keep their values.
    expect((await update({ organiser_contact: 'Telegram @ze' })).body.brl_per_btc).toBe(350_000.46);
    await t.restart();
    expect(await site()).toMatchObject({
      explorer_url: 'https://mempool.space',
      brl_per_btc: 350_000.46,
    });
    const cleared = (await update({ explorer_url: ' ', brl_per_btc: null })).body as SiteInfo;
    expect(cleared).toMatchObject({
      explorer_url: null,
      explorer_url_default: true,
      brl_per_btc: null,
    });
  });

  it.each([
    [{ explorer_url: 'javascript:alert(1)' }, 'explorer_url', 'http:// ou https://'],
    [{ explorer_url: 'https://eu:senha@mempool.space' }, 'explorer_url', 'usuário ou senha'],
    [{ explorer_url: 'https://mempool.space/?a=1' }, 'explorer_url', 'sem ? nem #'],
    [{ explorer_url: 42 }, 'explorer_url', 'texto'],
    [{ brl_per_btc: 0 }, 'brl_per_btc', 'maior que zero'],
    [{ brl_per_btc: -5 }, 'brl_per_btc', 'maior que zero'],
    [{ brl_per_btc: '350000' }, 'brl_per_btc', 'reais por bitcoin'],
    [{ brl_per_btc: 1e12 }, 'brl_per_btc', 'reais por bitcoin'],
  ])('refuses %j with a 400 naming %s, and stores nothing', async (body, field, words) => {
    await update({ explorer_url: 'https://mempool.space', brl_per_btc: 300_000 });
    const response = await update({ organiser_contact: 'não salvo', ...body });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe(field);
    expect(response.body.error).toContain(words);
    expect(await site()).toMatchObject({
      explorer_url: 'https://mempool.space',
      brl_per_btc: 300_000,
    });
    expect((await site()).organiser_contact).not.toBe('não salvo');
  });

  it('only an admin saves them', async () => {
    const { token } = await t.register();
    const response = await t.api.put('/api/admin/site').set(bearer(token)).send({ brl_per_btc: 1 });
    expect(response.status).toBe(403);
  });
});
