// The demo's POST /api/dev/invoices/:payment_hash/pay (docs/protocols/lnurl.md): any of our
// invoices can be settled without a wallet — a wallet purchase's LNURL invoice included — and
// a second payment is refused, as a wallet would find it. The demo routes over real HTTP with
// the app's services and devnode.
import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import type { PayCallbackAnswer } from '../../server/src/domain/lnurl/index.ts';
import { devRoutes } from '../../server/src/demo/index.ts';
import { errorHandler } from '../../server/src/http/error-handler.ts';
import { hashOf, lnurlWallet, msat } from '../support/lnurl-wallet.ts';
import { eventually } from '../support/poll.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp({ dirPrefix: 'rifa-dev-pay-' });
const wallet = lnurlWallet(t);

function demo() {
  const app = express();
  app.use(express.json());
  app.use(devRoutes({ services: t.services, devnode: t.devnode, network: 'regtest' }));
  app.use(errorHandler());
  return supertest(app);
}

describe('POST /api/dev/invoices/:payment_hash/pay', () => {
  it('settles a wallet purchase’s invoice once; the tickets are credited once', async () => {
    const raffle = await t.createRaffle({ total_tickets: 50 });
    const answer = (await wallet.callback(raffle, msat(raffle, 2))).body as PayCallbackAnswer;
    const hash = hashOf(answer.pr);
    const paid = await demo().post(`/api/dev/invoices/${hash}/pay`);
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({ ok: true });
    await eventually('credited', async () =>
      (await t.api.get(new URL(answer.verify).pathname)).body.settled ? true : undefined,
    );
    const again = await demo().post(`/api/dev/invoices/${hash}/pay`);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/já foi paga/);
    const sold = t.store.db
      .prepare('SELECT COUNT(*) FROM tickets WHERE raffle_id = ?')
      .pluck()
      .get(raffle.id);
    expect(sold).toBe(2);
  });

  it('answers 404 for an invoice the node does not know and 400 for a malformed hash', async () => {
    expect((await demo().post(`/api/dev/invoices/${'ab'.repeat(32)}/pay`)).status).toBe(404);
    const bad = await demo().post('/api/dev/invoices/xyz/pay');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/64 caracteres hexadecimais/);
  });
});
