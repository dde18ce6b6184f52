// The draw scheduler (docs/protocols/draw.md): a job that moves every raffle past its end_date along
//   close of sales (N and tickets_hash frozen; N = 0 → cancelled)
//   → proof version 2 (§8.2): tickets_root frozen too, its anchor sent and mined at height A
//   → draw block found (first block with mediantime > end_date; in version 2, above A)
//   → DRAW_CONFIRMATIONS reached → drawn (every input stored, raffle completed, prize owed).
// Each step reads its state from SQLite and writes the next one in one conditional
// transaction, so the job can stop at any line and the next tick — in this process or after
// a restart — repeats only what did not happen. A node that does not answer leaves every
// row as it is until a later tick.
import { drawPrizes, findDrawBlock, parseBlockHeader } from '@rifa/shared';
import { ticketListsOf } from './frozen-tickets.ts';
import { ChainError, type BlockHeader, type Chain } from '../ports/index.ts';
import type {
  InvoiceState,
  Lightning,
  Clock,
  DrawRecord,
  DrawRepository,
  DrawBlockInput,
  TicketLists,
} from '../ports/index.ts';
import { createPeriodicJob } from '../kernel/periodic-job.ts';
import { createCloseSales } from './close-sales.ts';
import type { PayoutLabels, PayoutPlan } from '../payouts/index.ts';
import type { AnchorBlock, DrawAnchor } from './anchor/draw-anchor.ts';
import type { DomainLog } from '../kernel/log.ts';

/** Raw headers published with the proof: the draw block and the 11 before it (median time past). */
export const PROOF_HEADERS = 12;

export interface DrawSchedulerDeps {
  draws: DrawRepository;
  chain: Chain;
  lightning: Lightning;
  clock: Clock;
  log: DomainLog;
  /** DRAW_CONFIRMATIONS: frozen into each draw row at close. */
  confirmations: number;
  /** How the prize starts: Lightning below the threshold, else per the payout mode. */
  payoutPlan: (prizeAmount: number, address: string) => PayoutPlan;
  labels: PayoutLabels;
  /** Credits an invoice found settled at close (the settlement watcher's idempotent credit). */
  credit?: (invoice: InvoiceState) => void;
  /** After a draw: the payout job can send the prize now. */
  onDrawn?: (raffleId: number) => void;
  /** Proof version 2 (docs/protocols/draw-v2.md): raffles closed from now on are anchored. Absent: v1. */
  anchor?: DrawAnchor;
  intervalMs?: number;
  /** Default: on this thread, in steps (a database in memory). */
  ticketLists?: TicketLists;
}

export function createDrawScheduler(deps: DrawSchedulerDeps) {
  const { draws, chain, clock, log } = deps;
  const intervalMs = deps.intervalMs ?? 10_000;

  const headerAt = async (height: number): Promise<BlockHeader> =>
    chain.getBlockHeader(await chain.getBlockHash(height));

  const ticketLists = deps.ticketLists ?? ticketListsOf(draws);
  const { closeSales, settleOrCancel } = createCloseSales({
    ...deps,
    anchored: deps.anchor !== undefined,
    ticketLists,
  });

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

  async function searchBlock(
    draw: DrawRecord,
    anchor?: AnchorBlock,
  ): Promise<DrawRecord | undefined> {
    const tip = await chain.getBlockCount();
    // docs/protocols/draw-v2.md: a block stamped in the future may pass end_date before the close; none can come
    // after an anchor sent after the close.
    const options = anchor ? { afterHeight: anchor.height } : {};
    const found = await findDrawBlock(headerAt, tip, draw.end_date, options);
    if (!found) return undefined;
    const { block, previous } = found;
    // A reorg during the search could pair headers of two chains: try again next tick.
    if (previous && block.previousblockhash !== previous.hash) return undefined;
    const headers = await proofHeaders(block);
    if (!headers) return undefined;
    if (anchor && !(await keepChainHeaders(draw, anchor, block, block.height))) return undefined;
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

  /** §8.2: the proof's raw headers from A − 10 up to `top`, kept with the anchor. */
  async function keepChainHeaders(
    draw: DrawRecord,
    anchor: AnchorBlock,
    block: { height: number; hash: string },
    top: number,
  ): Promise<boolean> {
    const run = await deps.anchor?.proofHeaders(anchor, block, top);
    return !!run && !!deps.anchor?.storeHeaders(draw.raffle_id, run);
  }

  async function drawIfFinal(
    draw: DrawRecord,
    anchor?: AnchorBlock,
  ): Promise<'waiting' | 'drawn' | 'reorg'> {
    const tip = await chain.getBlockCount();
    if (!(await stillInBestChain(draw))) return 'reorg';
    const height = draw.block_height as number;
    if (tip - height + 1 < draw.confirmations_required) return 'waiting';

    const block = { height, hash: draw.block_hash as string };
    const top = height + draw.confirmations_required - 1;
    if (anchor && !(await keepChainHeaders(draw, anchor, block, top))) return 'waiting';
    // Never draw on a list other than the one committed at close (and, in v2, anchored).
    const { numbers, hash, root } = await ticketLists.freeze(draw.raffle_id, !!anchor);
    if (hash !== draw.tickets_hash || root !== draw.tickets_root) {
      log.error(
        { raffleId: draw.raffle_id },
        'a lista de bilhetes não confere com o tickets_hash do fechamento: sorteio suspenso',
      );
      return 'waiting';
    }
    const blockHash = draw.block_hash as string;
    // docs/protocols/draw.md#several-prizes: position 1 is exactly §8; positions 2..min(P, N) follow.
    const [result, ...later] = drawPrizes(blockHash, draw.draw_id, numbers, draw.prizes_count);
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

  /**
   * docs/protocols/draw-v2.md: A, the anchor's block in the best chain now (sending, confirming or re-finding the
   * anchor first); null while there is none. A stored draw block that is not above A is
   * dropped: the draw must never happen on a block that did not follow the anchor.
   */
  async function anchorOf(draw: DrawRecord): Promise<AnchorBlock | null> {
    const anchor = (await deps.anchor?.step(draw)) ?? null;
    const block = draw.block_height;
    if (draw.status === 'block_found' && (!anchor || (block as number) <= anchor.height)) {
      log.warn(
        { raffleId: draw.raffle_id, staleHash: draw.block_hash, anchor },
        'âncora fora da melhor cadeia ou acima do bloco do sorteio: nova busca do bloco',
      );
      draws.resetBlock(draw.raffle_id, draw.block_hash as string);
    }
    return anchor;
  }

  async function advance(start: DrawRecord): Promise<void> {
    let draw: DrawRecord | undefined = start;
    let anchor: AnchorBlock | undefined;
    if (draw.proof_version === 2) {
      const found = await anchorOf(draw);
      if (!found) return;
      anchor = found;
      draw = draws.find(draw.raffle_id);
    }
    if (draw?.status === 'block_found') {
      const outcome = await drawIfFinal(draw, anchor);
      if (outcome !== 'reorg') return;
      // docs/protocols/draw.md: the block changed before the draw was final: search again from scratch.
      log.warn(
        { raffleId: draw.raffle_id, staleHash: draw.block_hash },
        'reorganização antes da finalidade: nova busca do bloco',
      );
      draws.resetBlock(draw.raffle_id, draw.block_hash as string);
      draw = draws.find(draw.raffle_id);
    }
    if (draw?.status !== 'closed') return;
    draw = await searchBlock(draw, anchor);
    // Already deep enough (the app was stopped meanwhile): draw in the same tick.
    if (draw?.status === 'block_found') await drawIfFinal(draw, anchor);
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
