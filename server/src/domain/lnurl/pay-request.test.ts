// The raffle's payRequest: amounts in whole tickets, the metadata a wallet hashes, the address.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  COMMENT_ALLOWED,
  descriptionHash,
  lightningAddress,
  lightningAddressName,
  payMetadata,
  payRequest,
  type PayRequestInput,
} from './pay-request.ts';

const ONION = 'http://rifa2x3h4k5m6n7p8q9r0s1t2u3v4w5x6y7z8a9b0c1d2e3f4g5h6id.onion';

const input = (over: Partial<PayRequestInput> = {}): PayRequestInput => ({
  raffleId: 7,
  raffleName: 'Bicicleta',
  ticketPriceSats: 1000,
  minTickets: 2,
  maxTickets: 10,
  origin: 'https://rifa.exemplo.com.br',
  callback: 'https://rifa.exemplo.com.br/api/lnurlp/rifa7/callback',
  ...over,
});

const entries = (metadata: string) => JSON.parse(metadata) as [string, string][];
const entry = (metadata: string, type: string) => entries(metadata).find(([t]) => t === type)?.[1];

describe('payRequest (LUD-06)', () => {
  it('spans the minimum purchase to what one buyer may hold, in msat', () => {
    const body = payRequest(input());
    expect(body).toMatchObject({
      tag: 'payRequest',
      callback: 'https://rifa.exemplo.com.br/api/lnurlp/rifa7/callback',
      minSendable: 2_000_000,
      maxSendable: 10_000_000,
      commentAllowed: COMMENT_ALLOWED,
    });
    expect(body.commentAllowed).toBeGreaterThanOrEqual(64);
  });

  it('a one-ticket raffle price sends exactly one ticket when min = max', () => {
    const body = payRequest(input({ ticketPriceSats: 21, minTickets: 1, maxTickets: 1 }));
    expect([body.minSendable, body.maxSendable]).toEqual([21_000, 21_000]);
  });

  it('refuses a range no amount fits and a price of no sats', () => {
    expect(() => payRequest(input({ minTickets: 5, maxTickets: 4 }))).toThrow(RangeError);
    expect(() => payRequest(input({ minTickets: 0 }))).toThrow(RangeError);
    expect(() => payRequest(input({ ticketPriceSats: 0 }))).toThrow(RangeError);
    expect(() => payRequest(input({ ticketPriceSats: 1.5 }))).toThrow(RangeError);
  });

  it('serves the metadata string it builds, in LUD-06 order', () => {
    const body = payRequest(input());
    expect(body.metadata).toBe(payMetadata(input()));
    expect(entries(body.metadata).map(([type]) => type)).toEqual([
      'text/plain',
      'text/long-desc',
      'text/identifier',
    ]);
    expect(entry(body.metadata, 'text/plain')).toBe('Rifa Bicicleta: bilhetes de 1.000 sats');
    expect(entry(body.metadata, 'text/long-desc')).toContain(
      'escreva-os no comentário (ex.: 7, 42)',
    );
    expect(entry(body.metadata, 'text/identifier')).toBe('rifa7@rifa.exemplo.com.br');
  });

  it('drops control and bidi characters from the raffle name', () => {
    const metadata = payMetadata(input({ raffleName: 'Bici\u202Ecleta\u0007' }));
    expect(entry(metadata, 'text/plain')).toBe('Rifa Bicicleta: bilhetes de 1.000 sats');
  });

  it('carries a JPEG or PNG thumbnail as LUD-06 names it', () => {
    const png = payMetadata(input({ thumbnail: { type: 'image/png', base64: 'iVBORw0KGgo=' } }));
    expect(entry(png, 'image/png;base64')).toBe('iVBORw0KGgo=');
    const jpeg = payMetadata(input({ thumbnail: { type: 'image/jpeg', base64: '/9j/4AAQ' } }));
    expect(entry(jpeg, 'image/jpeg;base64')).toBe('/9j/4AAQ');
  });

  it('leaves out a thumbnail that is too large or not base64', () => {
    const big = 'A'.repeat(136_540);
    for (const base64 of [big, 'não base64', ''])
      expect(
        entries(payMetadata(input({ thumbnail: { type: 'image/png', base64 } }))),
      ).toHaveLength(3);
  });
});

describe('descriptionHash', () => {
  it('is sha256 of the UTF-8 bytes, hex (FIPS 180-2 vector)', () => {
    expect(descriptionHash('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('hashes accents as UTF-8, not Latin-1', () => {
    const metadata = payMetadata(input({ raffleName: 'Café' }));
    expect(descriptionHash(metadata)).toBe(
      createHash('sha256').update(Buffer.from(metadata, 'utf8')).digest('hex'),
    );
    expect(descriptionHash(metadata)).not.toBe(
      createHash('sha256').update(Buffer.from(metadata, 'latin1')).digest('hex'),
    );
  });
});

describe('Lightning Address (LUD-16)', () => {
  it('names the raffle rifa<id>', () => {
    expect(lightningAddressName(42)).toBe('rifa42');
    expect(() => lightningAddressName(0)).toThrow(RangeError);
  });

  it.each([
    ['https://rifa.exemplo.com.br', 'rifa7@rifa.exemplo.com.br'],
    ['https://Rifa.Exemplo.com.br/', 'rifa7@rifa.exemplo.com.br'],
    [ONION, `rifa7@${ONION.slice(7)}`],
    ['http://localhost:3000', undefined],
    ['https://rifa.exemplo.com.br:8443', undefined],
    ['https://exemplo.com.br/rifa', undefined],
    [`https://${ONION.slice(7)}`, undefined],
  ])('origin %s → %s', (origin, address) => {
    expect(lightningAddress(7, origin)).toBe(address);
  });

  it('has no text/identifier where there is no address (demo on localhost)', () => {
    const metadata = payMetadata(input({ origin: 'http://localhost:3000' }));
    expect(entry(metadata, 'text/identifier')).toBeUndefined();
    expect(entry(metadata, 'text/plain')).toBeDefined();
  });
});
