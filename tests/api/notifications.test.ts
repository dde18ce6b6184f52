// docs/decisions/0016-operator-cockpit-release.md: the operator's notifications over real HTTP, a real SQLite file and the devnode:
// a raffle that sells out, closes, is drawn and whose prize waits for the admin (manual
// mode) gives one notification each, however often the scanner runs; the bell's count and
// 'Marcar todas como lidas'; the push settings refuse bad input in pt-BR; the ntfy token goes
// only to the server it was given for (docs/protocols/configuration.md#secrets-tied-to-a-destination),
// seen by two ntfy stand-ins on loopback; admin only.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList, NotificationSettings } from '@rifa/shared';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { movableClock } from '../support/clock.ts';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { closeAndDraw, raffleInAnHour } from '../integration/draw-support.ts';

const clock = movableClock();
const t = useTestApp({ clock, payoutMode: 'manual', dirPrefix: 'rifa-notifications-' });
let buyer: string;
const admin = () => bearer(t.adminToken);
const list = async () =>
  (await t.api.get('/api/admin/notifications').set(admin()).expect(200)).body as NotificationList;
const scanTwice = async () => {
  await t.services.notifications.scan();
  await t.services.notifications.scan();
};

beforeAll(async () => {
  buyer = (await t.register({ btc_address: REGTEST_ADDRESS })).token;
  // The first scan ever files the (empty) history; from here on, news is unread.
  await t.services.notifications.scan();
});

describe('notifications derived from a raffle’s life', () => {
  it('sold out, closed, drawn and a payout waiting for the admin: one each, newest first', async () => {
    const raffle = await raffleInAnHour(t, clock, { name: 'Bicicleta aro 29', total_tickets: 4 });
    // At most half a raffle is held unpaid per account: two purchases of two.
    await t.buyPaid(buyer, raffle, 2);
    await t.buyPaid(buyer, raffle, 2);
    await scanTwice();
    expect((await list()).data.map((n) => n.kind)).toEqual(['sold_out']);

    await closeAndDraw(t, clock, raffle);
    await scanTwice();
    await scanTwice();
    const { data, unread } = await list();
    expect(data.map((n) => n.kind)).toEqual(['payout', 'drawn', 'closed', 'sold_out']);
    expect(unread).toBe(4);
    expect(data.every((n) => n.raffle_id === raffle.id && n.read_at === null)).toBe(true);
    expect(data[3]).toMatchObject({
      title: 'Rifa esgotada',
      body: 'A rifa “Bicicleta aro 29” vendeu todos os 4 bilhetes.',
    });
    expect(data[2]?.body).toBe(
      'As vendas da rifa “Bicicleta aro 29” terminaram com 4 bilhetes pagos; a lista vai para a blockchain e o sorteio espera o bloco.',
    );
    expect(data[1]?.body).toMatch(
      /^A rifa “Bicicleta aro 29” foi sorteada: bilhete vencedor nº [1-4]\.$/,
    );
    expect(data[0]).toMatchObject({
      title: 'Pagamento precisa de atenção',
      body: 'O pagamento do prêmio da rifa “Bicicleta aro 29” (100.000 sats) aguarda você (modo manual): pague e confirme em Gerenciar.',
    });
  });

  it('the unread count, and read-all', async () => {
    const count = await t.api.get('/api/admin/notifications/unread').set(admin()).expect(200);
    expect(count.body).toEqual({ unread: 4 });
    const read = await t.api.post('/api/admin/notifications/read-all').set(admin()).expect(200);
    expect(read.body).toEqual({ unread: 0 });
    expect((await t.api.get('/api/admin/notifications/unread').set(admin())).body).toEqual({
      unread: 0,
    });
    const after = await list();
    expect(after.data.every((n) => typeof n.read_at === 'string')).toBe(true);
    await scanTwice();
    expect((await list()).unread).toBe(0);
  });
});

describe('push settings', () => {
  const put = (body: unknown) =>
    t.api
      .put('/api/admin/notifications/settings')
      .set(admin())
      .send(body as object);

  it('nothing is configured by default', async () => {
    const body = (await t.api.get('/api/admin/notifications/settings').set(admin()).expect(200))
      .body as NotificationSettings;
    expect(body.ntfy).toEqual({ url: null, token_set: false });
    expect(body.nostr.relay_url).toBeNull();
    expect(body.nostr.recipient).toBeNull();
    expect(body.nostr.server_npub).toMatch(/^npub1[02-9ac-hj-np-z]{58}$/);
    expect(body.failed_pushes).toBe(0);
  });

  it.each([
    [{ ntfy_url: 'ntfy.sh/topico' }, /URL do tópico ntfy inválida/],
    [{ ntfy_url: 'file:///etc/passwd' }, /URL do tópico ntfy inválida/],
    [{ ntfy_url: 42 }, /URL do tópico ntfy deve ser um texto/],
    [{ nostr_relay_url: 'https://relay.example' }, /Relay Nostr inválido/],
    [{ nostr_recipient: 'npub1naoexiste' }, /Chave pública Nostr inválida/],
    [[], /Corpo da requisição deve ser um objeto JSON/],
  ])('refuses %j with 400 in pt-BR', async (body, message) => {
    const response = await put(body);
    expect(response.status).toBe(400);
    expect((response.body as { error: string }).error).toMatch(message);
  });

  it('saves a valid ntfy URL and token; the token never comes back', async () => {
    const response = await put({
      ntfy_url: 'https://ntfy.example/rifa-secreta',
      ntfy_token: 'tk_abc123',
    }).expect(200);
    expect(JSON.stringify(response.body)).not.toContain('tk_abc123');
    expect((response.body as NotificationSettings).ntfy).toEqual({
      url: 'https://ntfy.example/rifa-secreta',
      token_set: true,
    });
    await put({ ntfy_url: null }).expect(200);
  });

  it("'Enviar teste' without the channel configured: 400 in pt-BR", async () => {
    const response = await t.api
      .post('/api/admin/notifications/test')
      .set(admin())
      .send({ channel: 'nostr' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'Configure o Nostr e salve antes de enviar um teste',
    });
  });
});

