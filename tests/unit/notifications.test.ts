import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStore, type Store } from '../../server/src/adapters/sqlite/index.ts';
import { createNotifications } from '../../server/src/domain/operator/notifications/notifications.ts';
import {
  MAX_PUSH_ATTEMPTS,
  retryDelayMs,
} from '../../server/src/domain/operator/notifications/notification-pushes.ts';
import {
  LightningError,
  type Lightning,
  type NotificationPushers,
  type NtfyTarget,
  type PushMessage,
} from '../../server/src/domain/ports/index.ts';
import { movableClock, recordingLog, START, type MovableClock } from './support/world.ts';

// docs/decisions/0016-operator-cockpit-release.md: notifications are derived from state by a scanner, one per unique key (INSERT OR
// IGNORE); the first scan ever files what already existed as read and unpushed; LND counts as
// down after two failed probes in a row; pushes go to the channels configured at creation,
// retried with backoff up to MAX_PUSH_ATTEMPTS.

const KEY_HEX = 'ab'.repeat(32);

function fakePushers() {
  const sent: { channel: string; target: unknown; message: PushMessage }[] = [];
  let failing: Error | undefined;
  const push = (channel: string) => async (target: unknown, message: PushMessage) => {
    if (failing) throw failing;
    sent.push({ channel, target, message });
  };
  const pushers: NotificationPushers = {
    ntfy: push('ntfy'),
    nostr: push('nostr'),
    parseNostrPubkey: (input) => (/^[0-9a-f]{64}$/.test(input) ? input : undefined),
    npubFromSecretKey: (secret) => `npub1${secret.slice(0, 8)}`,
    newSecretKeyHex: () => 'cd'.repeat(32),
  };
  return {
    pushers,
    sent,
    fail: (error: Error | undefined) => {
      failing = error;
    },
  };
}

function fakeLightning() {
  let up = true;
  const lightning = {
    getInfo: async () => {
      if (!up) throw new LightningError('unavailable', 'LND inacessível');
      return { synced: true, alias: 'x', publicKey: '02', blockHeight: 1 };
    },
  } as unknown as Lightning;
  return { lightning, setUp: (value: boolean) => (up = value) };
}

let store: Store;
let clock: MovableClock;
let node: ReturnType<typeof fakeLightning>;
let push: ReturnType<typeof fakePushers>;
let n: ReturnType<typeof createNotifications>;

const now = () => clock.now().toISOString();
function raffle(name: string, total = 10, sold = 0): number {
  const row = store.db
    .prepare(
      `INSERT INTO raffles (name, prize_amount, ticket_price, total_tickets, sold_tickets, end_date,
         status, draw_id, created_at, updated_at)
       VALUES (?, 50000, 1000, ?, ?, ?, 'active', 'x', ?, ?)`,
    )
    .run(name, total, sold, now(), now(), now());
  return Number(row.lastInsertRowid);
}
const sellOut = (id: number) =>
  store.db.prepare('UPDATE raffles SET sold_tickets = total_tickets WHERE id = ?').run(id);
const close = (id: number, tickets = 3) =>
  store.db
    .prepare(
      `INSERT INTO draws (raffle_id, status, tickets_count, tickets_hash, closed_at, confirmations_required)
       VALUES (?, ?, ?, 'h', ?, 6)`,
    )
    .run(id, tickets === 0 ? 'cancelled' : 'closed', tickets, now());
function payout(raffleId: number, status: string): number {
  const row = store.db
    .prepare(
      `INSERT INTO payouts (raffle_id, kind, label, status, amount, address, created_at, updated_at, last_error)
       VALUES (?, 'prize', ?, ?, 50000, 'bcrt1q', ?, ?, 'saldo insuficiente')`,
    )
    .run(raffleId, `l${raffleId}${status}`, status, now(), now());
  return Number(row.lastInsertRowid);
}
const keys = () =>
  (store.db.prepare('SELECT key FROM notifications ORDER BY id').pluck().all() as string[]).sort();

