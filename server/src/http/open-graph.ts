// Open Graph and Twitter card tags of the server-rendered public pages (docs/decisions/0014-numbers-prizes-packages.md): a link
// shared in WhatsApp, Telegram or Nostr shows the raffle's name, prize and photo. The tags are
// in the HTML the server sends (link previewers run no JavaScript), every value escaped: a
// raffle's name and description are the organiser's text and may hold quotes or "<script>".
// URLs are absolute, from the origin the request reached (the .onion address over Tor).
import { formatSats, pageDataKeys, type EmbeddedResponse, type Raffle } from '@rifa/shared';

export const SITE_NAME = 'Rifa Relâmpago';
/** web/index.html's own description. */
export const SITE_DESCRIPTION =
  'Rifas de Bitcoin pagas na Lightning e sorteadas por um hash de bloco que qualquer pessoa pode recalcular.';
/** Previewers cut around 200 characters; the rest of the description is on the page. */
const DESCRIPTION_MAX = 200;

export interface OpenGraph {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of a picture, when there is one. */
  image?: string;
  type: 'website' | 'article';
}

/** The same characters escaped in text and in double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** `text` on one line, cut at a word before `max` characters with '…'. */
export function excerpt(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The <meta> tags for <head> (index.html keeps its own name="description"). */
export function openGraphTags(og: OpenGraph): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', og.type],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:locale', 'pt_BR'],
    ['property', 'og:title', og.title],
    ['property', 'og:description', og.description],
    ['property', 'og:url', og.url],
    ...(og.image ? ([['property', 'og:image', og.image]] as [string, string, string][]) : []),
    ['name', 'twitter:card', og.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', og.title],
    ['name', 'twitter:description', og.description],
  ];
  return tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`)
    .join('');
}

/** A page without anything of its own to show: its title and the app's description. */
export function siteOpenGraph(url: string, title = SITE_NAME): OpenGraph {
  return { title, description: SITE_DESCRIPTION, url, type: 'website' };
}

/** A photo's URL made absolute (the API gives paths on our own origin). */
function absolute(origin: string, url: string): string {
  return new URL(url, `${origin}/`).href;
}

/**
 * A raffle page: its name; the prize, the ticket price and the start of the description;
 * the first photo's thumbnail when it has photos.
 */
export function raffleOpenGraph(raffle: Raffle, origin: string, url: string): OpenGraph {
  const others = (raffle.prizes?.length ?? 1) - 1;
  const prize =
    others > 0
      ? `1º prêmio: ${formatSats(raffle.prize_amount)} (+${others} ${others === 1 ? 'prêmio' : 'prêmios'})`
      : `Prêmio: ${formatSats(raffle.prize_amount)}`;
  const facts = `${prize} · Bilhete: ${formatSats(raffle.ticket_price)}.`;
  const description = raffle.description ? excerpt(`${facts} ${raffle.description}`) : facts;
  const photo = raffle.photos?.[0];
  return {
    title: raffle.name,
    description,
    url,
    type: 'article',
    ...(photo ? { image: absolute(origin, photo.thumb_url) } : {}),
  };
}

/**
 * The tags of a rendered page: a raffle page's own when its raffle was found (the answer
 * embedded for the hydration), else the page's title with the app's description.
 */
export function pageOpenGraph(page: {
  origin: string;
  path: string;
  responses: Record<string, EmbeddedResponse>;
  title: string | undefined;
}): OpenGraph {
  const url = `${page.origin}${page.path}`;
  const id = RAFFLE_PATH.exec(page.path)?.[1];
  const answer = id === undefined ? undefined : page.responses[pageDataKeys.raffle(id)];
  if (answer?.status === 200) return raffleOpenGraph(answer.body as Raffle, page.origin, url);
  return siteOpenGraph(url, page.title);
}

const RAFFLE_PATH = /^\/raffles\/([^/]+)\/?$/;
