// The draw scheduler (DESIGN.md §8): a job that moves every raffle past its end_date along
//   close of sales (N and tickets_hash frozen; N = 0 → cancelled)
//   → draw block found (first block with mediantime > end_date)
//   → DRAW_CONFIRMATIONS reached → drawn (every input stored, raffle completed, prize owed).
// Each step reads its state from SQLite and writes the next one in one conditional
// transaction, so the job can stop at any line and the next tick — in this process or after
// a restart — repeats only what did not happen. A node that does not answer leaves every
// row as it is until a later tick.
import { drawPrizes, findDrawBlock, parseBlockHeader, ticketsCommitment } from '@rifa/shared';
import { ChainError, type BlockHeader, type Chain } from './ports/index.ts';
import { LightningError, type InvoiceState, type Lightning } from './ports/index.ts';
import { createPeriodicJob } from '../lib/periodic-job.ts';
import { cancelOrCredit } from './cancel-or-credit.ts';
import type { Clock } from './ports/index.ts';
import type { DrawRecord, DrawRepository, DrawBlockInput } from './ports/index.ts';
import type { WatcherLog } from './settlement-watcher.ts';
import type { PayoutLabels } from './payout-labels.ts';
import type { PayoutPlan } from './payout-settings.ts';

/** Raw headers published with the proof: the draw block and the 11 before it (median time past). */
export const PROOF_HEADERS = 12;

export interface DrawSchedulerDeps {
  draws: DrawRepository;
  chain: Chain;
  lightning: Lightning;
  clock: Clock;
  log: WatcherLog;
  /** DRAW_CONFIRMATIONS: frozen into each draw row at close. */
  confirmations: number;
  /** How the prize starts: Lightning below the threshold, else per the payout mode. */
  payoutPlan: (prizeAmount: number) => PayoutPlan;
  labels: PayoutLabels;
  /** Credits an invoice found settled at close (the settlement watcher's idempotent credit). */
  credit?: (invoice: InvoiceState) => void;
  /** After a draw: the payout job can send the prize now. */
  onDrawn?: (raffleId: number) => void;
  intervalMs?: number;
}

