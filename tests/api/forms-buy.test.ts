// docs/protocols/no-javascript.md: buying without JavaScript. A browser that only follows links
// and posts forms (cookies kept, redirects seen) opens the raffle, picks numbers on the
// server-rendered board, buys, sees the invoice with its QR and pays it ('Simular pagamento').
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Purchase, Raffle } from '@rifa/shared';
import { WEB_DIST } from '../../server/src/composition/compose.ts';
import { formBrowser, noscriptRefreshOf } from '../support/form-browser.ts';
import { visibleText } from '../support/html-page.ts';
import { eventually } from '../support/poll.ts';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

if (!fs.existsSync(path.join(WEB_DIST, '..', 'dist-ssr', 'entry-server.js')))
  throw new Error('web/dist-ssr não existe: rode `npm run build` antes destes testes');

const t = useTestApp({ webDist: WEB_DIST, dirPrefix: 'rifa-forms-buy-', simulatePayments: true });

// 250 numbers: three pages of the board.
let raffle: Raffle;
const buyUrl = () => `/raffles/${raffle.id}/comprar`;

beforeAll(async () => {
  raffle = await t.createRaffle({ name: 'Rifa Sem Script', total_tickets: 250 });
}, 60_000);

async function loggedIn() {
  const user = await t.register();
  return { user, browser: formBrowser(t.app).withSession(user.token) };
}

async function purchasesOf(token: string): Promise<Purchase[]> {
  return (
    (await t.api.get('/api/transaction/user').set(bearer(token))).body as { data: Purchase[] }
  ).data;
}

