import { describe, expect, it } from 'vitest';
import type { Raffle } from '@rifa/shared';
import { excerpt, openGraphTags, pageOpenGraph, raffleOpenGraph } from './open-graph.ts';

// docs/decisions/0014-numbers-prizes-packages.md: a shared raffle link shows its name, prize and photo; the tags carry the
// organiser's text escaped, so no name can break out of the attribute or the <head>.

const raffle = (fields: Partial<Raffle> = {}): Raffle => ({
  id: 7,
  name: 'iPhone 16',
  prize_amount: 1_000_000,
  ticket_price: 2_100,
  total_tickets: 100,
  sold_tickets: 0,
  available_tickets: 100,
  end_date: '2026-01-01T00:00:00.000Z',
  status: 'active',
  prize_btc_address: null,
  min_tickets: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...fields,
});

/** content of the <meta> with `key`, unescaped as a browser would. */
function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('Open Graph of a raffle page', () => {
  it('names the raffle, its prize and ticket price, and the start of its description', () => {
    const og = raffleOpenGraph(
      raffle({ description: 'Na caixa,\nlacrado.' }),
      'http://abc.onion',
      'http://abc.onion/raffles/7',
    );
    expect(og).toEqual({
      title: 'iPhone 16',
      description: 'Prêmio: 1.000.000 sats · Bilhete: 2.100 sats. Na caixa, lacrado.',
      url: 'http://abc.onion/raffles/7',
      type: 'article',
    });
  });

  it("uses the first photo's thumbnail as an absolute URL", () => {
    const photo = { width: 800, height: 600, url: '/api/fotos/1.webp' };
    const og = raffleOpenGraph(
      raffle({
        photos: [
          { id: 1, ...photo, thumb_url: '/api/fotos/1-mini.webp' },
          { id: 2, ...photo, thumb_url: '/api/fotos/2-mini.webp' },
        ],
      }),
      'https://rifa.example',
      'https://rifa.example/raffles/7',
    );
    expect(og.image).toBe('https://rifa.example/api/fotos/1-mini.webp');
    expect(openGraphTags(og)).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('counts the other prizes of a raffle with several', () => {
    const prizes = [1_000_000, 50_000, 0].map((amount, k) => ({
      position: k + 1,
      amount,
      description: amount ? null : 'Camiseta',
    }));
    expect(raffleOpenGraph(raffle({ prizes }), '', '').description).toBe(
      '1º prêmio: 1.000.000 sats (+2 prêmios) · Bilhete: 2.100 sats.',
    );
  });

  it('cuts a long description at a word, with an ellipsis', () => {
    const text = excerpt('palavra '.repeat(100));
    expect(text.length).toBeLessThanOrEqual(200);
    expect(text).toMatch(/palavra…$/);
  });
});

describe('the tags', () => {
  it('escape a name with quotes and <script> so it stays inside its attribute', () => {
    const name = `"><script>alert('x')</script> & cia`;
    const html = openGraphTags(
      raffleOpenGraph(raffle({ name, description: '</title><b>' }), 'http://h', 'http://h/r'),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('</title>');
    expect(meta(html, 'og:title')).toBe(name);
    expect(meta(html, 'twitter:title')).toBe(name);
    expect(meta(html, 'og:description')).toContain('</title><b>');
    // Every tag is a whole <meta …> with one content attribute.
    expect(html.match(/<meta /g)).toHaveLength(html.match(/content="[^"<>]*">/g)!.length);
  });

  it('are the whole set for a page', () => {
    const html = openGraphTags(
      pageOpenGraph({ origin: 'http://h', path: '/raffles', responses: {}, title: 'Rifas' }),
    );
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:site_name')).toBe('Rifa Relâmpago');
    expect(meta(html, 'og:locale')).toBe('pt_BR');
    expect(meta(html, 'og:title')).toBe('Rifas');
    expect(meta(html, 'og:url')).toBe('http://h/raffles');
    expect(meta(html, 'og:description')).toMatch(/Rifas de Bitcoin/);
    expect(meta(html, 'twitter:card')).toBe('summary');
    expect(meta(html, 'og:image')).toBeUndefined();
  });

  it("a raffle page's tags come from its embedded answer; a missing raffle gets the generic ones", () => {
    const found = pageOpenGraph({
      origin: 'http://h',
      path: '/raffles/7',
      responses: { '/api/rifa/7': { status: 200, body: raffle() } },
      title: 'iPhone 16 · Rifa Relâmpago',
    });
    expect(found).toMatchObject({ title: 'iPhone 16', type: 'article' });
    const missing = pageOpenGraph({
      origin: 'http://h',
      path: '/raffles/8',
      responses: { '/api/rifa/8': { status: 404, body: { error: 'Rifa não encontrada' } } },
      title: 'Rifa não encontrada',
    });
    expect(missing).toMatchObject({ title: 'Rifa não encontrada', type: 'website' });
  });
});
