// docs/decisions/0014-numbers-prizes-packages.md: Open Graph tags in the server-rendered HTML, so that a raffle link shared in
// WhatsApp shows its name and prize. Read as a link previewer does: the <head> as sent, no
// script run. The organiser's name and description are escaped: a name with quotes and
// </script> must not end the attribute, the tag or the <head>.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Raffle, RafflePhoto } from '@rifa/shared';
import { WEB_DIST } from '../../server/src/composition/compose.ts';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

if (!fs.existsSync(path.join(WEB_DIST, '..', 'dist-ssr', 'entry-server.js')))
  throw new Error('web/dist-ssr não existe: rode `npm run build` antes destes testes');

const t = useTestApp({ webDist: WEB_DIST, dirPrefix: 'rifa-og-' });

const TRICKY = `Rifa "Top" '><script>alert(1)</script> & cia`;
let raffle: Raffle;

beforeAll(async () => {
  raffle = await t.createRaffle({
    name: TRICKY,
    prize_amount: 250_000,
    ticket_price: 1_500,
    description: 'Um <b>iPhone</b> lacrado.\nEntrega combinada.',
  });
});

/** The <head> as sent, and each Open Graph / Twitter tag's content, unescaped. */
async function head(route: string) {
  const response = await t.api.get(route);
  const html = response.text;
  const headHtml = html.slice(0, html.indexOf('</head>'));
  const tags = new Map<string, string>();
  for (const [, key, content] of headHtml.matchAll(
    /<meta (?:property|name)="((?:og|twitter):[a-z_]+)" content="([^"]*)">/g,
  )) {
    tags.set(
      key!,
      content!
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
  }
  return { status: response.status, headHtml, tags };
}

describe('Open Graph tags', () => {
  it('a raffle page: its name, prize, price and description start, its absolute URL', async () => {
    const { headHtml, tags } = await head(`/raffles/${raffle.id}`);
    const origin = /^(http:\/\/[^/]+)\//.exec(tags.get('og:url') ?? '')?.[1];
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(Object.fromEntries(tags)).toEqual({
      'og:type': 'article',
      'og:site_name': 'Rifa Relâmpago',
      'og:locale': 'pt_BR',
      'og:title': TRICKY,
      'og:description':
        'Prêmio: 250.000 sats · Bilhete: 1.500 sats. Um <b>iPhone</b> lacrado. Entrega combinada.',
      'og:url': `${origin}/raffles/${raffle.id}`,
      'twitter:card': 'summary',
      'twitter:title': TRICKY,
      'twitter:description': tags.get('og:description'),
    });
    // Nothing of the name reached the markup unescaped: no tag was opened by it.
    expect(headHtml).not.toContain('<script>alert');
    expect(headHtml).not.toContain('<b>');
  });

  it("a raffle with photos: og:image is the first photo's thumbnail, absolute", async () => {
    const withPhoto = await t.createRaffle({ name: 'Rifa com foto' });
    const pixels = Buffer.alloc(64 * 48 * 3, 120);
    const jpeg = await sharp(pixels, { raw: { width: 64, height: 48, channels: 3 } })
      .jpeg()
      .toBuffer();
    const upload = await t.api
      .post(`/api/rifa/admin/${withPhoto.id}/photos`)
      .set(bearer(t.adminToken))
      .set('Content-Type', 'image/jpeg')
      .send(jpeg);
    expect(upload.status).toBe(201);
    const photo = upload.body as RafflePhoto;
    const { tags } = await head(`/raffles/${withPhoto.id}`);
    const origin = new URL(tags.get('og:url')!).origin;
    expect(tags.get('og:image')).toBe(`${origin}${photo.thumb_url}`);
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    // The previewer can fetch it from us.
    expect((await t.api.get(photo.thumb_url)).status).toBe(200);
  });

  it('the landing and the raffle list: the generic tags with their own URL', async () => {
    for (const route of ['/', '/raffles']) {
      const { status, tags } = await head(route);
      expect(status).toBe(200);
      expect(tags.get('og:type')).toBe('website');
      expect(tags.get('og:site_name')).toBe('Rifa Relâmpago');
      expect(tags.get('og:locale')).toBe('pt_BR');
      expect(tags.get('og:description')).toMatch(/^Rifas de Bitcoin pagas na Lightning/);
      expect(tags.get('og:url')).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${route}$`));
      expect(tags.get('twitter:card')).toBe('summary');
    }
  });

  it('an unknown raffle is a 404 page with the generic tags', async () => {
    const { status, tags } = await head('/raffles/999999');
    expect(status).toBe(404);
    expect(tags.get('og:type')).toBe('website');
    expect(tags.get('og:title')).toBe('Rifa não encontrada · Rifa Relâmpago');
  });
});
