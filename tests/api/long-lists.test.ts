// Lists longer than a page (docs/protocols/limits.md#no-request-holds-the-event-loop): the CSV
// exports and the public ticket list are read a page of rows at a time and sent as they are
// made, compressed by a stream when the client asks. Over real HTTP, the bytes must be exactly
// those of the whole list: every row once, in order, across page boundaries, in every encoding.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bitmapFromBase64,
  hasNumber,
  type NumbersResponse,
  type Purchase,
  type Raffle,
} from '@rifa/shared';
import { ROWS_PER_PAGE } from '../../server/src/domain/kernel/pages.ts';
import { eventually } from '../support/poll.ts';
import { bearer } from '../support/test-app.ts';
import { useListeningApp } from '../support/listening-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp({ dirPrefix: 'rifa-long-lists-' });
const server = useListeningApp(t);
const BOM = '\uFEFF';
/** More than two pages, so the streamed path and a partial last page are both exercised. */
const COUNT = 2 * ROWS_PER_PAGE + 123;

let raffle: Raffle;
let purchase: Purchase;
let held: Purchase;

beforeAll(async () => {
  raffle = await t.createRaffle({
    confirm_large_prize: true,
    ticket_price: 1,
    total_tickets: 10 * COUNT,
  });
  const buyer = await t.register({ name: 'Compradora Grande' });
  // Unpaid: its numbers show as reserved in the grid, more than a page of them too.
  held = await t.buy((await t.register()).token, raffle, ROWS_PER_PAGE + 77);
  purchase = await t.buyPaid(buyer.token, raffle, COUNT);
  await eventually(
    'every ticket written',
    async () => (await t.purchaseIn(buyer.token, purchase.id, 'paid')).tickets.length === COUNT,
    30_000,
    50,
  );
}, 60_000);

/** GET `route` raw, as `encoding`, decoded here: what a browser would show. */
async function raw(route: string, encoding: 'identity' | 'gzip' | 'br', token?: string) {
  const response = await fetch(`${server.url}${route}`, {
    headers: { 'Accept-Encoding': encoding, ...(token ? bearer(token) : {}) },
  });
  // fetch decodes gzip and br itself; the header says what travelled.
  return {
    status: response.status,
    encoding: response.headers.get('content-encoding'),
    type: response.headers.get('content-type'),
    // Kept whole, BOM included (response.text() would drop it).
    text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()),
  };
}

describe.each(['identity', 'gzip', 'br'] as const)('sent as %s', (encoding) => {
  it('the public ticket list: valid JSON, every ticket once, ascending', async () => {
    const answer = await raw(`/api/rifa/${raffle.id}/tickets`, encoding);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/json; charset=utf-8');
    expect(answer.encoding ?? 'identity').toBe(encoding);
    const { data } = JSON.parse(answer.text) as {
      data: { number: number; payment_hash: string }[];
    };
    expect(data.map((ticket) => ticket.number)).toEqual(purchase.numbers);
    expect(new Set(data.map((ticket) => ticket.payment_hash))).toEqual(
      new Set([purchase.payment_hash]),
    );
    expect(Object.keys(data[0]!)).toEqual(['number', 'payment_hash']);
  });

  it('the public tickets.csv: the header, then one line per ticket', async () => {
    const answer = await raw(`/api/rifa/${raffle.id}/tickets.csv`, encoding);
    expect(answer.status).toBe(200);
    expect(answer.encoding ?? 'identity').toBe(encoding);
    const lines = answer.text.split('\r\n');
    expect(lines[0]).toBe(`${BOM}Número;Hash do pagamento`);
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(1, -1)).toEqual(
      purchase.numbers.map((number) => `${number};${purchase.payment_hash}`),
    );
  });

  it("the admin's tickets.csv: every ticket with its buyer", async () => {
    const answer = await raw(
      `/api/admin/rifa/${raffle.id}/export/tickets.csv`,
      encoding,
      t.adminToken,
    );
    expect(answer.status).toBe(200);
    const lines = answer.text.split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(COUNT);
    expect(lines.map((line) => Number(line.split(';')[0]))).toEqual(purchase.numbers);
    expect(lines.every((line) => line.includes(';Compradora Grande;'))).toBe(true);
  });
});

it('the number grid: sold and reserved bitmaps of lists longer than a page', async () => {
  const response = await t.api.get(`/api/rifa/${raffle.id}/numbers`);
  expect(response.status).toBe(200);
  const { total, sold, reserved } = response.body as NumbersResponse;
  expect(total).toBe(raffle.total_tickets);
  const set = (base64: string) => {
    const bitmap = bitmapFromBase64(base64);
    return Array.from({ length: total }, (_, i) => i + 1).filter((n) => hasNumber(bitmap, n));
  };
  expect(set(sold)).toEqual(purchase.numbers);
  expect(set(reserved)).toEqual(held.numbers);
});
