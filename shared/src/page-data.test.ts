import { describe, expect, it } from 'vitest';
import { pageDataKeys, serializePageData, type PageData } from './page-data.ts';

const page = (name: string): PageData => ({
  now: '2025-08-17T17:00:00.000Z',
  demo: false,
  origin: 'http://abc.onion',
  responses: { [pageDataKeys.raffle(7)]: { status: 200, body: { name } } },
});

describe('serializePageData (data embedded in a <script type="application/json">)', () => {
  it.each([
    '</script><script>alert(1)</script>',
    '<!-- <script>',
    'a & b > c',
    'linha\u2028separada\u2029',
  ])(
    'never lets %j close or open anything in the script element, and reads back unchanged',
    (name) => {
      const text = serializePageData(page(name));
      expect(text).not.toMatch(/[<>&\u2028\u2029]/);
      expect(JSON.parse(text)).toEqual(page(name));
    },
  );

  it('keys answers by the API path the client GETs', () => {
    expect(pageDataKeys.raffles).toBe('/api/rifa');
    expect(pageDataKeys.raffle('12')).toBe('/api/rifa/12');
    expect(pageDataKeys.raffle('a/b')).toBe('/api/rifa/a%2Fb');
  });
});
