// docs/decisions/0016-operator-cockpit-release.md: notifications pushed to an ntfy topic, against a local ntfy-compatible receiver
// this test starts (node:http on 127.0.0.1): one POST per notification with the Title, Tags
// and Priority headers and the pt-BR text as the body; a receiver that is down gets it later,
// once; a restart between the notification and its push still delivers it once; 'Enviar
// teste' reaches it, and says in pt-BR when it cannot.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../server/src/domain/operator/notifications/notification-pushes.ts';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { movableClock } from '../support/clock.ts';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** An ntfy stand-in: records every request; stop() and listen() again on the same port. */
function ntfyReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ id: String(received.length), event: 'message' }));
    });
  });
  let port = 0;
  return {
    received,
    get url() {
      return `http://127.0.0.1:${port}/rifa-topico`;
    },
    listen: () =>
      new Promise<void>((resolve) =>
        server.listen(port, '127.0.0.1', () => {
          port = (server.address() as AddressInfo).port;
          resolve();
        }),
      ),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** ntfy's reading of a header: an RFC 2047 encoded-word is decoded, plain text kept. */
function decoded(value: string | string[] | undefined): string | undefined {
  if (typeof value !== 'string') return value?.[0];
  const word = /^=\?UTF-8\?B\?([A-Za-z0-9+/=]+)\?=$/i.exec(value);
  return word ? Buffer.from(word[1]!, 'base64').toString('utf8') : value;
}

const clock = movableClock();
const t = useTestApp({ clock, dirPrefix: 'rifa-ntfy-' });
const receiver = ntfyReceiver();
let buyer: string;
const notifications = () => t.services.notifications;

beforeAll(async () => {
  await receiver.listen();
  buyer = (await t.register({ btc_address: REGTEST_ADDRESS })).token;
  await notifications().scan(); // the first scan ever: history, not news
  const saved = await t.api
    .put('/api/admin/notifications/settings')
    .set(bearer(t.adminToken))
    .send({ ntfy_url: receiver.url, ntfy_token: 'tk_teste' });
  expect(saved.status).toBe(200);
});
afterAll(() => receiver.stop());
beforeEach(() => {
  receiver.received.length = 0;
});

/** A raffle of two tickets, both sold; the next scan notices it. */
async function soldOut(name: string) {
  const raffle = await t.createRaffle({ name, total_tickets: 2 });
  await t.buyPaid(buyer, raffle, 1);
  await t.buyPaid(buyer, raffle, 1);
  return raffle;
}

describe('ntfy pushes', () => {
  it('one POST per notification, with Title, Tags, Priority, the token and the pt-BR text', async () => {
    await soldOut('Moto 0 km');
    await notifications().scan();
    await notifications().scan();
    expect(await notifications().pushDue()).toBe(1);
    expect(await notifications().pushDue()).toBe(0);
    expect(receiver.received).toHaveLength(1);
    const [post] = receiver.received;
    expect(post).toMatchObject({ method: 'POST', path: '/rifa-topico' });
    expect(post!.body).toBe('A rifa “Moto 0 km” vendeu todos os 2 bilhetes.');
    expect(decoded(post!.headers.title)).toBe('Rifa esgotada');
    expect(post!.headers.tags).toBe('tada');
    expect(post!.headers.priority).toBe('3');
    expect(post!.headers.authorization).toBe('Bearer tk_teste');
    expect(post!.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('the receiver down: retried after its delay and delivered once', async () => {
    await receiver.stop();
    await soldOut('Celular');
    await notifications().scan();
    expect(await notifications().pushDue()).toBe(0);
    await receiver.listen();
    expect(await notifications().pushDue()).toBe(0); // not due before its delay
    clock.advance(retryDelayMs(1));
    expect(await notifications().pushDue()).toBe(1);
    clock.advance(retryDelayMs(4));
    expect(await notifications().pushDue()).toBe(0);
    expect(receiver.received.map((r) => r.body)).toEqual([
      'A rifa “Celular” vendeu todos os 2 bilhetes.',
    ]);
  });

  it('a restart between the notification and its push: delivered once, after the restart', async () => {
    await soldOut('Notebook');
    await notifications().scan();
    await t.restart();
    expect(receiver.received).toHaveLength(0);
    await notifications().scan();
    expect(await notifications().pushDue()).toBe(1);
    await t.restart();
    await notifications().scan();
    expect(await notifications().pushDue()).toBe(0);
    expect(receiver.received.map((r) => r.body)).toEqual([
      'A rifa “Notebook” vendeu todos os 2 bilhetes.',
    ]);
  });
});

describe("'Enviar teste'", () => {
  const test = () =>
    t.api.post('/api/admin/notifications/test').set(bearer(t.adminToken)).send({ channel: 'ntfy' });

  it('reaches the receiver now, its accented title as an encoded word', async () => {
    const response = await test();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.headers.title).toMatch(/^=\?UTF-8\?B\?/);
    expect(decoded(receiver.received[0]!.headers.title)).toBe('Teste da Rifa Relâmpago');
    expect(receiver.received[0]!.body).toContain('as notificações deste canal funcionam');
  });

  it('the receiver down: 503 with a pt-BR reason', async () => {
    await receiver.stop();
    const response = await test();
    await receiver.listen();
    expect(response.status).toBe(503);
    expect((response.body as { error: string }).error).toBe(
      'Falha no envio de teste pelo ntfy: não foi possível falar com o ntfy (ECONNREFUSED)',
    );
  });
});
