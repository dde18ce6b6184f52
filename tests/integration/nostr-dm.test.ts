// Operator notifications by Nostr DM (docs/decisions/0016-operator-cockpit-release.md), over a real WebSocket to a local NIP-01
// relay (tests/support/nostr-relay.ts) that checks every event's id and signature itself.
import { createDecipheriv } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { getSharedSecret, schnorr, utils } from '@noble/secp256k1';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  generateNostrSecretKey,
  npubFromSecretKey,
  parseNostrPubkey,
  sendNostrDm,
} from '../../server/src/adapters/push/nostr-dm.ts';
import { startNostrRelay, type NostrTestRelay } from '../support/nostr-relay.ts';
import { eventually } from '../support/poll.ts';

const TEXT =
  'Rifa “Bicicleta aro 29” esgotada: 100 números vendidos.\nSorteio no bloco 900 000 — ação!';

/** The operator's side, written here from NIP-04 rather than reusing the app's decrypt. */
function decryptAsRecipient(
  content: string,
  recipientSecret: Uint8Array,
  senderPubkey: string,
): string {
  const [ciphertext = '', iv = ''] = content.split('?iv=');
  const shared = getSharedSecret(recipientSecret, Buffer.from(`02${senderPubkey}`, 'hex'));
  const decipher = createDecipheriv(
    'aes-256-cbc',
    shared.subarray(1, 33),
    Buffer.from(iv, 'base64'),
  );
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64')),
    decipher.final(),
  ]).toString('utf8');
}

/** A port where nothing listens: bound, then released. */
async function deadPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let relay: NostrTestRelay;
const operatorSecret = utils.randomSecretKey();
const operatorPubkey = Buffer.from(schnorr.getPublicKey(operatorSecret)).toString('hex');
const appSecretHex = generateNostrSecretKey();
const appPubkey = parseNostrPubkey(npubFromSecretKey(appSecretHex)) ?? '';

beforeAll(async () => {
  relay = await startNostrRelay();
});
afterAll(() => relay.close());
afterEach(() => {
  relay.mode = { answer: 'accept' };
});

function dm(overrides: { timeoutMs?: number; relayUrl?: string; text?: string } = {}) {
  return sendNostrDm({
    relayUrl: relay.url,
    recipientPubkeyHex: operatorPubkey,
    senderSecretKeyHex: appSecretHex,
    text: TEXT,
    ...overrides,
  });
}

