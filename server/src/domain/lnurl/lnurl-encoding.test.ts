// LUD-01's own example, and which URLs have a LUD-17 form a wallet maps back to us.
import { describe, expect, it } from 'vitest';
import {
  decodeLnurl,
  encodeLnurl,
  encodeLnurlForQr,
  lud17Url,
  walletScheme,
} from './lnurl-encoding.ts';

const SPEC_URL =
  'https://service.com/api?q=3fc3645b439ce8e7f2553a69e5267081d96dcd340693afabe04be7b0ccd178df';
const SPEC_LNURL =
  'LNURL1DP68GURN8GHJ7UM9WFMXJCM99E3K7MF0V9CXJ0M385EKVCENXC6R2C35XVUKXEFCV5MKVV34X5EKZD3EV56NYD3HXQURZEPEXEJXXEPNXSCRVWFNV9NXZCN9XQ6XYEFHVGCXXCMYXYMNSERXFQ5FNS';
const ONION = 'http://rifa2x3h4k5m6n7p8q9r0s1t2u3v4w5x6y7z8a9b0c1d2e3f4g5h6id.onion';

describe('LNURL encoding (LUD-01)', () => {
  it("encodes the spec's example URL to the spec's LNURL", () => {
    expect(encodeLnurlForQr(SPEC_URL)).toBe(SPEC_LNURL);
    expect(encodeLnurl(SPEC_URL)).toBe(SPEC_LNURL.toLowerCase());
  });

  it("decodes the spec's LNURL in either case and behind lightning:", () => {
    expect(decodeLnurl(SPEC_LNURL)).toBe(SPEC_URL);
    expect(decodeLnurl(SPEC_LNURL.toLowerCase())).toBe(SPEC_URL);
    expect(decodeLnurl(`lightning:${SPEC_LNURL}`)).toBe(SPEC_URL);
  });

  it('round-trips a raffle address URL, accents included', () => {
    const url = `${ONION}/.well-known/lnurlp/rifa42?nome=Rifa%20do%20Caf%C3%A9&x=ção`;
    expect(decodeLnurl(encodeLnurl(url))).toBe(url);
  });

  it('refuses another prefix, a broken checksum and mixed case', () => {
    expect(decodeLnurl('abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw')).toBeUndefined();
    expect(decodeLnurl(`${SPEC_LNURL.slice(0, -1)}T`)).toBeUndefined();
    expect(decodeLnurl(`lnurl1${SPEC_LNURL.slice(6)}`)).toBeUndefined();
  });
});

describe('LUD-17 links', () => {
  it.each([
    ['https://rifa.exemplo.com.br/x', 'https'],
    [`${ONION}/x`, 'http'],
    ['http://localhost:3000/x', undefined],
    ['http://rifa.exemplo.com.br/x', undefined],
    [`https://${ONION.slice(7)}/x`, undefined],
    ['não é url', undefined],
  ])('%s is reached by a wallet as %s', (url, scheme) => {
    expect(walletScheme(url)).toBe(scheme);
  });

  it('writes an onion host over http as lnurlp://, path and query kept', () => {
    expect(lud17Url(`${ONION}/.well-known/lnurlp/rifa7?a=1`, 'lnurlp')).toBe(
      `lnurlp://${ONION.slice(7)}/.well-known/lnurlp/rifa7?a=1`,
    );
  });

  it('writes a clearnet https URL as lnurlw://', () => {
    expect(lud17Url('https://rifa.exemplo.com.br/saque/abc', 'lnurlw')).toBe(
      'lnurlw://rifa.exemplo.com.br/saque/abc',
    );
  });

  it('has no LUD-17 form for http on clearnet: the wallet would ask https', () => {
    expect(lud17Url('http://localhost:3000/.well-known/lnurlp/rifa7', 'lnurlp')).toBeUndefined();
  });
});
