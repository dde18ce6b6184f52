// One test's world: an in-memory SQLite store with the real repositories, a clock the test
// moves, the fake node (fake-lightning.ts, fake-chain.ts), and the domain services wired the
// way server/src/composition/services.ts wires them — no server, no devnode, no build.
import os from 'node:os';
import path from 'node:path';
import type { Raffle, Purchase } from '@rifa/shared';
import { createAddressValidator } from '../../../server/src/adapters/bitcoin/address-validator.ts';
import { createChallengeSigner } from '../../../server/src/adapters/security/challenge-signer.ts';
import { createJwtTokens } from '../../../server/src/adapters/security/jwt-tokens.ts';
import { createScryptPasswords } from '../../../server/src/adapters/security/scrypt-passwords.ts';
import { apiKeySecrets } from '../../../server/src/adapters/security/secrets.ts';
import { createStore } from '../../../server/src/adapters/sqlite/index.ts';
import type {
  NewRaffleRecord,
  SettleResult,
  UserRecord,
} from '../../../server/src/domain/ports/index.ts';
import { createServices } from '../../../server/src/composition/services.ts';
import { REGTEST_ADDRESS as ADDRESS } from '../../support/addresses.ts';
import { movableClock } from '../../support/clock.ts';
import { createFakeChain } from './fake-chain.ts';
import { createFakeLightning } from './fake-lightning.ts';

export {
  REGTEST_ADDRESS as ADDRESS,
  REGTEST_ADDRESS_2 as ADDRESS_2,
} from '../../support/addresses.ts';
import type { DomainLog } from '../../../server/src/domain/kernel/log.ts';
export { movableClock, type MovableClock } from '../../support/clock.ts';
export const START = new Date('2030-01-01T12:00:00.000Z');
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export interface LogLine {
  level: 'info' | 'warn' | 'error';
  data: object;
  message: string;
}

export function recordingLog(): DomainLog & { lines: LogLine[]; messages(): string[] } {
  const lines: LogLine[] = [];
  const at = (level: LogLine['level']) => (data: object, message: string) =>
    void lines.push({ level, data, message });
  return {
    lines,
    messages: () => lines.map((line) => line.message),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
  };
}

export interface WorldOptions {
  payoutMode?: 'auto' | 'manual';
  /** DRAW_CONFIRMATIONS (default 6). */
  confirmations?: number;
  /** A database file instead of one in memory (what a worker thread can open too). */
  file?: string;
}