beforeEach(() => {
  store = createStore(':memory:');
  clock = movableClock(START);
  node = fakeLightning();
  push = fakePushers();
  n = createNotifications({
    notifications: store.notifications,
    settings: store.settings,
    lightning: node.lightning,
    clock,
    pushers: push.pushers,
    log: recordingLog(),
  });
});
afterEach(() => store.close());

describe('the notification scanner', () => {
  it('the first scan ever files existing states as read, with no pushes', async () => {
    n.settings.update({ ntfy_url: 'http://127.0.0.1:1/topico' });
    const old = raffle('Antiga');
    sellOut(old);
    close(old);
    expect(await n.scan()).toBe(2);
    expect(n.count().unread).toBe(0);
    await n.pushDue();
    expect(push.sent).toEqual([]);
    // From the second scan on, news is unread and pushed.
    const fresh = raffle('Nova');
    sellOut(fresh);
    expect(await n.scan()).toBe(1);
    expect(n.count().unread).toBe(1);
    await n.pushDue();
    expect(push.sent.map((s) => s.message.body)).toEqual([
      'A rifa “Nova” vendeu todos os 10 bilhetes.',
    ]);
  });

  it('sold out, closed, drawn and each payout status needing attention: one each, however many scans', async () => {
    await n.scan(); // the first scan, on an empty database
    const id = raffle('Bicicleta');
    const winner = store.db
      .prepare(
        `INSERT INTO users (email, name, btc_address, password_hash, created_at, updated_at)
         VALUES ('w@rifa.test', 'W', 'bcrt1q', 'x', ?, ?)`,
      )
      .run(now(), now()).lastInsertRowid;
    sellOut(id);
    close(id);
    store.db
      .prepare(
        `UPDATE draws SET status = 'drawn', block_height = 1, block_hash = 'b', digest = 'd',
           winning_ticket = 7, winner_user_id = ? WHERE raffle_id = ?`,
      )
      .run(winner, id);
    const p = payout(id, 'awaiting_balance');
    payout(raffle('Outra'), 'pending'); // not waiting for the operator
    for (let k = 0; k < 3; k += 1) await n.scan();
    store.db.prepare("UPDATE payouts SET status = 'failed' WHERE id = ?").run(p);
    await n.scan();
    await n.scan();
    expect(keys()).toEqual(
      [
        `closed:${id}`,
        `drawn:${id}`,
        `payout:${p}:awaiting_balance`,
        `payout:${p}:failed`,
        `sold_out:${id}`,
      ].sort(),
    );
    const list = n.list();
    expect(list.unread).toBe(5);
    expect(list.data[0]?.body).toBe(
      'O pagamento do prêmio da rifa “Bicicleta” (50.000 sats) falhou (saldo insuficiente); nada saiu do nó. Tente de novo em Gerenciar.',
    );
    expect(list.data.find((x) => x.kind === 'drawn')?.body).toBe(
      'A rifa “Bicicleta” foi sorteada: bilhete vencedor nº 7.',
    );
    expect(n.readAll().unread).toBe(0);
    expect(n.count().unread).toBe(0);
  });

  it('a close with no ticket paid says the raffle was cancelled', async () => {
    await n.scan();
    close(raffle('Vazia'), 0);
    await n.scan();
    expect(n.list().data[0]?.body).toContain('sem bilhetes pagos: a rifa foi cancelada');
  });

  it('LND: down only after two failed probes in a row, back on the next answer, counted', async () => {
    await n.scan();
    node.setUp(false);
    await n.scan();
    expect(keys()).toEqual([]); // one failure is a blip
    node.setUp(true);
    await n.scan();
    node.setUp(false);
    await n.scan();
    await n.scan();
    await n.scan();
    expect(keys()).toEqual(['lnd_down:1']);
    node.setUp(true);
    await n.scan();
    await n.scan();
    node.setUp(false);
    await n.scan();
    await n.scan();
    expect(keys()).toEqual(['lnd_down:1', 'lnd_down:2', 'lnd_up:1']);
    expect(store.settings.get('notifications.lnd_drops')).toBe('2');
  });
});