/** An ntfy stand-in on its own port (its own origin): the Authorization header of each POST. */
function ntfyHost() {
  const received: { path: string; authorization: string | undefined }[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push({ path: req.url ?? '', authorization: req.headers.authorization });
      res.end('{}');
    });
  });
  return {
    received,
    url: (topic: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/${topic}`,
    listen: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the ntfy token goes only to the server it was given for', () => {
  const hostA = ntfyHost();
  const hostB = ntfyHost();
  beforeAll(() => Promise.all([hostA.listen(), hostB.listen()]));
  afterAll(() => Promise.all([hostA.stop(), hostB.stop()]));

  const save = async (body: object) => {
    const response = await t.api
      .put('/api/admin/notifications/settings')
      .set(admin())
      .send(body)
      .expect(200);
    return (response.body as NotificationSettings).ntfy;
  };
  const saved = async () =>
    (
      (await t.api.get('/api/admin/notifications/settings').set(admin()).expect(200))
        .body as NotificationSettings
    ).ntfy;
  /** 'Enviar teste' over ntfy: exactly one POST reaches one of the stand-ins. */
  const testPush = async () => {
    const before = hostA.received.length + hostB.received.length;
    await t.api
      .post('/api/admin/notifications/test')
      .set(admin())
      .send({ channel: 'ntfy' })
      .expect(200);
    expect(hostA.received.length + hostB.received.length).toBe(before + 1);
  };
  const last = (host: ReturnType<typeof ntfyHost>) => host.received.at(-1);

  it('another topic on the same server, or other fields, keep the token', async () => {
    expect(await save({ ntfy_url: hostA.url('rifa'), ntfy_token: 'tk_de_A' })).toEqual({
      url: hostA.url('rifa'),
      token_set: true,
    });
    await testPush();
    expect(last(hostA)).toEqual({ path: '/rifa', authorization: 'Bearer tk_de_A' });

    expect((await save({ ntfy_url: hostA.url('rifa') })).token_set).toBe(true);
    expect((await save({ nostr_relay_url: null })).token_set).toBe(true);
    expect((await save({ ntfy_url: hostA.url('outro-topico') })).token_set).toBe(true);
    await testPush();
    expect(last(hostA)).toEqual({ path: '/outro-topico', authorization: 'Bearer tk_de_A' });
  });

  it('another server without a token: the saved one is dropped and never sent there', async () => {
    const pushesToA = hostA.received.length;
    expect(await save({ ntfy_url: hostB.url('rifa') })).toEqual({
      url: hostB.url('rifa'),
      token_set: false,
    });
    expect(await saved()).toEqual({ url: hostB.url('rifa'), token_set: false });
    await testPush();
    expect(last(hostB)).toEqual({ path: '/rifa', authorization: undefined });
    expect(hostA.received).toHaveLength(pushesToA);
    // Back to the first server: the token is not restored either.
    expect((await save({ ntfy_url: hostA.url('rifa') })).token_set).toBe(false);
    await testPush();
    expect(last(hostA)).toEqual({ path: '/rifa', authorization: undefined });
  });

  it('another server with a new token sends the new one', async () => {
    await save({ ntfy_url: hostA.url('rifa'), ntfy_token: 'tk_de_A' });
    expect(await save({ ntfy_url: hostB.url('rifa'), ntfy_token: 'tk_de_B' })).toEqual({
      url: hostB.url('rifa'),
      token_set: true,
    });
    await testPush();
    expect(last(hostB)).toEqual({ path: '/rifa', authorization: 'Bearer tk_de_B' });
  });

  it.each([
    ['https', (url: string) => url.replace('http://', 'https://')],
    ['the host', (url: string) => url.replace('127.0.0.1', 'localhost')],
    ['the port', (url: string) => url.replace(/:(\d+)\//, (_m, port) => `:${Number(port) + 1}/`)],
  ])('a change of %s drops the token too', async (_what, change) => {
    await save({ ntfy_url: hostB.url('rifa'), ntfy_token: 'tk_de_B' });
    expect((await save({ ntfy_url: change(hostB.url('rifa')) })).token_set).toBe(false);
  });

  it('a token without a topic is not kept', async () => {
    await save({ ntfy_url: null });
    expect(await save({ ntfy_token: 'tk_sem_topico' })).toEqual({ url: null, token_set: false });
  });
});

describe('admin only', () => {
  const calls = [
    ['get', '/api/admin/notifications'],
    ['get', '/api/admin/notifications/unread'],
    ['post', '/api/admin/notifications/read-all'],
    ['get', '/api/admin/notifications/settings'],
    ['put', '/api/admin/notifications/settings'],
    ['post', '/api/admin/notifications/test'],
  ] as const;

  it.each(calls)('%s %s: 401 without a token, 403 for a participant', async (method, path) => {
    const anonymous = await t.api[method](path).send({});
    expect(anonymous.status).toBe(401);
    const participant = await t.api[method](path).set(bearer(buyer)).send({});
    expect(participant.status).toBe(403);
    expect(participant.body).toEqual({ error: 'Acesso restrito a administradores' });
  });
});
