// Buying from any wallet (docs/protocols/lnurl.md) over real HTTP with the devnode: the raffle's
// payRequest, the callback's refusals as LNURL ERRORs, numbers from the comment (a race for
// the same number has one winner), the invoice's description_hash, LUD-21 verify, the aes
// success action leading to the ticket page, the wallet buyers' cap and the callback's rate cap.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { parsePaymentRequest } from 'invoices';
import type { Raffle, TicketPage } from '@rifa/shared';
import {
  decodeLnurl,
  WALLET_INVOICES_PER_MINUTE,
  type PayCallbackAnswer,
} from '../../server/src/domain/lnurl/index.ts';
import { lnurlWallet, msat } from '../support/lnurl-wallet.ts';
import { useListeningApp } from '../support/listening-app.ts';
import { eventually } from '../support/poll.ts';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp({ dirPrefix: 'rifa-lnurl-pay-' });
const served = useListeningApp(t);

const payRequest = (raffle: Pick<Raffle, 'id'>) =>
  t.api.get(`/.well-known/lnurlp/rifa${raffle.id}`);

const { callback, pay, ticketPath } = lnurlWallet(t);

describe('GET /.well-known/lnurlp/rifa<id> (LUD-06, LUD-16)', () => {
  it('answers whole tickets between the minimum and one buyer’s cap, for any origin', async () => {
    const raffle = await t.createRaffle({ name: 'Bicicleta', total_tickets: 100, min_tickets: 2 });
    const res = await payRequest(raffle);
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.body).toMatchObject({
      tag: 'payRequest',
      minSendable: 2_000_000,
      maxSendable: 10_000_000,
      commentAllowed: 200,
    });
    expect(new URL(res.body.callback).pathname).toBe(`/lnurl/pagar/${raffle.id}`);
    const metadata = JSON.parse(res.body.metadata) as [string, string][];
    expect(metadata[0]).toEqual(['text/plain', 'Rifa Bicicleta: bilhetes de 1.000 sats']);
  });

  it('carries the first photo as a small JPEG, the same bytes at every request', async () => {
    const raffle = await t.createRaffle({ name: 'Com foto' });
    const pixels = Buffer.alloc(640 * 480 * 3, 90);
    const jpeg = await sharp(pixels, { raw: { width: 640, height: 480, channels: 3 } })
      .jpeg()
      .toBuffer();
    const uploaded = await t.api
      .post(`/api/rifa/admin/${raffle.id}/photos`)
      .set(bearer(t.adminToken))
      .set('Content-Type', 'image/jpeg')
      .serialize((body: unknown) => body as string)
      .send(jpeg);
    expect(uploaded.status).toBe(201);
    const first = (await payRequest(raffle)).body.metadata as string;
    const image = (JSON.parse(first) as [string, string][]).find(([type]) =>
      type.startsWith('image/'),
    );
    expect(image?.[0]).toBe('image/jpeg;base64');
    const meta = await sharp(Buffer.from(image![1], 'base64')).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(128);
    expect((await payRequest(raffle)).body.metadata).toBe(first);
  });

  it('unknown raffles and names answer LNURL ERRORs, never 500', async () => {
    for (const path of [
      '/.well-known/lnurlp/rifa999999',
      '/.well-known/lnurlp/maria',
      '/.well-known/lnurlp/rifa0',
    ]) {
      const res = await t.api.get(path);
      expect(res.status).toBe(404);
      expect(res.body.status).toBe('ERROR');
      expect(res.body.reason).toMatch(/não encontrad/);
    }
  });

  it('GET /api/rifa/:id/lnurl gives the LNURL of that payRequest, and says http on clearnet will not do', async () => {
    const raffle = await t.createRaffle();
    const res = await t.api.get(`/api/rifa/${raffle.id}/lnurl`);
    expect(res.status).toBe(200);
    expect(new URL(decodeLnurl(res.body.lnurl)!).pathname).toBe(
      `/.well-known/lnurlp/rifa${raffle.id}`,
    );
    expect(res.body.qr).toBe(`LIGHTNING:${res.body.lnurl.toUpperCase()}`);
    expect(res.body.works).toBe(false);
    expect(res.body.address).toBeNull();
    expect(res.body.note).toMatch(/HTTPS ou por um endereço \.onion/);
    const onion = await t.api
      .get(`/api/rifa/${raffle.id}/lnurl`)
      .set('Host', 'rifaxyzabcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqr.onion');
    expect(onion.body.works).toBe(true);
    expect(onion.body.address).toBe(
      `rifa${raffle.id}@rifaxyzabcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqr.onion`,
    );
    expect(onion.body.lud17).toMatch(/^lnurlp:\/\/rifaxyz.*\.onion\/\.well-known\/lnurlp\/rifa/);
  });
});

