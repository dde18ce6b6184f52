// docs/decisions/0014-numbers-prizes-packages.md: /ganhadores and /termos are server-rendered like /raffles (content before
// JavaScript): the winners of a 3-prize draw, the general terms and every page's footer are
// in the HTML, with the answers they show embedded for the hydration; nobody's e-mail is.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageDataKeys, type SiteInfo, type WinnersEntry } from '@rifa/shared';
import { WEB_DIST } from '../../server/src/composition/compose.ts';
import { closeAndDraw, raffleInAnHour } from '../integration/draw-support.ts';
import { movableClock } from '../support/clock.ts';
import { htmlPage, pageData } from '../support/html-page.ts';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

// A build elsewhere (E2E_WEB_DIST, its dist-ssr beside it) while web/dist is being rebuilt.
const webDist = process.env.E2E_WEB_DIST ?? WEB_DIST;
if (!fs.existsSync(path.join(webDist, '..', 'dist-ssr', 'entry-server.js')))
  throw new Error('web/dist-ssr não existe: rode `npm run build` antes destes testes');

const clock = movableClock();
const t = useTestApp({ clock, webDist, dirPrefix: 'rifa-winners-pages-' });
let raffleId: number;

beforeAll(async () => {
  const alice = await t.register({ email: 'alice-ganhadora@example.com' });
  const raffle = await raffleInAnHour(t, clock, {
    name: 'Rifa <b>Tripla</b>',
    total_tickets: 50,
    prizes: [
      { amount: 100_000 },
      { amount: 0, description: 'Camiseta oficial' },
      { amount: 5_000 },
    ],
  });
  raffleId = raffle.id;
  await t.buyPaid(alice.token, raffle, 2);
  await closeAndDraw(t, clock, raffle);
}, 60_000);

const page = (route: string) => htmlPage(t.api, route);

describe('server-rendered /ganhadores and /termos', () => {
  it('/ganhadores shows every position of the 3-prize draw in the HTML', async () => {
    const { html, text } = await page('/ganhadores');
    expect(html).toMatch(/<title>Ganhadores[^<]*<\/title>/);
    expect(text).toContain('Rifa <b>Tripla</b>');
    const winners = (await t.api.get('/api/ganhadores')).body.data[0].winners as {
      ticket: number | null;
    }[];
    const padded = (n: number) => String(n).padStart(2, '0');
    expect(text).toMatch(new RegExp(`1º Bilhete nº ${padded(winners[0]!.ticket!)}`));
    expect(text).toMatch(new RegExp(`2º Bilhete nº ${padded(winners[1]!.ticket!)}`));
    expect(text).toContain('Camiseta oficial (entregue pelo organizador)');
    expect(text).toContain('3º não sorteado');
    expect(text).toContain('Ver a rifa e verificar');
    expect(html).toContain(`href="/raffles/${raffleId}"`);
    expect(html).not.toMatch(/alice-ganhadora|@example\.com/);
    const data = pageData(html);
    // The list as GET /api/ganhadores gives it (the payout may move on in between).
    const embedded = data.responses[pageDataKeys.winners];
    expect(embedded?.status).toBe(200);
    const tickets = (list: { data: WinnersEntry[] }) =>
      list.data.map((entry) => [entry.raffle_id, entry.winners.map((w) => w.ticket)]);
    expect(tickets(embedded!.body as { data: WinnersEntry[] })).toEqual(
      tickets((await t.api.get('/api/ganhadores')).body),
    );
    expect(data.responses[pageDataKeys.site]?.status).toBe(200);
  });

  it('/termos shows the default terms, and every page the footer with the saved contact', async () => {
    const terms = await page('/termos');
    expect(terms.text).toContain('Termos gerais');
    expect(terms.text).toContain('operador deste servidor');
    expect(terms.text).toContain('Rifa Relâmpago vtest');

    const saved = await t.api
      .put('/api/admin/site')
      .set(bearer(t.adminToken))
      .send({ organiser_contact: 'Telegram @rifadoze', terms: 'Regras da casa\nSem trapaça.' });
    expect(saved.status).toBe(200);
    for (const route of ['/', '/raffles', `/raffles/${raffleId}`, '/how-it-works', '/ganhadores']) {
      const { html, text } = await page(route);
      expect(text, route).toContain('Contato do organizador: Telegram @rifadoze');
      expect(text, route).toContain('Verifique um sorteio');
      expect(pageData(html).responses[pageDataKeys.site]?.body as SiteInfo).toMatchObject({
        organiser_contact: 'Telegram @rifadoze',
        version: 'test',
      });
    }
    const custom = await page('/termos');
    expect(custom.text).toContain('Regras da casa Sem trapaça.');
  });
});
