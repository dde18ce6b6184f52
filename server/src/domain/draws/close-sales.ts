// The close of sales (docs/protocols/draw.md), the draw scheduler's first step: every pending invoice of
// the raffle is settled or cancelled, then N, tickets_hash and — proof version 2 (§8.2) —
// tickets_root and the anchor row are frozen in one short transaction (N = 0 → cancelled), over
// a list read and hashed before it, off the event loop (ports/ticket-lists.ts).
import { anchorScriptHex } from '@rifa/shared';
import { LightningError, type InvoiceState, type Lightning } from '../ports/index.ts';
import type { Clock, DrawRecord, DrawRepository, TicketLists } from '../ports/index.ts';
import { cancelOrCredit } from '../purchases/index.ts';
import type { PayoutLabels } from '../payouts/index.ts';
import type { DomainLog } from '../kernel/log.ts';

export interface CloseSalesDeps {
  draws: DrawRepository;
  lightning: Lightning;
  clock: Clock;
  log: DomainLog;
  confirmations: number;
  labels: PayoutLabels;
  credit?: (invoice: InvoiceState) => void;
  /** Version 2: the close freezes tickets_root and writes the anchor row. */
  anchored: boolean;
  /** Reads and hashes the list (a worker thread when the database is a file). */
  ticketLists: TicketLists;
}

export function createCloseSales(deps: CloseSalesDeps) {
  const { draws, lightning, clock, log } = deps;

  /**
   * Before freezing N, every pending invoice of the raffle is settled (a payment made in
   * time is a ticket) or cancelled in LND (no invoice outlives the sales). Best effort: if
   * LND does not answer, the raffle closes anyway — the commitment must be published before
   * the draw block exists — and whatever settles later is recorded as a refund owed.
   */
  async function settleOrCancel(pending: { paymentHash: string }[]): Promise<void> {
    const credit = (invoice: InvoiceState) => deps.credit?.(invoice);
    for (const invoice of pending) {
      try {
        const state = await lightning.getInvoice(invoice.paymentHash);
        if (state?.isConfirmed) credit(state);
        // The watcher's lookup sweep marks the cancelled ones expired.
        else if (state && !state.isCanceled)
          await cancelOrCredit(lightning, invoice.paymentHash, credit);
      } catch (error) {
        if (!(error instanceof LightningError)) throw error;
        log.warn(
          { kind: error.kind },
          'LND indisponível ao encerrar vendas; faturas pendentes serão canceladas depois',
        );
        return;
      }
    }
  }

  async function closeSales(raffle: { id: number }): Promise<void> {
    await settleOrCancel(draws.pendingOf(raffle.id));
    log.info({ raffleId: raffle.id }, 'encerrando as vendas: lendo os bilhetes pagos');
    let closed: DrawRecord | null | 'list_changed' = 'list_changed';
    // The list is read and hashed in pages, outside the write transaction; a ticket credited
    // meanwhile (a payment made in time, settled late) changes the count, and the list is read
    // again. Three tries: credits stop once the pending invoices above are settled or cancelled.
    for (let attempt = 0; attempt < 3 && closed === 'list_changed'; attempt++) {
      const frozen = await deps.ticketLists.freeze(raffle.id, deps.anchored);
      closed = draws.close({
        raffleId: raffle.id,
        now: clock.now().toISOString(),
        confirmationsRequired: deps.confirmations,
        tickets: frozen,
        proofVersion: deps.anchored ? 2 : 1,
        ...(frozen.root !== null
          ? {
              anchor: {
                script: anchorScriptHex(frozen.root),
                label: deps.labels.anchor(raffle.id),
              },
            }
          : {}),
      });
    }
    if (closed === 'list_changed') {
      log.warn(
        { raffleId: raffle.id },
        'bilhetes creditados durante o encerramento; nova tentativa depois',
      );
      return;
    }
    if (!closed) return;
    if (closed.status === 'cancelled')
      log.info({ raffleId: raffle.id }, 'vendas encerradas sem bilhetes pagos: rifa cancelada');
    else
      log.info(
        {
          raffleId: raffle.id,
          tickets: closed.tickets_count,
          ticketsHash: closed.tickets_hash,
          ticketsRoot: closed.tickets_root,
        },
        'vendas encerradas: bilhetes congelados',
      );
  }

  return { closeSales, settleOrCancel };
}