export function createWorld(options: WorldOptions = {}) {
  const clock = movableClock(START);
  const store = createStore(options.file ?? ':memory:');
  const lightning = createFakeLightning({ clock });
  const chain = createFakeChain({ until: START });
  const log = recordingLog();
  // Wired as the server wires them (composition/services.ts): the scheduler credits through
  // the watcher and wakes the payout job. Jobs never tick on their own here: a test calls
  // sweep() and tick().
  const never = 24 * HOUR;
  const {
    services,
    jobs,
    payoutSender: sender,
  } = createServices({
    store,
    lightning,
    chain,
    clock,
    // The real cheap adapters: scrypt at a low cost, JWT, the regtest address rules.
    passwords: createScryptPasswords(1 << 10),
    tokens: createJwtTokens('segredo-dos-testes-de-unidade-com-32-caracteres'),
    addresses: createAddressValidator('regtest'),
    secrets: apiKeySecrets,
    challenges: createChallengeSigner(),
    drawConfirmations: options.confirmations ?? 6,
    log: () => log,
    payoutMode: options.payoutMode ?? 'auto',
    installId: 'teste',
    // Photos and backups are not exercised here; nothing is written until they are.
    dataDir: path.join(os.tmpdir(), 'rifa-unit-world-unused'),
    health: { mode: 'demo', network: 'regtest', version: 'teste' },
    jobs: {
      intervals: {
        resubscribeDelayMs: 0,
        sweepIntervalMs: never,
        drawIntervalMs: never,
        payoutIntervalMs: never,
      },
    },
  });
  const { purchases, payouts } = services;
  const { watcher, draws: scheduler, payouts: payoutJob, receipts: receiptJob } = jobs;

  let users = 0;
  function user(fields: Partial<Pick<UserRecord, 'btc_address' | 'name'>> = {}): UserRecord {
    users += 1;
    const created = store.users.create({
      email: `comprador${users}@rifa.test`,
      name: fields.name ?? `Comprador ${users}`,
      btc_address: fields.btc_address ?? ADDRESS,
      password_hash: 'x',
      is_admin: false,
      created_at: clock.now().toISOString(),
    });
    if (!created) throw new Error('user not created');
    return created;
  }

  /** An active raffle: 10 tickets of 1,000 sats, sales closing in an hour. */
  function raffle(fields: Partial<NewRaffleRecord> = {}): Raffle {
    return store.raffles.create({
      name: 'Rifa de teste',
      prize_amount: 50_000,
      ticket_price: 1_000,
      total_tickets: 10,
      min_tickets: null,
      end_date: new Date(clock.now().getTime() + HOUR).toISOString(),
      prize_btc_address: null,
      created_by: null,
      created_at: clock.now().toISOString(),
      ...fields,
    });
  }

  /**
   * `numbers` held by a 'reserving' purchase of `buyer`, with no invoice: what a purchase leaves
   * between its first step and its invoice (or a crash there). Past every per-account rule.
   */
  function hold(buyer: UserRecord, raffleId: number, numbers: number[]): number {
    const now = clock.now();
    const price = store.raffles.find(raffleId)!.ticket_price;
    const held = store.purchases.reserve({
      userId: buyer.id,
      raffleId,
      quantity: numbers.length,
      amount: numbers.length * price,
      now: now.toISOString(),
      holdUntil: new Date(now.getTime() + 15 * MINUTE).toISOString(),
      decide: () => ({ ok: true }),
      choose: () => ({ ok: true, numbers }),
    });
    if (!held.ok) throw new Error('not held');
    return held.purchaseId;
  }

  /** A purchase; `numbers` are the buyer's choice in the grid (random when absent). */
  const buy = (
    buyer: UserRecord,
    of: Raffle,
    quantity: number,
    numbers?: number[],
  ): Promise<Purchase> =>
    purchases.buy(buyer, {
      type_tx: 'buy',
      accept_terms: true,
      adult: true,
      raffle_id: of.id,
      tickets_count: quantity,
      amount: quantity * of.ticket_price,
      ...(numbers ? { numbers } : {}),
    });

  /** Settles the purchase's invoice in LND and hands it to the watcher, as the stream would. */
  const pay = (purchase: Purchase, at?: Date): SettleResult =>
    watcher.credit(lightning.settle(purchase.payment_hash, at), 'stream');

  return {
    clock,
    store,
    lightning,
    chain,
    log,
    purchases,
    watcher,
    scheduler,
    sender,
    payouts,
    payoutJob,
    /** Signs receipts (docs/protocols/draw-v2.md); each credit kicks it, a test awaits tick(). */
    receiptJob,
    services,
    user,
    raffle,
    buy,
    pay,
    hold,
    /** The stored purchase, as its owner sees it. */
    purchase: (id: number) => store.purchases.find(id),
    raffleNow: (id: number) => store.raffles.find(id),
    /** How many purchases hold tickets unpaid (reserving or pending). */
    held: () =>
      store.db
        .prepare(`SELECT COUNT(*) FROM transactions WHERE status IN ('reserving', 'pending')`)
        .pluck()
        .get() as number,
    async close() {
      await Promise.all([watcher.stop(), scheduler.stop(), payoutJob.stop()]);
      store.close();
    },
  };
}

export type World = ReturnType<typeof createWorld>;

/** A fresh world with one buyer and one active raffle, where most rule tests start. */
export function worldWithRaffle(options: WorldOptions = {}) {
  const w = createWorld(options);
  return { w, buyer: w.user(), raffle: w.raffle() };
}