describe('buying without JavaScript', () => {
  it('raffle page → buy page → two numbers from two board pages → invoice → paid', async () => {
    const { user, browser } = await loggedIn();

    const detail = await browser.get(`/raffles/${raffle.id}`);
    expect(detail.status).toBe(200);
    expect(detail.html).toMatch(new RegExp(`<a [^>]*href="${buyUrl()}"[^>]*>Comprar Bilhete</a>`));

    const buy = await browser.get(buyUrl());
    expect(buy.status).toBe(200);
    expect(visibleText(buy.html)).toContain('Comprar Bilhetes');
    expect(buy.html).toMatch(/<input[^>]*name="numeros"[^>]*value="7"/);
    expect(visibleText(buy.html)).toContain('Página 1 de 3');

    // Number 7 ticked, then 'Próxima página': the choice travels in the redirect's query.
    const next = await browser.post(buyUrl(), {
      quantidade: '2',
      anteriores: '',
      digitados: '',
      pagina: '1',
      numeros: ['7'],
      ir: '2',
    });
    expect(next.status).toBe(303);
    const query = new URL(next.location!, 'http://x').searchParams;
    expect(query.get('numeros')).toBe('7');
    expect(query.get('pagina')).toBe('2');

    const second = await browser.get(next.location!);
    expect(second.status).toBe(200);
    expect(visibleText(second.html)).toContain('Página 2 de 3');
    expect(second.html).toMatch(/<input[^>]*name="numeros"[^>]*value="142"/);
    expect(second.html).toMatch(/<input[^>]*name="digitados"[^>]*value="7"/);

    const bought = await browser.post(buyUrl(), {
      quantidade: '2',
      anteriores: '7',
      digitados: '7',
      pagina: '2',
      numeros: ['142'],
      accept_terms: 'true',
      adult: 'true',
      acao: 'comprar',
    });
    expect(bought.status).toBe(303);
    const id = Number(/^\/pagamento\/(\d+)$/.exec(bought.location ?? '')?.[1]);
    expect(id).toBeGreaterThan(0);
    const purchase = (await t.api.get(`/api/transaction/${id}`).set(bearer(user.token)))
      .body as Purchase;
    expect(purchase.numbers).toEqual([7, 142]);

    const invoice = await browser.get(`/pagamento/${id}`);
    expect(invoice.status).toBe(200);
    expect(invoice.html).toContain('<meta http-equiv="refresh" content="10">');
    expect(invoice.html).toContain('data:image/svg+xml');
    expect(invoice.html).toContain(purchase.payment_request);
    expect(visibleText(invoice.html)).toContain('Tempo restante');
    expect(invoice.html).toMatch(new RegExp(`<a [^>]*href="/pagamento/${id}"[^>]*>Atualizar</a>`));

    // 'Simular pagamento' (demo mode's form), then the watcher credits the tickets.
    const paid = await browser.post(`/pagamento/${id}/simular`, {});
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`/pagamento/${id}`);
    const confirmed = await eventually(
      'Pagamento confirmado',
      async () => {
        const page = await browser.get(`/pagamento/${id}`);
        return visibleText(page.html).includes('Pagamento confirmado') && page;
      },
      15_000,
      200,
    );
    expect(visibleText(confirmed.html)).toContain('Seus bilhetes: 007, 142');
    expect(confirmed.html).toContain(`href="/comprovante/${id}"`);
    expect(confirmed.html).not.toContain('http-equiv="refresh"');
  }, 60_000);

  it("'Quero sorte!' fills the slots left with free numbers", async () => {
    const { browser } = await loggedIn();
    await browser.get(buyUrl());
    const lucky = await browser.post(buyUrl(), {
      quantidade: '3',
      anteriores: '',
      digitados: '9',
      pagina: '1',
      acao: 'sorte',
    });
    expect(lucky.status).toBe(303);
    const numbers = new URL(lucky.location!, 'http://x').searchParams.get('numeros')!.split(',');
    expect(numbers).toHaveLength(3);
    expect(numbers[0]).toBe('9');
    const page = await browser.get(lucky.location!);
    expect(page.html).toMatch(/<input[^>]*name="digitados"[^>]*value="9, /);
  });

  it('a taken number: 409, the page names it and keeps what was chosen', async () => {
    const { browser } = await loggedIn();
    await browser.get(buyUrl());
    // 7 was bought above.
    const refused = await browser.post(buyUrl(), {
      quantidade: '2',
      anteriores: '',
      digitados: '7, 50',
      pagina: '1',
      accept_terms: 'true',
      adult: 'true',
      acao: 'comprar',
    });
    expect(refused.status).toBe(409);
    expect(visibleText(refused.html)).toContain('O número 007 já foi reservado ou vendido');
    expect(refused.html).toMatch(/<input[^>]*name="digitados"[^>]*value="7, 50"/);
    expect(refused.html).toMatch(/<input[^>]*name="quantidade"[^>]*value="2"/);
  });

  it('an invalid quantity: 400 beside the field', async () => {
    const { browser } = await loggedIn();
    await browser.get(buyUrl());
    const refused = await browser.post(buyUrl(), {
      quantidade: 'muitos',
      anteriores: '',
      digitados: '',
      pagina: '1',
      acao: 'comprar',
    });
    expect(refused.status).toBe(400);
    expect(visibleText(refused.html)).toContain('Quantidade inválida');
  });

  it('without a session the buy page and the invoice send to login', async () => {
    const browser = formBrowser(t.app);
    const page = await browser.get(buyUrl());
    expect(page.status).toBe(200);
    expect(noscriptRefreshOf(page)).toBe(`/login?voltar=${encodeURIComponent(buyUrl())}`);
    expect(noscriptRefreshOf(await browser.get('/pagamento/1'))).toBe(
      '/login?voltar=%2Fpagamento%2F1',
    );
    // A form posted without a session (a visitor's token) goes to the login page, then back.
    await browser.get('/login');
    const posted = await browser.post(buyUrl(), { quantidade: '1', acao: 'comprar' });
    expect(posted.status).toBe(303);
    expect(posted.location).toBe(`/login?voltar=${encodeURIComponent(buyUrl())}`);
  });

  it("someone else's invoice is a 404", async () => {
    const owner = await t.register();
    const purchase = await t.buy(owner.token, raffle, 1);
    const { browser } = await loggedIn();
    const page = await browser.get(`/pagamento/${purchase.id}`);
    expect(page.status).toBe(404);
    expect(page.html).not.toContain(purchase.payment_request);
    expect((await browser.post(`/pagamento/${purchase.id}/simular`, {})).status).toBe(404);
  });

  it('a post without its CSRF token is refused (403) and buys nothing', async () => {
    const { user, browser } = await loggedIn();
    await browser.get(buyUrl());
    const refused = await browser.post(
      buyUrl(),
      { quantidade: '1', accept_terms: 'true', adult: 'true', acao: 'comprar' },
      null,
    );
    expect(refused.status).toBe(403);
    expect(await purchasesOf(user.token)).toEqual([]);
  });
});