describe('the push outbox', () => {
  it('pushes only to channels configured when the notification was created', async () => {
    await n.scan();
    sellOut(raffle('Sem canal'));
    await n.scan(); // nothing configured: nothing to push
    n.settings.update({ nostr_relay_url: 'ws://127.0.0.1:1', nostr_recipient: KEY_HEX });
    sellOut(raffle('Com Nostr'));
    await n.scan();
    await n.pushDue();
    expect(push.sent).toHaveLength(1);
    expect(push.sent[0]).toMatchObject({
      channel: 'nostr',
      target: {
        relayUrl: 'ws://127.0.0.1:1',
        recipientPubkeyHex: KEY_HEX,
        senderSecretKeyHex: 'cd'.repeat(32),
      },
      message: { title: 'Rifa esgotada', tags: ['tada'], priority: 3 },
    });
    await n.pushDue();
    expect(push.sent).toHaveLength(1);
  });

  it('retries a failure after a growing delay and gives up after the last attempt', async () => {
    await n.scan();
    n.settings.update({ ntfy_url: 'https://ntfy.example/topico' });
    sellOut(raffle('Falha'));
    await n.scan();
    push.fail(new Error('não foi possível falar com o ntfy (ECONNREFUSED)'));
    for (let attempt = 1; attempt <= MAX_PUSH_ATTEMPTS; attempt += 1) {
      await n.pushDue();
      await n.pushDue(); // not due again before its delay
      clock.advance(retryDelayMs(attempt));
    }
    const failed = n.settings.read();
    expect(failed.failed_pushes).toBe(1);
    expect(failed.last_failure).toMatchObject({
      channel: 'ntfy',
      error: 'não foi possível falar com o ntfy (ECONNREFUSED)',
    });
    push.fail(undefined);
    await n.pushDue();
    expect(push.sent).toEqual([]);
    const row = store.db.prepare('SELECT attempts, status FROM notification_pushes').get();
    expect(row).toEqual({ attempts: MAX_PUSH_ATTEMPTS, status: 'failed' });
  });

  it('a push failed once is delivered at its retry', async () => {
    await n.scan();
    n.settings.update({ ntfy_url: 'https://ntfy.example/topico', ntfy_token: 'tk_segredo' });
    sellOut(raffle('Volta'));
    await n.scan();
    push.fail(new Error('o ntfy respondeu HTTP 502'));
    await n.pushDue();
    push.fail(undefined);
    clock.advance(retryDelayMs(1) - 1);
    expect(await n.pushDue()).toBe(0);
    clock.advance(1);
    expect(await n.pushDue()).toBe(1);
    expect((push.sent[0]?.target as NtfyTarget).token).toBe('tk_segredo');
  });
});

describe('the push settings', () => {
  it('refuses a bad URL, relay or key in pt-BR and stores nothing of that request', () => {
    expect(() => n.settings.update({ ntfy_url: 'ftp://ntfy.sh/x' })).toThrow(
      /URL do tópico ntfy inválida/,
    );
    expect(() =>
      n.settings.update({ ntfy_url: 'https://ntfy.sh/x', nostr_relay_url: 'https://relay' }),
    ).toThrow(/Relay Nostr inválido/);
    expect(() => n.settings.update({ nostr_recipient: 'npub-falsa' })).toThrow(
      /Chave pública Nostr inválida/,
    );
    expect(n.settings.read().ntfy.url).toBeNull();
  });

  it('never returns the token, and clearing the URL clears the token', () => {
    const saved = n.settings.update({ ntfy_url: 'https://ntfy.sh/x', ntfy_token: 'tk_1' });
    expect(saved.ntfy).toEqual({ url: 'https://ntfy.sh/x', token_set: true });
    expect(JSON.stringify(saved)).not.toContain('tk_1');
    expect(saved.nostr.server_npub).toBe('npub1cdcdcdcd');
    expect(n.settings.update({ ntfy_url: null }).ntfy).toEqual({ url: null, token_set: false });
  });
});
