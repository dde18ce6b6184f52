// docs/protocols/payment.md#consent-before-the-first-purchase: an account's first purchase carries
// accept_terms and adult (true); without them it is a pt-BR 400 naming the field and nothing
// is reserved. The date is recorded once, shown on /user/me and in the LGPD data export.
import { describe, expect, it } from 'vitest';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp({ dirPrefix: 'rifa-consent-' });

const order = (token: string, raffleId: number, consent: Record<string, unknown>) =>
  t.api
    .post('/api/transaction')
    .set(bearer(token))
    .send({ type_tx: 'buy', raffle_id: raffleId, tickets_count: 1, amount: 1_000, ...consent });

describe('consent before the first purchase', () => {
  it.each([
    ['neither field', {}, 'accept_terms', 'Aceite o regulamento para comprar (accept_terms)'],
    [
      'accept_terms as a string',
      { accept_terms: 'true', adult: true },
      'accept_terms',
      'Aceite o regulamento para comprar (accept_terms)',
    ],
    [
      'accept_terms without adult',
      { accept_terms: true },
      'adult',
      'Confirme que você tem 18 anos ou mais (adult)',
    ],
    [
      'adult false',
      { accept_terms: true, adult: false },
      'adult',
      'Confirme que você tem 18 anos ou mais (adult)',
    ],
  ])(
    '%s: a 400 naming the field, nothing reserved, nothing recorded',
    async (_c, consent, field, error) => {
      const raffle = await t.createRaffle();
      const buyer = await t.register();
      const response = await order(buyer.token, raffle.id, consent);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error, field });
      const mine = await t.api.get('/api/transaction/user').set(bearer(buyer.token));
      expect(mine.body.data).toEqual([]);
      const me = await t.api.get('/user/me').set(bearer(buyer.token));
      expect(me.body.purchase_consent_at).toBeNull();
    },
  );

  it('given once, it is recorded, kept, exported, and not asked again', async () => {
    const raffle = await t.createRaffle();
    const buyer = await t.register();
    expect(
      (await t.api.get('/user/me').set(bearer(buyer.token))).body.purchase_consent_at,
    ).toBeNull();

    const first = await order(buyer.token, raffle.id, { accept_terms: true, adult: true });
    expect(first.status).toBe(201);
    const at = (await t.api.get('/user/me').set(bearer(buyer.token))).body.purchase_consent_at;
    expect(typeof at).toBe('string');
    expect(Number.isNaN(Date.parse(at))).toBe(false);

    // The next purchase, in another raffle too, needs nothing more; the first date stays.
    const other = await t.createRaffle();
    const second = await order(buyer.token, other.id, {});
    expect(second.status).toBe(201);
    await order(buyer.token, other.id, { accept_terms: true, adult: true });
    expect((await t.api.get('/user/me').set(bearer(buyer.token))).body.purchase_consent_at).toBe(
      at,
    );

    const data = await t.api.get('/user/me/data').set(bearer(buyer.token));
    expect(data.status).toBe(200);
    expect(data.body.purchase_consent_at).toBe(at);
  });

  it('a purchase refused later (a raffle that does not exist) still needs the consent first', async () => {
    const buyer = await t.register();
    const response = await order(buyer.token, 99_999, {});
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('accept_terms');
  });

  it('consent sent with a purchase that is refused is not recorded: a refusal leaves no trace', async () => {
    const buyer = await t.register();
    const refused = await order(buyer.token, 99_999, { accept_terms: true, adult: true });
    expect(refused.status).toBe(404);
    const me = await t.api.get('/user/me').set({ Authorization: `Bearer ${buyer.token}` });
    expect(me.body.purchase_consent_at).toBeNull();
  });
});
