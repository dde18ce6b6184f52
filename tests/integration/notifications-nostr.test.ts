// docs/decisions/0016-operator-cockpit-release.md: notifications pushed as a Nostr DM to the operator's own relay, through the app's
// wiring (settings → scan → outbox → nostr-dm.ts), against the local NIP-01 relay of
// tests/support: one kind-4 event per notification, signed by the server's key (the npub the
// settings show), tagged to the operator, which the operator's secret key decrypts to the same
// pt-BR text the ntfy channel sends; a relay that refuses gets it again later, once.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseNostrPubkey } from '../../server/src/adapters/push/nostr-dm.ts';
import {
  generateNostrSecretKey,
  npubFromSecretKey,
} from '../../server/src/adapters/push/nostr-keys.ts';
import { nip04Decrypt } from '../../server/src/adapters/push/nostr-nip04.ts';
import { retryDelayMs } from '../../server/src/domain/operator/notifications/notification-pushes.ts';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { movableClock } from '../support/clock.ts';
import { startNostrRelay, type NostrTestRelay } from '../support/nostr-relay.ts';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const clock = movableClock();
const t = useTestApp({ clock, dirPrefix: 'rifa-nostr-' });
const operatorSecretHex = generateNostrSecretKey();
const operatorSecret = Buffer.from(operatorSecretHex, 'hex');
const operatorNpub = npubFromSecretKey(operatorSecretHex);
const operatorHex = parseNostrPubkey(operatorNpub)!;
let relay: NostrTestRelay;
let buyer: string;
let serverHex: string;
const notifications = () => t.services.notifications;

beforeAll(async () => {
  relay = await startNostrRelay();
  buyer = (await t.register({ btc_address: REGTEST_ADDRESS })).token;
  await notifications().scan(); // the first scan ever: history, not news
  const saved = await t.api
    .put('/api/admin/notifications/settings')
    .set(bearer(t.adminToken))
    .send({ nostr_relay_url: relay.url, nostr_recipient: operatorNpub });
  expect(saved.status).toBe(200);
  const settings = await t.api.get('/api/admin/notifications/settings').set(bearer(t.adminToken));
  const npub = (settings.body as { nostr: { server_npub: string } }).nostr.server_npub;
  serverHex = parseNostrPubkey(npub)!;
  expect(serverHex).toMatch(/^[0-9a-f]{64}$/);
});
afterAll(() => relay.close());
beforeEach(() => {
  relay.events.length = 0;
  relay.mode = { answer: 'accept' };
});

function readDm(index: number): string {
  const event = relay.events[index]!;
  expect(event.kind).toBe(4);
  expect(event.pubkey).toBe(serverHex);
  expect(event.tags).toEqual([['p', operatorHex]]);
  return nip04Decrypt(event.content, operatorSecret, serverHex);
}

async function soldOut(name: string) {
  const raffle = await t.createRaffle({ name, total_tickets: 2 });
  await t.buyPaid(buyer, raffle, 1);
  await t.buyPaid(buyer, raffle, 1);
  return raffle;
}

describe('Nostr DM pushes', () => {
  it('one signed kind-4 DM per notification, which the operator decrypts to the pt-BR text', async () => {
    await soldOut('Bicicleta');
    await notifications().scan();
    await notifications().scan();
    expect(await notifications().pushDue()).toBe(1);
    expect(await notifications().pushDue()).toBe(0);
    expect(relay.events).toHaveLength(1);
    const text = readDm(0);
    expect(text).toContain('Rifa esgotada');
    expect(text).toContain('A rifa “Bicicleta” vendeu todos os 2 bilhetes.');
    await vi.waitFor(() => expect(relay.openConnections()).toBe(0)); // the socket is closed
  });

  it('a relay that refuses: retried after its delay and delivered once', async () => {
    relay.mode = { answer: 'refuse', reason: 'rate-limited: devagar' };
    await soldOut('Televisão');
    await notifications().scan();
    expect(await notifications().pushDue()).toBe(0);
    relay.mode = { answer: 'accept' };
    clock.advance(retryDelayMs(1));
    expect(await notifications().pushDue()).toBe(1);
    clock.advance(retryDelayMs(4));
    expect(await notifications().pushDue()).toBe(0);
    expect(relay.events).toHaveLength(1);
    expect(readDm(0)).toContain('A rifa “Televisão” vendeu todos os 2 bilhetes.');
  });

  it("'Enviar teste' reaches the relay now; a refusal comes back as a pt-BR 503", async () => {
    const test = () =>
      t.api
        .post('/api/admin/notifications/test')
        .set(bearer(t.adminToken))
        .send({ channel: 'nostr' });
    const sent = await test();
    expect(sent.status).toBe(200);
    expect(readDm(0)).toContain('as notificações deste canal funcionam');
    relay.mode = { answer: 'refuse', reason: 'blocked: não conheço você' };
    const refused = await test();
    expect(refused.status).toBe(503);
    expect((refused.body as { error: string }).error).toContain('blocked: não conheço você');
  });
});