describe('sendNostrDm', () => {
  it('publishes one kind-4 event, signed by the app, for the operator to decrypt', async () => {
    const before = relay.events.length;
    const { eventId } = await dm();
    const [event] = relay.events.slice(before);
    expect(relay.events.length).toBe(before + 1);
    expect(event).toMatchObject({ id: eventId, kind: 4, pubkey: appPubkey });
    expect(event?.tags).toEqual([['p', operatorPubkey]]);
    expect(event?.content).not.toContain('Bicicleta');
    expect(decryptAsRecipient(event?.content ?? '', operatorSecret, appPubkey)).toBe(TEXT);
    expect(Math.abs((event?.created_at ?? 0) - Date.now() / 1000)).toBeLessThan(5);
    // The client closes its socket once the relay said OK.
    await eventually('relay connection closed', () => relay.openConnections() === 0);
  });

  it('accepts the operator key as npub too', async () => {
    const npub = npubFromSecretKey(Buffer.from(operatorSecret).toString('hex'));
    const { eventId } = await sendNostrDm({
      relayUrl: relay.url,
      recipientPubkeyHex: npub,
      senderSecretKeyHex: appSecretHex,
      text: 'teste',
    });
    expect(relay.events.find((e) => e.id === eventId)?.tags).toEqual([['p', operatorPubkey]]);
  });

  it("rejects with the relay's reason when the relay refuses", async () => {
    relay.mode = { answer: 'refuse', reason: 'blocked: only members may post here' };
    await expect(dm()).rejects.toThrow(
      /^O relay Nostr 127\.0\.0\.1:\d+ recusou a mensagem: blocked: only members may post here$/,
    );
    await eventually('relay connection closed', () => relay.openConnections() === 0);
  });

  it('rejects on timeout when the relay never answers, and closes the socket', async () => {
    relay.mode = { answer: 'silent' };
    const started = Date.now();
    await expect(dm({ timeoutMs: 300 })).rejects.toThrow(/não confirmou a mensagem em 0,3 s\.$/);
    expect(Date.now() - started).toBeLessThan(2_000);
    await eventually('relay connection closed', () => relay.openConnections() === 0);
  });

  it('rejects when the relay hangs up before answering, with its last NOTICE', async () => {
    relay.mode = { answer: 'hang-up', notice: 'restarting' };
    await expect(dm()).rejects.toThrow(
      /fechou a conexão antes de confirmar a mensagem\. \(aviso do relay: restarting\)$/,
    );
  });

  it('rejects quickly when nothing listens at the relay address', async () => {
    const started = Date.now();
    await expect(dm({ relayUrl: `ws://127.0.0.1:${await deadPort()}` })).rejects.toThrow(
      /^Não foi possível conectar ao relay Nostr 127\.0\.0\.1:\d+\.$/,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it.each([
    [
      'a relay address that is not ws:// or wss://',
      { relayUrl: 'https://relay.exemplo.com' },
      /Endereço do relay Nostr inválido/,
    ],
    ['a relay address that is no URL', { relayUrl: 'relay' }, /Endereço do relay Nostr inválido/],
  ])('rejects %s before connecting', async (_, overrides, message) => {
    await expect(dm(overrides)).rejects.toThrow(message);
  });

  it('rejects bad keys before connecting', async () => {
    const base = { relayUrl: relay.url, text: 'x' };
    await expect(
      sendNostrDm({ ...base, recipientPubkeyHex: 'npub1xyz', senderSecretKeyHex: appSecretHex }),
    ).rejects.toThrow('Chave pública Nostr do destinatário inválida.');
    await expect(
      sendNostrDm({
        ...base,
        recipientPubkeyHex: operatorPubkey,
        senderSecretKeyHex: '0'.repeat(64),
      }),
    ).rejects.toThrow('Chave secreta Nostr do remetente inválida.');
  });
});

describe('the test relay itself', () => {
  it('refuses an event whose signature does not match (NIP-01 "invalid:")', async () => {
    const socket = new WebSocket(relay.url);
    await new Promise((resolve) => socket.addEventListener('open', resolve));
    const forged = {
      id: '1'.repeat(64),
      pubkey: operatorPubkey,
      created_at: 1,
      kind: 4,
      tags: [],
      content: 'x',
      sig: '2'.repeat(128),
    };
    const reply = new Promise<unknown>((resolve) =>
      socket.addEventListener('message', (m) => resolve(JSON.parse(String(m.data)))),
    );
    socket.send(JSON.stringify(['EVENT', forged]));
    expect(await reply).toEqual(['OK', forged.id, false, 'invalid: event id does not match']);
    socket.close();
  });
});

describe('parseNostrPubkey', () => {
  it('turns npub and hex into the same lowercase hex', () => {
    const npub = 'npub180cvv07tjdrrgpa0j7j7tmnyl2yr6yr7l8j4s3evf6u64th6gkwsyjh6w6';
    const hex = '3bf0c63fcb93463407af97a5e5ee64fa883d107ef9e558472c4eb9aaaefa459d';
    expect(parseNostrPubkey(npub)).toBe(hex);
    expect(parseNostrPubkey(hex.toUpperCase())).toBe(hex);
  });

  it.each([
    '',
    'npub1',
    'nsec1vl029mgpspedva04g90vltkh6fvh240zqtv9k0t9af8935ke9laqsnlfe5',
    'z'.repeat(64),
    '5'.padStart(64, '0'),
  ])('refuses %j', (input) => {
    expect(parseNostrPubkey(input)).toBeUndefined();
  });
});
