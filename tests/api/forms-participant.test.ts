// The logged-in participant's pages without JavaScript (docs/protocols/no-javascript.md): the
// dashboard and the receipt rendered on the server for the form session's user, with the
// answers the SPA's calls get embedded, and the winner's Lightning claim as a plain form.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ticketNumber, type AuthResponse, type Purchase, type Raffle } from '@rifa/shared';
import { WEB_DIST } from '../../server/src/composition/compose.ts';
import { drawnRaffle, inAnHour, prizeOf } from '../integration/draw-support.ts';
import { movableClock } from '../support/clock.ts';
import { formBrowser, noscriptRefreshOf } from '../support/form-browser.ts';
import { pageData, visibleText } from '../support/html-page.ts';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

if (!fs.existsSync(path.join(WEB_DIST, '..', 'dist-ssr', 'entry-server.js')))
  throw new Error('web/dist-ssr não existe: rode `npm run build` antes destes testes');

const clock = movableClock();
const t = useTestApp({ clock, webDist: WEB_DIST, dirPrefix: 'rifa-forms-participant-' });

let alice: AuthResponse;
let bob: AuthResponse;
let raffle: Raffle;
let purchase: Purchase;

beforeAll(async () => {
  alice = await t.register();
  bob = await t.register();
  raffle = await t.createRaffle({
    name: 'Rifa do Painel',
    total_tickets: 50,
    end_date: inAnHour(clock),
  });
  purchase = await t.buyPaid(alice.token, raffle, 3);
}, 60_000);

const apiBody = async (route: string, token: string) =>
  (await t.api.get(route).set(bearer(token))).body as unknown;

describe('without a form session', () => {
  it('the dashboard and the receipt send the visitor to the login, and back after it', async () => {
    const browser = formBrowser(t.app);
    // The SPA shell (a bearer session in the script's storage still works), and without
    // JavaScript a refresh to the login page.
    const dashboard = await browser.get('/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.html).toContain('<div id="root"></div>');
    expect(noscriptRefreshOf(dashboard)).toBe('/login?voltar=%2Fdashboard');
    const receipt = await browser.get(`/comprovante/${purchase.id}`);
    expect(noscriptRefreshOf(receipt)).toBe(`/login?voltar=%2Fcomprovante%2F${purchase.id}`);
    expect(receipt.html).not.toContain('id="page-data"');
  });
});

describe("the dashboard, the session's user's", () => {
  it('lists the numbers bought, with the answers of the API embedded as they are', async () => {
    const page = await formBrowser(t.app).withSession(alice.token).get('/dashboard');
    expect(page.status).toBe(200);
    const text = visibleText(page.html);
    expect(text).toContain('Meus Bilhetes');
    expect(text).toContain('Rifa do Painel');
    for (const n of purchase.tickets) expect(text).toContain(ticketNumber(n, 50));
    expect(text).toContain('Seus prêmios');
    // The link to the other tab works without JavaScript.
    expect(page.html).toContain('href="/dashboard?aba=compras"');
    const data = pageData(page.html);
    expect(data.session?.user.id).toBe(alice.user.id);
    expect(data.responses['/api/transaction/user']).toEqual({
      status: 200,
      body: await apiBody('/api/transaction/user', alice.token),
    });
    expect(data.responses['/api/user/wins']).toEqual({
      status: 200,
      body: await apiBody('/api/user/wins', alice.token),
    });
    expect(data.responses['/api/user/refunds']).toEqual({
      status: 200,
      body: await apiBody('/api/user/refunds', alice.token),
    });
    expect(data.responses['/api/rifa']?.status).toBe(200);
  });

  it('?aba=compras: the transactions, each paid one with its receipt link', async () => {
    const page = await formBrowser(t.app).withSession(alice.token).get('/dashboard?aba=compras');
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-testid="transactions-table"');
    expect(page.html).toContain(`href="/comprovante/${purchase.id}"`);
    expect(visibleText(page.html)).toContain('Ver os bilhetes');
  });

  it("another user's dashboard has none of Alice's purchases", async () => {
    const page = await formBrowser(t.app).withSession(bob.token).get('/dashboard');
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).not.toContain('Rifa do Painel');
    expect(pageData(page.html).responses['/api/transaction/user']).toEqual({
      status: 200,
      body: { data: [] },
    });
  });
});