export function createDrawScheduler(deps: DrawSchedulerDeps) {
  const { draws, chain, lightning, clock, log } = deps;
  const intervalMs = deps.intervalMs ?? 10_000;

  const headerAt = async (height: number): Promise<BlockHeader> =>
    chain.getBlockHeader(await chain.getBlockHash(height));

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
    const closed = draws.close({
      raffleId: raffle.id,
      now: clock.now().toISOString(),
      confirmationsRequired: deps.confirmations,
      commitment: ticketsCommitment,
    });
    if (!closed) return;
    if (closed.status === 'cancelled')
      log.info({ raffleId: raffle.id }, 'vendas encerradas sem bilhetes pagos: rifa cancelada');
    else
      log.info(
        { raffleId: raffle.id, tickets: closed.tickets_count, ticketsHash: closed.tickets_hash },
        'vendas encerradas: bilhetes congelados',
      );
  }

  /** The raw headers of heights max(0, h − 11)..h, walked back from the block through its parents. */
  async function proofHeaders(block: BlockHeader): Promise<string[] | null> {
    const headers: string[] = [];
    let hash = block.hash;
    for (
      let height = block.height;
      height >= Math.max(0, block.height - (PROOF_HEADERS - 1));
      height--
    ) {
      const raw = await chain.getRawBlockHeader(hash);
      const parsed = parseBlockHeader(raw);
      if (parsed.hash !== hash) return null; // the node answered for another block
      headers.unshift(raw);
      hash = parsed.previousblockhash;
    }
    return headers;
  }

  async function searchBlock(draw: DrawRecord): Promise<DrawRecord | undefined> {
    const tip = await chain.getBlockCount();
    const found = await findDrawBlock(headerAt, tip, draw.end_date);
    if (!found) return undefined;
    const { block, previous } = found;
    // A reorg during the search could pair headers of two chains: try again next tick.
    if (previous && block.previousblockhash !== previous.hash) return undefined;
    const headers = await proofHeaders(block);
    if (!headers) return undefined;
    const record: DrawBlockInput = {
      height: block.height,
      hash: block.hash,
      mediantime: block.mediantime,
      prevHash: previous?.hash ?? null,
      prevMediantime: previous?.mediantime ?? null,
      headers,
    };
    if (!draws.recordBlock(draw.raffle_id, record, clock.now().toISOString())) return undefined;
    log.info(
      {
        raffleId: draw.raffle_id,
        height: block.height,
        hash: block.hash,
        mediantime: block.mediantime,
      },
      'bloco do sorteio encontrado',
    );
    return draws.find(draw.raffle_id);
  }

  /** True while the stored block is still the best chain's block at its height. */
  async function stillInBestChain(draw: DrawRecord): Promise<boolean> {
    try {
      return (await chain.getBlockHash(draw.block_height as number)) === draw.block_hash;
    } catch (error) {
      if (error instanceof ChainError && error.kind === 'not_found') return false; // the chain got shorter
      throw error;
    }
  }

  async function drawIfFinal(draw: DrawRecord): Promise<'waiting' | 'drawn' | 'reorg'> {
    const tip = await chain.getBlockCount();
    if (!(await stillInBestChain(draw))) return 'reorg';
    const height = draw.block_height as number;
    if (tip - height + 1 < draw.confirmations_required) return 'waiting';

    const tickets = draws.tickets(draw.raffle_id);
    // Never draw on a list other than the one committed at close.
    if (ticketsCommitment(tickets) !== draw.tickets_hash) {
      log.error(
        { raffleId: draw.raffle_id },
        'a lista de bilhetes não confere com o tickets_hash do fechamento: sorteio suspenso',
      );
      return 'waiting';
    }
    const blockHash = draw.block_hash as string;
    // DESIGN.md §8.1: position 1 is exactly §8; positions 2..min(P, N) follow.
    const [result, ...later] = drawPrizes(
      blockHash,
      draw.draw_id,
      tickets.map((ticket) => ticket.number),
      draw.prizes_count,
    );
    if (!result) return 'waiting';
    const drawn = draws.recordDraw({
      raffleId: draw.raffle_id,
      outcome: {
        blockHash,
        digest: result.digest,
        n: result.n,
        index: result.index,
        winningTicket: result.winning_ticket,
      },
      payout: deps.payoutPlan,
      label: deps.labels.prize(draw.raffle_id),
      positions: later.map((position) => ({
        position: position.position,
        digest: position.digest,
        n: position.n,
        ticketsCount: position.tickets_count,
        index: position.index,
        winningTicket: position.winning_ticket,
      })),
      positionLabel: (position) => deps.labels.prize(draw.raffle_id, position),
      now: clock.now().toISOString(),
    });
    if (!drawn) return 'waiting';
    log.info(
      {
        raffleId: draw.raffle_id,
        height,
        hash: blockHash,
        winningTicket: result.winning_ticket,
        positions: later.map((position) => position.winning_ticket),
      },
      'sorteio realizado',
    );
    deps.onDrawn?.(draw.raffle_id);
    return 'drawn';
  }

  async function advance(start: DrawRecord): Promise<void> {
    let draw: DrawRecord | undefined = start;
    if (draw.status === 'block_found') {
      const outcome = await drawIfFinal(draw);
      if (outcome !== 'reorg') return;
      // DESIGN.md §8: the block changed before the draw was final: search again from scratch.
      log.warn(
        { raffleId: draw.raffle_id, staleHash: draw.block_hash },
        'reorganização antes da finalidade: nova busca do bloco',
      );
      draws.resetBlock(draw.raffle_id, draw.block_hash as string);
      draw = draws.find(draw.raffle_id);
    }
    if (draw?.status !== 'closed') return;
    draw = await searchBlock(draw);
    // Already deep enough (the app was stopped meanwhile): draw in the same tick.
    if (draw?.status === 'block_found') await drawIfFinal(draw);
  }

  async function tickOnce(): Promise<void> {
    const now = clock.now().toISOString();
    for (const raffle of draws.dueToClose(now)) await closeSales(raffle);
    await settleOrCancel(draws.pendingAfterSales());
    for (const draw of draws.inProgress()) {
      try {
        await advance(draw);
      } catch (error) {
        if (error instanceof ChainError) {
          log.warn(
            { kind: error.kind, raffleId: draw.raffle_id },
            'bitcoind indisponível: o sorteio continua na próxima verificação',
          );
          return;
        }
        // One raffle's failure must not hold the others back.
        log.error({ err: error, raffleId: draw.raffle_id }, 'falha ao avançar o sorteio');
      }
    }
  }

  const job = createPeriodicJob(
    () =>
      tickOnce().catch((error: unknown) =>
        log.error({ err: error }, 'falha no agendador de sorteios'),
      ),
    intervalMs,
  );

  return { tick: job.tick, start: job.start, stop: job.stop };
}

export type DrawScheduler = ReturnType<typeof createDrawScheduler>;
