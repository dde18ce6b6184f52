// Server-rendered pages read as a browser with JavaScript off would (docs/decisions/0013-built-for-tor.md):
// the markup as text, and the API answers embedded in it for the hydration.
import type supertest from 'supertest';
import { expect } from 'vitest';
import type { PageData } from '@rifa/shared';

/** The page as text (tags, comments and the data <script> dropped, entities decoded). */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The embedded PageData, parsed as the browser's entry does it. */
export function pageData(html: string): PageData {
  const match = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no page data in the HTML');
  return JSON.parse(match[1]!) as PageData;
}

/** GET `route`, which must answer HTML with `status`: the response, its HTML and its text. */
export async function htmlPage(api: ReturnType<typeof supertest>, route: string, status = 200) {
  const response = await api.get(route);
  expect(response.status, route).toBe(status);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  return { response, html: response.text, text: visibleText(response.text) };
}
