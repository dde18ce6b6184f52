// Watches LND for settled invoices and credits them exactly once (docs/protocols/payment.md steps 5–6).
// Three paths lead to the same idempotent credit: the invoice stream (fast), a lookup of
// every pending invoice at start, after each stream error and periodically (catches what
// the stream cannot replay: docs/protocols/devnode.md#faithfulness #11), and the expiry sweeper.
import { createPeriodicJob } from '../kernel/periodic-job.ts';
import { cancelOrCredit } from './cancel-or-credit.ts';
import { LightningError, type InvoiceState, type Lightning } from '../ports/index.ts';
import type {
  Clock,
  PendingInvoiceRecord,
  SettleResult,
  SettingsRepository,
  SettlementRepository,
} from '../ports/index.ts';
import type { DomainLog } from '../kernel/log.ts';
import { decideSettlement } from './settlement-rules.ts';
import { NUMBERS_PER_STEP } from './reservation-steps.ts';
import { nextTurn } from '../kernel/next-turn.ts';

export const CURSOR_KEYS = { add: 'lnd_add_index', settle: 'lnd_settle_index' } as const;

export interface SettlementWatcherDeps {
  settlement: SettlementRepository;
  settings: SettingsRepository;
  lightning: Lightning;
  clock: Clock;
  log: DomainLog;
  /** Delay before re-subscribing after a stream error. */
  resubscribeDelayMs?: number;
  /** Period of the pending-invoice lookup and the expiry sweep. */
  sweepIntervalMs?: number;
  /** A reservation without an invoice after this long was orphaned by a crash. */
  staleReservationMs?: number;
  /**
   * Called after a purchase is credited, outside its transaction (the receipt job signs it,
   * docs/protocols/draw-v2.md); must not throw nor make the credit wait.
   */
  onCredited?: (purchaseId: number) => void;
}

