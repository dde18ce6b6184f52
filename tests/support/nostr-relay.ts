// A minimal NIP-01 relay on 127.0.0.1 for tests: answers every ["EVENT", e] with
// ["OK", id, accepted, message] after checking the id (sha256 of the serialization, here with
// node:crypto rather than the app's @noble/hashes) and the BIP-340 signature; stores what it
// accepts; serves ["REQ", sub, filter…] from the store then EOSE. A test can make it refuse
// every event with a reason, swallow events without answering (timeouts), or send a NOTICE
// and close the connection instead of answering.
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { schnorr } from '@noble/secp256k1';
import { WebSocketServer, type WebSocket } from 'ws';

export interface RelayEvent {
  id: string;
  pubkey: string;
  created_at: number;
  kind: number;
  tags: string[][];
  content: string;
  sig: string;
}

export type RelayMode =
  | { answer: 'accept' }
  | { answer: 'refuse'; reason: string }
  | { answer: 'silent' }
  | { answer: 'hang-up'; notice: string };

export interface NostrTestRelay {
  url: string;
  /** Accepted events, oldest first. */
  events: RelayEvent[];
  /** What the relay does with the next valid events; invalid ones are always refused. */
  mode: RelayMode;
  /** Connections open right now (the client must close its socket when done). */
  openConnections(): number;
  close(): Promise<void>;
}

const HEX64 = /^[0-9a-f]{64}$/;

function isEventShape(value: unknown): value is RelayEvent {
  const e = value as Partial<RelayEvent> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.id === 'string' &&
    typeof e.pubkey === 'string' &&
    Number.isInteger(e.created_at) &&
    Number.isInteger(e.kind) &&
    Array.isArray(e.tags) &&
    e.tags.every((tag) => Array.isArray(tag) && tag.every((item) => typeof item === 'string')) &&
    typeof e.content === 'string' &&
    typeof e.sig === 'string'
  );
}

/** Why NIP-01 would reject the event, or undefined when its id and signature hold. */
async function invalidReason(event: RelayEvent): Promise<string | undefined> {
  if (!HEX64.test(event.pubkey) || !HEX64.test(event.id) || !/^[0-9a-f]{128}$/.test(event.sig)) {
    return 'invalid: malformed id, pubkey or sig';
  }
  const serialized = JSON.stringify([
    0,
    event.pubkey,
    event.created_at,
    event.kind,
    event.tags,
    event.content,
  ]);
  const id = createHash('sha256').update(serialized, 'utf8').digest('hex');
  if (id !== event.id) return 'invalid: event id does not match';
  const valid = await schnorr.verifyAsync(
    Buffer.from(event.sig, 'hex'),
    Buffer.from(event.id, 'hex'),
    Buffer.from(event.pubkey, 'hex'),
  );
  return valid ? undefined : 'invalid: signature verification failed';
}

type Filter = { ids?: string[]; authors?: string[]; kinds?: number[]; '#p'?: string[] };

function matches(event: RelayEvent, filter: Filter): boolean {
  const pTags = event.tags.filter((tag) => tag[0] === 'p').map((tag) => tag[1]);
  return (
    (!filter.ids || filter.ids.includes(event.id)) &&
    (!filter.authors || filter.authors.includes(event.pubkey)) &&
    (!filter.kinds || filter.kinds.includes(event.kind)) &&
    (!filter['#p'] || filter['#p'].some((p) => pTags.includes(p)))
  );
}

export async function startNostrRelay(): Promise<NostrTestRelay> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const relay: NostrTestRelay = {
    url: `ws://127.0.0.1:${port}`,
    events: [],
    mode: { answer: 'accept' },
    openConnections: () => server.clients.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };

  async function onEvent(socket: WebSocket, event: unknown): Promise<void> {
    if (!isEventShape(event)) {
      socket.send(JSON.stringify(['NOTICE', 'invalid: malformed event']));
      return;
    }
    const reason = await invalidReason(event);
    const mode = relay.mode;
    if (reason) socket.send(JSON.stringify(['OK', event.id, false, reason]));
    else if (mode.answer === 'refuse')
      socket.send(JSON.stringify(['OK', event.id, false, mode.reason]));
    else if (mode.answer === 'accept') {
      relay.events.push(event);
      socket.send(JSON.stringify(['OK', event.id, true, '']));
    } else if (mode.answer === 'hang-up') {
      socket.send(JSON.stringify(['NOTICE', mode.notice]));
      socket.close();
    }
  }

  server.on('connection', (socket) => {
    socket.on('message', (data) => {
      let message: unknown;
      try {
        message = JSON.parse(String(data));
      } catch {
        socket.send(JSON.stringify(['NOTICE', 'invalid: not JSON']));
        return;
      }
      if (!Array.isArray(message)) return;
      if (message[0] === 'EVENT') void onEvent(socket, message[1]);
      if (message[0] === 'REQ' && typeof message[1] === 'string') {
        const filters = message.slice(2) as Filter[];
        for (const event of relay.events.filter((e) => filters.some((f) => matches(e, f)))) {
          socket.send(JSON.stringify(['EVENT', message[1], event]));
        }
        socket.send(JSON.stringify(['EOSE', message[1]]));
      }
    });
  });
  return relay;
}