describe('the receipt', () => {
  it("is the owner's, printable, with its numbers and payment hash", async () => {
    const page = await formBrowser(t.app)
      .withSession(alice.token)
      .get(`/comprovante/${purchase.id}`);
    expect(page.status).toBe(200);
    const text = visibleText(page.html);
    expect(text).toContain('Rifa do Painel');
    expect(text).toContain(purchase.payment_hash);
    for (const n of purchase.tickets) expect(text).toContain(ticketNumber(n, 50));
    expect(page.html).toContain('data-testid="receipt"');
    const data = pageData(page.html);
    expect(data.responses[`/api/transaction/${purchase.id}`]).toEqual({
      status: 200,
      body: await apiBody(`/api/transaction/${purchase.id}`, alice.token),
    });
    expect(data.responses[`/api/rifa/${raffle.id}`]?.status).toBe(200);
  });

  it('is a 404 for anybody else, as from the API, and nothing of it shows', async () => {
    const page = await formBrowser(t.app).withSession(bob.token).get(`/comprovante/${purchase.id}`);
    expect(page.status).toBe(404);
    expect(page.html).not.toContain(purchase.payment_hash);
    expect(pageData(page.html).responses[`/api/transaction/${purchase.id}`]?.status).toBe(404);
  });
});

describe("the winner's Lightning claim as a plain form", () => {
  it('refuses without CSRF and a wrong amount beside the field, pays once, refuses the second', async () => {
    const winner = await t.register();
    const drawn = await drawnRaffle(t, clock, winner.token, {
      name: 'Rifa Relâmpago de 200',
      prize_amount: 200,
    });
    expect(prizeOf(t, drawn.id)).toMatchObject({ status: 'awaiting_invoice' });
    const browser = formBrowser(t.app).withSession(winner.token);
    const dashboard = await browser.get('/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.html).toContain('data-testid="plain-claim"');
    const form = /<form[^>]*data-form="lightning-claim:prize:[^>]*>/.exec(dashboard.html)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/dashboard"');
    const fields = (invoice: string) => ({
      resgate: 'premio',
      rifa: String(drawn.id),
      invoice,
    });

    const invoice = t.devnode.createExternalInvoice({ tokens: 200 });
    const forged = await browser.post('/dashboard', fields(invoice.request), null);
    expect(forged.status).toBe(403);
    expect(visibleText(forged.html)).toContain('Formulário expirado');
    expect(t.devnode.externalInvoice(invoice.hash)).toMatchObject({ paid: false });

    await browser.get('/dashboard');
    const wrong = t.devnode.createExternalInvoice({ tokens: 201 });
    const refused = await browser.post('/dashboard', fields(wrong.request));
    expect(refused.status).toBe(400);
    expect(visibleText(refused.html)).toContain('A fatura deve ser de exatamente 200 sats');
    // The invoice as typed, in its field, with the reason beside it.
    const field = /<textarea[^>]*name="invoice"[^>]*>([^<]*)</.exec(refused.html)?.[1];
    expect(field).toBe(wrong.request);
    expect(refused.html).toContain('data-testid="claim-error"');
    expect(prizeOf(t, drawn.id)).toMatchObject({ status: 'awaiting_invoice' });

    const paid = await browser.post('/dashboard', fields(invoice.request));
    expect(paid.status).toBe(303);
    expect(paid.location).toBe('/dashboard#premios');
    expect(t.devnode.externalInvoice(invoice.hash)).toMatchObject({ paid: true });
    expect(prizeOf(t, drawn.id)).toMatchObject({ status: 'sent', payment_hash: invoice.hash });

    const after = await browser.get('/dashboard');
    const text = visibleText(after.html);
    expect(text).toContain('Pago via Lightning');
    expect(text).toContain(invoice.hash);
    expect(after.html).not.toContain('data-testid="plain-claim"');

    const again = await browser.post('/dashboard', fields(invoice.request));
    expect(again.status).toBe(409);
    expect(again.html).toContain('data-testid="claim-refused"');
    expect(t.devnode.payments().filter((payment) => payment.hash === invoice.hash)).toHaveLength(1);
  }, 60_000);
});