export function createSettlementWatcher(deps: SettlementWatcherDeps) {
  const { settlement, settings, lightning, clock, log } = deps;
  const resubscribeDelayMs = deps.resubscribeDelayMs ?? 1_000;
  const sweepIntervalMs = deps.sweepIntervalMs ?? 5_000;
  const staleReservationMs = deps.staleReservationMs ?? 60_000;
  // A reservation made before this app started has no request left to finish it (a kill -9 in
  // the middle of a purchase): it is released at the first sweep, without waiting the minute.
  // Told apart by id, not by time: a clock set back (NTP, a VM restored) must not make a
  // reservation still in progress look older than the start.
  const madeBeforeStart = settlement.lastPurchaseId();
  let running = false;
  /** Set by stop(): a sweep in flight ends at its next invoice. */
  let stopping = false;
  let subscription: { close(): void } | undefined;
  let resubscribeTimer: NodeJS.Timeout | undefined;
  /**
   * A locked LND, or one whose address is not published yet (StartOS), fails the stream at
   * every re-subscription for as long as it waits, maybe days: said once, not every second.
   */
  let waitingSaid = false;

  const cursor = (key: string) => Number(settings.get(key) ?? 0);
  function advanceCursor(key: string, value: number | undefined) {
    // Only ever forward: the stream may replay older events after a restart.
    if (value !== undefined && value > cursor(key)) settings.set(key, String(value));
  }

  function credit(invoice: InvoiceState, source: string): SettleResult {
    const now = clock.now().toISOString();
    const settledAt = invoice.confirmedAt ? new Date(invoice.confirmedAt).toISOString() : now;
    const outcome = settlement.settle({
      paymentHash: invoice.id,
      settledAt,
      ...(invoice.settleIndex ? { settleIndex: invoice.settleIndex } : {}),
      now,
      decide: decideSettlement,
      ticketsNow: NUMBERS_PER_STEP,
    });
    if (outcome.kind === 'credited') {
      log.info(
        { purchaseId: outcome.purchaseId, tickets: outcome.tickets.length, source },
        'pagamento creditado',
      );
      if (outcome.unfinished) void finishCredit(outcome.purchaseId);
      else deps.onCredited?.(outcome.purchaseId);
    } else if (outcome.kind === 'refund_owed') {
      log.warn(
        { purchaseId: outcome.purchaseId, reason: outcome.reason, source },
        'pagamento após o encerramento: reembolso devido',
      );
    }
    return outcome;
  }

  /**
   * A large purchase is paid and counted in one transaction, its tickets written a step at a
   * time after it (docs/protocols/limits.md#no-request-holds-the-event-loop); a crash between steps leaves a
   * mark the next sweep finishes from. One run per purchase.
   */
  const finishing = new Map<number, Promise<void>>();
  function finishCredit(purchaseId: number): Promise<void> {
    const running = finishing.get(purchaseId);
    if (running) return running;
    const run = (async () => {
      while (!settlement.creditMore(purchaseId, NUMBERS_PER_STEP, clock.now().toISOString())) {
        if (stopping) return; // the mark stays: the next start finishes it
        await nextTurn();
      }
      log.info({ purchaseId }, 'bilhetes da compra gravados');
      deps.onCredited?.(purchaseId);
    })()
      .catch((error: unknown) =>
        log.error({ err: error, purchaseId }, 'falha ao gravar os bilhetes de uma compra paga'),
      )
      .finally(() => finishing.delete(purchaseId));
    finishing.set(purchaseId, run);
    return run;
  }

  function onInvoice(invoice: InvoiceState) {
    if (invoice.isConfirmed) credit(invoice, 'stream');
    advanceCursor(CURSOR_KEYS.add, invoice.addIndex);
    if (invoice.isConfirmed) advanceCursor(CURSOR_KEYS.settle, invoice.settleIndex);
  }

  function subscribe() {
    if (!running) return;
    subscription = lightning.subscribeInvoices(
      { addIndex: cursor(CURSOR_KEYS.add), settleIndex: cursor(CURSOR_KEYS.settle) },
      {
        onInvoice: (invoice) => {
          waitingSaid = false;
          try {
            onInvoice(invoice);
          } catch (error) {
            log.error({ err: error, paymentHash: invoice.id }, 'falha ao creditar pagamento');
          }
        },
        onError: (error) => {
          const repeat = error.kind === 'locked' && waitingSaid;
          waitingSaid = error.kind === 'locked';
          if (!repeat)
            log.warn({ kind: error.kind }, 'fluxo de faturas interrompido; reconectando');
          // Re-subscribe ourselves from the persisted maxima: the library would resume from
          // its last event and could lose the settle cursor.
          subscription?.close();
          subscription = undefined;
          clearTimeout(resubscribeTimer);
          resubscribeTimer = setTimeout(() => {
            subscribe();
            void sweep();
          }, resubscribeDelayMs);
        },
      },
    );
  }

  /**
   * A settlement the lookup found although the stream should have brought it: its index is
   * not above the stored cursor, so LND's indexes started again (its SQL invoice store draws
   * them from new sequences) and LND drops every live event at or below a client's cursor
   * (invoices/invoiceregistry.go ~405-413). Subscribe again from 0, "no backlog": the live
   * events of the new numbering pass, and what settled meanwhile is still pending, so the
   * lookup credits it (a backlog from the old cursors would replay the old numbering and put
   * the cursor back above the new one).
   */
  function followIndexRestart(invoice: InvoiceState): void {
    const settleIndex = invoice.settleIndex;
    if (!settleIndex || settleIndex > cursor(CURSOR_KEYS.settle)) return;
    log.warn(
      { settleIndex, cursor: cursor(CURSOR_KEYS.settle) },
      'índices de faturas do LND recomeçaram: cursores ajustados',
    );
    settings.set(CURSOR_KEYS.settle, '0');
    settings.set(CURSOR_KEYS.add, '0');
    if (!running) return;
    subscription?.close();
    subscription = undefined;
    subscribe();
  }

  /** One pending invoice: credited if it settled, released once it is dead in LND. */
  async function review(pending: PendingInvoiceRecord, now: Date): Promise<void> {
    const invoice = await lightning.getInvoice(pending.paymentHash);
    if (invoice?.isConfirmed) {
      if (credit(invoice, 'lookup').kind === 'credited') followIndexRestart(invoice);
      return;
    }
    const expired = new Date(pending.expiresAt).getTime() <= now.getTime();
    if (!invoice?.isCanceled && !expired) return;
    if (invoice && !invoice.isCanceled) {
      const outcome = await cancelOrCredit(lightning, pending.paymentHash, (settled) =>
        credit(settled, 'lookup'),
      );
      if (outcome !== 'cancelled') return;
    }
    if (settlement.expire(pending.purchaseId)) {
      log.info({ purchaseId: pending.purchaseId }, 'fatura expirada: reserva liberada');
    }
  }

  /** Looks up every pending invoice; credits the settled, expires the dead. */
  async function sweepOnce(): Promise<void> {
    const now = clock.now();
    for (const purchaseId of settlement.unfinishedCredits()) await finishCredit(purchaseId);
    settlement.releaseStaleReservations(
      new Date(now.getTime() - staleReservationMs).toISOString(),
      madeBeforeStart,
    );
    for (const pending of settlement.pending()) {
      if (stopping) return;
      try {
        await review(pending, now);
      } catch (error) {
        if (error instanceof LightningError) return; // LND away: keep every reservation, try later.
        throw error;
      }
    }
  }

  // One sweep at a time (lib/periodic-job.ts): a call during a pass gets the next one.
  const sweeper = createPeriodicJob(
    () =>
      sweepOnce().catch((error: unknown) =>
        log.error({ err: error }, 'falha na verificação de faturas pendentes'),
      ),
    sweepIntervalMs,
  );
  const sweep = sweeper.tick;

  return {
    start() {
      if (running) return;
      running = true;
      stopping = false;
      subscribe();
      sweeper.start();
    },
    async stop() {
      running = false;
      stopping = true;
      clearTimeout(resubscribeTimer);
      subscription?.close();
      subscription = undefined;
      await sweeper.stop();
      await Promise.all(finishing.values());
    },
    /** Resolves once every purchase credited in steps so far has all its tickets (tests). */
    async settled(): Promise<void> {
      await Promise.all(finishing.values());
    },
    /** Runs one lookup-and-expiry pass now (tests, and 'Simular pagamento'). */
    sweep,
    credit,
  };
}

export type SettlementWatcher = ReturnType<typeof createSettlementWatcher>;
