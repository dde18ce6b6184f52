// A raffle's LUD-06 payRequest, reached through its Lightning Address `rifa<id>@<host>`
// (LUD-16) or an LNURL (docs/protocols/lnurl.md#pay-request). Amounts are whole tickets; the
// metadata string is hashed into the invoice's description_hash, so it must be built once
// and served byte for byte as hashed.
import { sha256Hex } from './sha256.ts';
import { formatSats, raffleLightningAddress, safeDisplayText } from '@rifa/shared';
import { satsToMsat } from './msat.ts';

/** Characters a wallet may send as `comment` (LUD-12 asks ≥ 1; wallets commonly show ≥ 64). */
export const COMMENT_ALLOWED = 200;
/** LUD-06: a thumbnail is at most 136,536 base64 characters (100 kB of image). */
export const MAX_THUMBNAIL_BASE64 = 136_536;

export interface Thumbnail {
  type: 'image/jpeg' | 'image/png';
  base64: string;
}

export interface PayRequestInput {
  raffleId: number;
  raffleName: string;
  ticketPriceSats: number;
  /** The raffle's minimum purchase (min_tickets, or 1). */
  minTickets: number;
  /** What one buyer may hold unpaid (maxHeldTickets). */
  maxTickets: number;
  /** Where the app is reached, e.g. 'https://rifa.exemplo.com.br'; names the address. */
  origin: string;
  /** The URL the wallet calls with `amount` (and `comment`). */
  callback: string;
  thumbnail?: Thumbnail;
}

export interface PayRequest {
  tag: 'payRequest';
  callback: string;
  minSendable: number;
  maxSendable: number;
  metadata: string;
  commentAllowed: number;
}

export { lightningAddressName } from '@rifa/shared';

/** The raffle's address where wallets can resolve it from `origin` (raffleLightningAddress). */
export const lightningAddress = raffleLightningAddress;

/** The metadata string (a JSON array of [type, content] pairs) exactly as served and hashed. */
export function payMetadata(input: PayRequestInput): string {
  const name = safeDisplayText(input.raffleName);
  const price = formatSats(input.ticketPriceSats);
  const entries: [string, string][] = [
    ['text/plain', `Rifa ${name}: bilhetes de ${price}`],
    [
      'text/long-desc',
      `Cada bilhete da rifa ${name} custa ${price}; pague um número inteiro de bilhetes ` +
        `(${input.minTickets} a ${input.maxTickets}). Para escolher seus números, escreva-os no ` +
        `comentário (ex.: 7, 42); sem números, eles são escolhidos ao acaso.`,
    ],
  ];
  const address = lightningAddress(input.raffleId, input.origin);
  if (address) entries.push(['text/identifier', address]);
  const thumbnail = input.thumbnail;
  // A thumbnail the spec would not allow is left out: the wallet shows no image, the
  // payment still works.
  if (thumbnail && isThumbnail(thumbnail.base64))
    entries.push([`${thumbnail.type};base64`, thumbnail.base64]);
  return JSON.stringify(entries);
}

/** sha256 of the metadata's UTF-8 bytes, hex: the invoice's description_hash (LUD-06). */
export function descriptionHash(metadata: string): string {
  return sha256Hex(metadata);
}

/** The JSON answered at /.well-known/lnurlp/rifa<id> (and the LNURL that points to it). */
export function payRequest(input: PayRequestInput): PayRequest {
  const { minTickets, maxTickets, ticketPriceSats } = input;
  if (!Number.isSafeInteger(ticketPriceSats) || ticketPriceSats < 1)
    throw new RangeError('ticket price');
  if (!Number.isSafeInteger(minTickets) || minTickets < 1 || maxTickets < minTickets)
    throw new RangeError('ticket range');
  return {
    tag: 'payRequest',
    callback: input.callback,
    minSendable: satsToMsat(minTickets * ticketPriceSats),
    maxSendable: satsToMsat(maxTickets * ticketPriceSats),
    metadata: payMetadata(input),
    commentAllowed: COMMENT_ALLOWED,
  };
}

function isThumbnail(base64: string): boolean {
  return (
    base64.length > 0 &&
    base64.length <= MAX_THUMBNAIL_BASE64 &&
    /^[A-Za-z0-9+/]+={0,2}$/.test(base64) &&
    base64.length % 4 === 0
  );
}
