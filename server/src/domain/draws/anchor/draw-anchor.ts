// The anchor step of a version-2 draw (docs/protocols/draw-v2.md), for the draw scheduler: each pass
// moves the raffle's anchor one step — send it (anchor-send.ts), settle an interrupted send,
// follow it into the best chain, bump it, find it again after a reorg (anchor-watch.ts) — and
// says A, the height and hash of its best-chain block, once there is one. The draw block is
// searched above A only. Also reads the raw headers the published proof carries.
import { parseBlockHeader } from '@rifa/shared';
import { LightningError } from '../../ports/index.ts';
import type {
  AnchorChain,
  AnchorRepository,
  AnchorWallet,
  Chain,
  Clock,
  DrawRecord,
} from '../../ports/index.ts';
import { createAnchorSend } from './anchor-send.ts';
import { createAnchorWatch, type AnchorBlock } from './anchor-watch.ts';
import type { DomainLog } from '../../kernel/log.ts';

export type { AnchorBlock } from './anchor-watch.ts';

/** Headers below A the proof carries: A's own mediantime window (§8.2: "from A − 10"). */
export const HEADERS_BELOW_ANCHOR = 10;

export interface DrawAnchorDeps {
  anchors: AnchorRepository;
  wallet: AnchorWallet;
  chain: Chain & AnchorChain;
  clock: Clock;
  log: DomainLog;
  labels: { anchor(raffleId: number, attempt?: number): string };
  /** See anchor-send.ts: how long an interrupted send waits before it is sent again. */
  orphanGraceMs?: number;
}

export interface HeaderRun {
  start: number;
  headers: string[];
}

export function createDrawAnchor(deps: DrawAnchorDeps) {
  const { anchors, chain, log } = deps;
  const sender = createAnchorSend({
    ...deps,
    orphanGraceMs: deps.orphanGraceMs ?? 60_000,
    tipHeight: () => chain.getBlockCount(),
  });
  const watch = createAnchorWatch({
    ...deps,
    label: (raffleId, attempt) => deps.labels.anchor(raffleId, attempt),
  });

  async function stepOnce(draw: DrawRecord): Promise<AnchorBlock | null> {
    let row = anchors.find(draw.raffle_id);
    if (!row) {
      log.error({ raffleId: draw.raffle_id }, 'sorteio versão 2 sem linha de âncora');
      return null;
    }
    if (row.status === 'sending') {
      await sender.reconcile(row);
      row = anchors.find(draw.raffle_id);
    }
    if (row?.status === 'pending' || row?.status === 'awaiting_balance') {
      await sender.send(row);
      return null; // just broadcast: no block can hold it yet
    }
    if (row?.status === 'sent' || row?.status === 'confirmed') return watch.track(row);
    return null;
  }

  /**
   * The raw headers of heights max(0, A − 10)..top, walked down from the best chain's block at
   * `top` through its parents, so they are one chain; null when that chain does not pass
   * through the anchor's and the draw's blocks (a reorg meanwhile: the next pass tries again).
   */
  async function proofHeaders(
    anchor: AnchorBlock,
    drawBlock: AnchorBlock,
    top: number,
  ): Promise<HeaderRun | null> {
    const start = Math.max(0, anchor.height - HEADERS_BELOW_ANCHOR);
    const headers: string[] = [];
    let hash = await chain.getBlockHash(top);
    for (let height = top; height >= start; height--) {
      const raw = await chain.getRawBlockHeader(hash);
      const parsed = parseBlockHeader(raw);
      if (parsed.hash !== hash) return null;
      if (height === drawBlock.height && hash !== drawBlock.hash) return null;
      if (height === anchor.height && hash !== anchor.hash) return null;
      headers.unshift(raw);
      hash = parsed.previousblockhash;
    }
    return { start, headers };
  }

  return {
    /** One step of the raffle's anchor; A once the best chain holds it, else null. */
    async step(draw: DrawRecord): Promise<AnchorBlock | null> {
      try {
        return await stepOnce(draw);
      } catch (error) {
        if (!(error instanceof LightningError)) throw error;
        log.warn(
          { raffleId: draw.raffle_id, kind: error.kind },
          'LND indisponível: a âncora continua na próxima verificação',
        );
        return null;
      }
    },
    proofHeaders,
    /** Keeps the headers the proof publishes with the confirmed anchor row. */
    storeHeaders(raffleId: number, run: HeaderRun): boolean {
      return anchors.transition(
        raffleId,
        ['confirmed'],
        'confirmed',
        { chain_headers: run.headers, chain_headers_start: run.start },
        deps.clock.now().toISOString(),
      );
    },
  };
}

export type DrawAnchor = ReturnType<typeof createDrawAnchor>;