describe('the callback', () => {
  it('refuses amounts that are not whole tickets, too few or more than is left, in pt-BR', async () => {
    const raffle = await t.createRaffle({ total_tickets: 20, min_tickets: 2 });
    const cases: [number | string, number, RegExp][] = [
      ['abc', 400, /número inteiro de milissatoshis/],
      [1_500_000, 400, /número inteiro de bilhetes de 1\.000 sats/],
      [1_000_000, 400, /Mínimo de 2 bilhetes/],
      [msat(raffle, 21), 409, /Restam apenas 20 bilhetes/],
    ];
    for (const [amount, status, reason] of cases) {
      const res = await callback(raffle, amount);
      expect(res.status, String(amount)).toBe(status);
      expect(res.body.status).toBe('ERROR');
      expect(res.body.reason).toMatch(reason);
    }
    const comment = await callback(raffle, msat(raffle, 2), 'quero o 7');
    expect(comment.status).toBe(400);
    expect(comment.body.reason).toMatch(/Não entendi "quero", "o" no comentário/);
    const outside = await callback(raffle, msat(raffle, 2), '7, 99');
    expect(outside.body.reason).toBe('Número fora desta rifa: 99. Escolha de 01 a 20.');
  });

  it('reserves the numbers of the comment and the rest at random; the invoice commits to the metadata', async () => {
    const raffle = await t.createRaffle({ total_tickets: 100 });
    const metadata = (await payRequest(raffle)).body.metadata as string;
    const res = await callback(raffle, msat(raffle, 3), '07 42');
    expect(res.status).toBe(200);
    const answer = res.body as PayCallbackAnswer;
    expect(answer.routes).toEqual([]);
    expect(answer.successAction.tag).toBe('aes');
    const parsed = parsePaymentRequest({ request: answer.pr });
    expect(parsed.tokens).toBe(3_000);
    expect(parsed.description_hash).toBe(createHash('sha256').update(metadata).digest('hex'));
    expect(new URL(answer.verify).pathname).toBe(`/lnurl/verificar/${parsed.id}`);

    const before = await t.api.get(new URL(answer.verify).pathname);
    expect(before.body).toEqual({ status: 'OK', settled: false, preimage: null, pr: answer.pr });

    const preimage = await pay(answer);
    expect(createHash('sha256').update(Buffer.from(preimage, 'hex')).digest('hex')).toBe(parsed.id);
    const path = ticketPath(answer, preimage);
    const page = await eventually('ticket page paid', async () => {
      const body = (await t.api.get(`/api${path}`)).body as TicketPage;
      return body.purchase?.status === 'paid' ? body : undefined;
    });
    expect(page.purchase.tickets).toHaveLength(3);
    expect(page.purchase.tickets).toEqual(expect.arrayContaining([7, 42]));
    expect(page.saved).toBe(false);
    expect(page.raffle_status).toBe('active');
    // The preimage opens the same page (a wallet that could not show the success action).
    const byPreimage = await t.api.get(`/api/bilhete/${preimage}`);
    expect(byPreimage.body.purchase.id).toBe(page.purchase.id);
    const headers = (await t.api.get(`/api${path}`)).headers;
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['x-robots-tag']).toBe('noindex');
  });

  it('two wallets racing for the same number: one invoice, the other an ERROR naming it', async () => {
    const raffle = await t.createRaffle({ total_tickets: 100 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        served.client.call<{ status?: string; reason?: string; pr?: string }>(
          'GET',
          `/lnurl/pagar/${raffle.id}?amount=${msat(raffle, 1)}&comment=5`,
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(5);
    for (const r of refused) {
      expect(r.body.status).toBe('ERROR');
      expect(r.body.reason).toContain('005');
    }
  });

  it('an invoice settled twice over the stream credits its tickets once', async () => {
    const raffle = await t.createRaffle({ total_tickets: 100 });
    const answer = (await callback(raffle, msat(raffle, 2))).body as PayCallbackAnswer;
    t.devnode.repeatInvoiceEvents(true);
    try {
      await pay(answer);
      await eventually('2 tickets sold', () =>
        t.store.db
          .prepare('SELECT sold_tickets FROM raffles WHERE id = ?')
          .pluck()
          .get(raffle.id) === 2
          ? true
          : undefined,
      );
    } finally {
      t.devnode.repeatInvoiceEvents(false);
    }
    expect(
      t.store.db.prepare('SELECT COUNT(*) FROM tickets WHERE raffle_id = ?').pluck().get(raffle.id),
    ).toBe(2);
    expect(
      t.store.db.prepare('SELECT sold_tickets FROM raffles WHERE id = ?').pluck().get(raffle.id),
    ).toBe(2);
  });

  it('wallet buyers together hold at most one account’s cap of unpaid tickets', async () => {
    const raffle = await t.createRaffle({ total_tickets: 100 });
    expect((await callback(raffle, msat(raffle, 6))).status).toBe(200);
    const over = await callback(raffle, msat(raffle, 5));
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      status: 'ERROR',
      reason:
        'Há 6 bilhetes aguardando pagamento por carteiras nesta rifa, o máximo é 10. Tente de novo em alguns minutos, quando as faturas em aberto forem pagas ou expirarem.',
    });
    // An account's own cap is its own: the wallets' held tickets do not count against it.
    const alice = await t.register();
    expect((await t.buy(alice.token, raffle, 5)).status).toBe('pending');
  });

  it(`caps the callback at ${WALLET_INVOICES_PER_MINUTE} invoices a minute per raffle, with a pt-BR ERROR`, async () => {
    const raffle = await t.createRaffle({ total_tickets: 10_000 });
    const other = await t.createRaffle({ total_tickets: 10_000 });
    for (let i = 0; i < WALLET_INVOICES_PER_MINUTE; i++)
      expect((await callback(raffle, msat(raffle, 1))).status).toBe(200);
    const refused = await callback(raffle, msat(raffle, 1));
    expect(refused.status).toBe(429);
    expect(refused.body.reason).toMatch(/Muitas faturas pedidas por carteiras nesta rifa/);
    // Per raffle: another raffle still sells.
    expect((await callback(other, msat(other, 1))).status).toBe(200);
  });
});

