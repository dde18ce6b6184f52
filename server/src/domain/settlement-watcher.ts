// Watches LND for settled invoices and credits them exactly once (DESIGN.md §7 steps 5–6).
// Three paths lead to the same idempotent credit: the invoice stream (fast), a lookup of
// every pending invoice at start, after each stream error and periodically (catches what
// the stream cannot replay: NODE-CLIENTS.md §6 #11), and the expiry sweeper.
import { LightningError, type InvoiceState, type Lightning } from './ports/index.ts';
import type { Clock } from './ports/index.ts';
import type { SettleResult, SettingsRepository, SettlementRepository } from './ports/index.ts';

export const CURSOR_KEYS = { add: 'lnd_add_index', settle: 'lnd_settle_index' } as const;

export interface WatcherLog {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}

export interface SettlementWatcherDeps {
  settlement: SettlementRepository;
  settings: SettingsRepository;
  lightning: Lightning;
  clock: Clock;
  log: WatcherLog;
  /** Delay before re-subscribing after a stream error. */
  resubscribeDelayMs?: number;
  /** Period of the pending-invoice lookup and the expiry sweep. */
  sweepIntervalMs?: number;
  /** A reservation without an invoice after this long was orphaned by a crash. */
  staleReservationMs?: number;
}

export function createSettlementWatcher(deps: SettlementWatcherDeps) {
  const { settlement, settings, lightning, clock, log } = deps;
  const resubscribeDelayMs = deps.resubscribeDelayMs ?? 1_000;
  const sweepIntervalMs = deps.sweepIntervalMs ?? 5_000;
  const staleReservationMs = deps.staleReservationMs ?? 60_000;
  let running = false;
  let subscription: { close(): void } | undefined;
  let resubscribeTimer: NodeJS.Timeout | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;

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
    });
    if (outcome.kind === 'credited') {
      log.info(
        { transactionId: outcome.transactionId, tickets: outcome.tickets.length, source },
        'pagamento creditado',
      );
    } else if (outcome.kind === 'refund_owed') {
      log.warn(
        { transactionId: outcome.transactionId, reason: outcome.reason, source },
        'pagamento após o encerramento: reembolso devido',
      );
    }
    return outcome;
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
          try {
            onInvoice(invoice);
          } catch (error) {
            log.error({ err: error, paymentHash: invoice.id }, 'falha ao creditar pagamento');
          }
        },
        onError: (error) => {
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

  /** Looks up every pending invoice; credits the settled, expires the dead. */
  async function sweepOnce(): Promise<void> {
    const now = clock.now();
    settlement.releaseStaleReservations(new Date(now.getTime() - staleReservationMs).toISOString());
    for (const pending of settlement.pending()) {
      if (!running) return;
      let invoice: InvoiceState | null;
      try {
        invoice = await lightning.getInvoice(pending.paymentHash);
      } catch (error) {
        if (error instanceof LightningError) return; // LND away: keep every reservation, try later.
        throw error;
      }
      if (invoice?.isConfirmed) {
        credit(invoice, 'lookup');
        continue;
      }
      const expired = new Date(pending.expiresAt).getTime() <= now.getTime();
      if (!invoice?.isCanceled && !expired) continue;
      if (invoice && !invoice.isCanceled) {
        // Cancel in LND first, so the invoice cannot settle after we release the tickets.
        try {
          await lightning.cancelInvoice(pending.paymentHash);
        } catch (error) {
          if (!(error instanceof LightningError)) throw error;
          // It may have settled in between: look again before giving the tickets back.
          const again = await lightning.getInvoice(pending.paymentHash).catch(() => undefined);
          if (again?.isConfirmed) credit(again, 'lookup');
          if (!again?.isCanceled) continue;
        }
      }
      if (settlement.expire(pending.transactionId)) {
        log.info({ transactionId: pending.transactionId }, 'fatura expirada: reserva liberada');
      }
    }
  }

  function sweep(): Promise<void> {
    // One sweep at a time; callers share the one in flight.
    sweeping ??= sweepOnce()
      .catch((error: unknown) =>
        log.error({ err: error }, 'falha na verificação de faturas pendentes'),
      )
      .finally(() => {
        sweeping = undefined;
      });
    return sweeping;
  }

  return {
    start() {
      if (running) return;
      running = true;
      subscribe();
      void sweep();
      sweepTimer = setInterval(() => void sweep(), sweepIntervalMs);
      sweepTimer.unref();
    },
    async stop() {
      running = false;
      clearTimeout(resubscribeTimer);
      clearInterval(sweepTimer);
      subscription?.close();
      subscription = undefined;
      await sweeping;
    },
    /** Runs one lookup-and-expiry pass now (tests, and 'Simular pagamento'). */
    sweep,
    credit,
  };
}

export type SettlementWatcher = ReturnType<typeof createSettlementWatcher>;
