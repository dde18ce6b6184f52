// docs/decisions/0013-built-for-tor.md, content before JavaScript: the public pages answer over HTTP with their content
// in the HTML (rendered by the SPA's components on the server), readable without running a
// script, and with the API answers they show embedded for the hydration. Read here as a
// browser with JavaScript off would: the markup as text, nothing executed.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DrawProof, Raffle, RaffleDetail } from '@rifa/shared';
import { WEB_DIST } from '../../server/src/composition/compose.ts';
import { closeAndDraw, inAnHour, raffleInAnHour } from '../integration/draw-support.ts';
import { movableClock } from '../support/clock.ts';
import { htmlPage, pageData } from '../support/html-page.ts';
import { useTestApp } from '../support/use-test-app.ts';

if (!fs.existsSync(path.join(WEB_DIST, '..', 'dist-ssr', 'entry-server.js')))
  throw new Error('web/dist-ssr não existe: rode `npm run build` antes destes testes');

const clock = movableClock();
const t = useTestApp({ clock, webDist: WEB_DIST, dirPrefix: 'rifa-pages-' });

// A name that would close the data's <script> if it were embedded raw.
const TRICKY = 'Rifa <b>Aberta</b> </script> & cia';
let open: Raffle;
let drawn: Raffle;
let winningTicket: number;

beforeAll(async () => {
  const alice = await t.register();
  drawn = await raffleInAnHour(t, clock, { name: 'Rifa Sorteada', total_tickets: 5 });
  await t.buyPaid(alice.token, drawn, 3);
  const record = await closeAndDraw(t, clock, drawn);
  winningTicket = record.winning_ticket!;
  open = await t.createRaffle({ name: TRICKY, total_tickets: 8, end_date: inAnHour(clock) });
  await t.buyPaid(alice.token, open, 2);
}, 60_000);

async function page(route: string, status = 200) {
  const { response, html, text } = await htmlPage(t.api, route, status);
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  return { html, text };
}

describe('server-rendered public pages', () => {
  it("/ has the spec's headline and links, and no script but the bundle and the data", async () => {
    const { html, text } = await page('/');
    expect(text).toContain('Rifas de Bitcoin pagas na Lightning, sorteadas por um bloco do futuro');
    expect(text).toContain('Ver Rifas Ativas');
    expect(html).toMatch(/<a [^>]*href="\/raffles"/);
    // The CSP allows no inline script: every <script> is the bundle or JSON data.
    for (const tag of html.match(/<script[^>]*>/g) ?? [])
      expect(tag).toMatch(/ src="\/assets\/|type="application\/json"/);
    expect(pageData(html)).toMatchObject({ demo: false, responses: {} });
    expect(Date.parse(pageData(html).now)).toBe(clock.now().getTime());
  });

  it('/raffles lists every raffle by name, with the list embedded as GET /api/rifa gives it', async () => {
    const { html, text } = await page('/raffles');
    expect(text).toContain('Rifas Ativas');
    expect(text).toContain(TRICKY);
    expect(html).not.toContain('</script> & cia');
    const list = (await t.api.get('/api/rifa')).body;
    expect(pageData(html).responses['/api/rifa']).toEqual({ status: 200, body: list });
    // The route's chunk is preloaded with the entry, not fetched after it.
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/raffles-page-/);
  });

  it('/raffles?aba=finalizadas shows the finished raffles (the tab, without JavaScript)', async () => {
    const { text } = await page('/raffles?aba=finalizadas');
    expect(text).toContain('Rifa Sorteada');
    expect(text).not.toContain(TRICKY);
    expect(text).toContain('Ver as rifas ativas');
  });

  it('/raffles/:id shows the name, the progress and that buying needs JavaScript', async () => {
    const { html, text } = await page(`/raffles/${open.id}`);
    expect(text).toContain(TRICKY);
    expect(text).toContain('25% vendido');
    const bar = /<div [^>]*role="progressbar"[^>]*>/.exec(html)?.[0];
    expect(bar).toContain('aria-valuenow="2"');
    expect(bar).toContain('aria-valuemax="8"');
    expect(text).toContain('Comprar Bilhete');
    // docs/protocols/no-javascript.md: a real link to the server-rendered buy page.
    expect(html).toMatch(
      new RegExp(`<a [^>]*href="/raffles/${open.id}/comprar"[^>]*>Comprar Bilhete</a>`),
    );
    const detail = (await t.api.get(`/api/rifa/${open.id}`)).body as RaffleDetail;
    expect(pageData(html).responses[`/api/rifa/${open.id}`]).toEqual({ status: 200, body: detail });
    expect(html).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/raffle-detail-page-/,
    );
  });

  it('/raffles/:id of a drawn raffle shows the winning ticket and the proof', async () => {
    const { html, text } = await page(`/raffles/${drawn.id}`);
    const proof = (await t.api.get(`/api/rifa/${drawn.id}/draw`)).body as DrawProof;
    expect(text).toContain('Rifa Sorteada');
    expect(text).toContain('Sorteio realizado');
    expect(text).toContain(`Bilhete vencedor nº ${winningTicket}`);
    expect(text).toContain(proof.block_hash!);
    expect(text).toContain(proof.tickets_hash!);
    // verify-draw's command, with the address the page was reached at.
    expect(text).toMatch(new RegExp(`http://127\\.0\\.0\\.1:\\d+/api/rifa/${drawn.id}/draw`));
    const embedded = pageData(html).responses[`/api/rifa/${drawn.id}`]?.body as RaffleDetail;
    expect(embedded.draw).toMatchObject({ winning_ticket: winningTicket, status: 'completed' });
  });

  it.each(['/raffles/999999', '/raffles/abc'])(
    '%s is the not-found page with a 404',
    async (route) => {
      const { html, text } = await page(route, 404);
      expect(text).toContain('Rifa não encontrada');
      const [answer] = Object.values(pageData(html).responses);
      expect(answer?.status).toBe(404);
    },
  );

  it('/how-it-works explains the draw', async () => {
    const { text } = await page('/how-it-works');
    expect(text).toContain('Como Funciona');
    expect(text).toContain('17/08/2025');
  });

  it('keeps the SPA shell for the other routes and JSON for every API path', async () => {
    // /dashboard is server-rendered for a form session (docs/protocols/no-javascript.md);
    // without one it is the shell too.
    for (const route of ['/dashboard', '/admin']) {
      const response = await t.api.get(route);
      expect(response.status, route).toBe(200);
      expect(response.text, route).toContain('<div id="root"></div>');
      expect(response.text, route).not.toContain('id="page-data"');
    }
    for (const route of ['/api/raffles', '/api/rifa/999999', '/api/rifa/abc']) {
      const response = await t.api.get(route);
      expect(response.status, route).toBe(404);
      expect(response.headers['content-type'], route).toMatch(/application\/json/);
    }
  });
});