describe('the ticket page', () => {
  it('unknown secrets are a pt-BR 404; saving needs a login and moves the purchase to the account once', async () => {
    expect((await t.api.get(`/api/bilhete/${'A'.repeat(43)}`)).status).toBe(404);
    expect((await t.api.get('/api/bilhete/curto')).body.error).toMatch(/não encontrada/);
    const raffle = await t.createRaffle({ total_tickets: 100 });
    const answer = (await callback(raffle, msat(raffle, 2), '3')).body as PayCallbackAnswer;
    const path = ticketPath(answer, await pay(answer));
    await eventually('ticket page paid', async () =>
      (await t.api.get(`/api${path}`)).body.purchase?.status === 'paid' ? true : undefined,
    );
    expect((await t.api.post(`/api${path}/guardar`)).status).toBe(401);
    const alice = await t.register();
    const saved = await t.api.post(`/api${path}/guardar`).set(bearer(alice.token));
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ saved: true });
    const mine = await t.api.get('/api/transaction/user').set(bearer(alice.token));
    expect(mine.body.data.map((p: { raffle_id: number }) => p.raffle_id)).toContain(raffle.id);
    expect(
      t.store.db
        .prepare('SELECT COUNT(*) FROM tickets WHERE raffle_id = ? AND user_id = ?')
        .pluck()
        .get(raffle.id, alice.user.id),
    ).toBe(2);
    const page = (await t.api.get(`/api${path}`)).body as TicketPage;
    expect(page.saved).toBe(true);
    const again = await t.api.post(`/api${path}/guardar`).set(bearer(alice.token));
    expect(again.status).toBe(409);
  });
});
