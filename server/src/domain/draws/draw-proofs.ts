// The public proof of a draw (docs/protocols/http-api.md GET /api/rifa/:id/draw and /tickets, §8): the
// DrawProof of shared/src/draw/types.ts, built from the stored draw row so that verifyProof
// (the SPA's 'Verificar' and scripts/verify-draw) can recompute every step. Only ticket
// numbers and payment hashes are published: never an e-mail or a name (LGPD).
import {
  estimateDraw,
  type BitcoinNetwork,
  type DrawEstimate,
  type DrawTiming,
  type DrawProof,
  type DrawTicket,
  type Raffle,
} from '@rifa/shared';
import type {
  Chain,
  Clock,
  AnchorRepository,
  DrawRecord,
  DrawRepository,
  PayoutRepository,
  RaffleRepository,
  TicketLists,
} from '../ports/index.ts';
import { notFound } from '../kernel/errors.ts';
import { anchorProofFields, publicDrawStatus } from './anchor/anchor-proof.ts';
import { withTimeout } from '../kernel/with-timeout.ts';
import { createTicketProofs } from './ticket-proofs.ts';
import { ticketPages } from './frozen-tickets.ts';
import { createChainLag, type ChainLag } from './chain-lag.ts';

/** Up to this many tickets travel inside the proof; above it, only tickets_url (a 1M-ticket list is ~80 MB). */
export const INLINE_TICKETS_MAX = 10_000;

export interface DrawProofsDeps {
  raffles: RaffleRepository;
  draws: DrawRepository;
  payouts: PayoutRepository;
  clock: Clock;
  network: BitcoinNetwork;
  /** DRAW_CONFIRMATIONS, shown before the close (each draw row keeps the value it closed with). */
  drawConfirmations: number;
  /** For `confirmations` at serving time; when bitcoind is away they are null. */
  chain: Chain;
  confirmationsCacheMs?: number;
  chainTimeoutMs?: number;
  /** Builds a raffle's ticket tree for inclusion proofs; default: on this thread, in steps. */
  ticketLists?: TicketLists;
  /** Proof version 2 (docs/protocols/draw-v2.md): raffles close anchored; their anchor rows. */
  anchors?: AnchorRepository;
  /** The chain's MTP lag for the draw estimate; default: read from `chain`, once a minute. */
  chainLag?: ChainLag;
}

/**
 * Proof fields copied from the draw row as they are (null until the row has them): proof
 * field → row column (docs/protocols/draw.md lists what each step stores).
 */
const FROM_DRAW_ROW = {
  tickets_hash: 'tickets_hash',
  block_height: 'block_height',
  block_hash: 'block_hash',
  block_mediantime: 'block_mediantime',
  previous_block_hash: 'prev_block_hash',
  previous_block_mediantime: 'prev_mediantime',
  block_headers: 'block_headers',
  digest: 'digest',
  n: 'n',
  index: 'winning_index',
  winning_ticket: 'winning_ticket',
  drawn_at: 'drawn_at',
} as const satisfies { [Field in keyof DrawProof]?: keyof DrawRecord };

type DrawRowFields = {
  -readonly [Field in keyof typeof FROM_DRAW_ROW]: DrawRecord[(typeof FROM_DRAW_ROW)[Field]] | null;
};

function fromDrawRow(draw: DrawRecord | undefined): DrawRowFields {
  const fields: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(FROM_DRAW_ROW))
    fields[field] = draw?.[column] ?? null;
  return fields as DrawRowFields;
}

export function createDrawProofs(deps: DrawProofsDeps) {
  const { raffles, draws, payouts, clock } = deps;
  const cacheMs = deps.confirmationsCacheMs ?? 5_000;
  const timeoutMs = deps.chainTimeoutMs ?? 2_000;
  // Per block hash, briefly: a public endpoint must not turn into a bitcoind amplifier.
  const confirmationsCache = new Map<string, { at: number; value: Promise<number | null> }>();
  const chainLag = deps.chainLag ?? createChainLag({ chain: deps.chain, clock, timeoutMs });
  const ticketProofs = createTicketProofs({
    raffles,
    draws,
    ...(deps.ticketLists ? { ticketLists: deps.ticketLists } : {}),
  });

  /** `stage` is part of the key: a proof that just became final never shows a count read before. */
  function confirmationsOf(hash: string, stage: string): Promise<number | null> {
    const now = Date.now();
    const key = `${hash}:${stage}`;
    const cached = confirmationsCache.get(key);
    if (cached && now - cached.at <= cacheMs) return cached.value;
    if (confirmationsCache.size > 1_000) confirmationsCache.clear();
    // bitcoind's own count: −1 once the block has left the best chain.
    const value = withTimeout(deps.chain.getBlockHeader(hash), timeoutMs).then(
      (header) => header.confirmations,
      () => null,
    );
    confirmationsCache.set(key, { at: now, value });
    return value;
  }

  function getRaffle(id: number): Raffle {
    const raffle = raffles.find(id);
    if (!raffle) throw notFound('Rifa não encontrada');
    return raffle;
  }

  /** docs/protocols/draw.md#several-prizes: the ranked prizes and, once drawn, every position (no names). */
  function prizesOf(
    raffle: Raffle,
    draw: DrawRecord | undefined,
  ): Pick<DrawProof, 'prizes' | 'winners'> {
    const prizes = raffle.prizes ?? [
      { position: 1, amount: raffle.prize_amount, description: null },
    ];
    if (draw?.status !== 'drawn') return { prizes, winners: null };
    const drawn = new Map(draws.positions(raffle.id).map((row) => [row.position, row]));
    const winners = prizes.map(
      ({ position }) =>
        drawn.get(position) ?? {
          position,
          digest: null,
          n: null,
          tickets_count: null,
          index: null,
          winning_ticket: null,
        },
    );
    return { prizes, winners };
  }

  async function build(raffle: Raffle, draw: DrawRecord | undefined): Promise<DrawProof> {
    const closed = draw !== undefined;
    const tickets =
      closed && draw.tickets_count > 0 && draw.tickets_count <= INLINE_TICKETS_MAX
        ? draws.tickets(raffle.id)
        : null;
    const prize = draw?.status === 'drawn' ? payouts.prizeOf(raffle.id) : undefined;
    const blockHash = draw?.block_hash ?? null;
    const anchor = draw?.proof_version === 2 ? deps.anchors?.find(raffle.id) : undefined;
    // Before the close: the version the raffle will close with.
    const version = draw?.proof_version ?? (deps.anchors ? 2 : 1);
    return {
      version,
      raffle_id: raffle.id,
      raffle_name: raffle.name,
      draw_id: draw?.draw_id ?? String(raffle.id),
      end_date: raffle.end_date,
      status: draw
        ? publicDrawStatus(draw, anchor)
        : raffle.status === 'cancelled'
          ? 'cancelled'
          : 'open',
      network: deps.network,
      tickets_count: draw?.tickets_count ?? 0,
      tickets: draw?.tickets_count === 0 ? [] : tickets,
      tickets_url: `/api/rifa/${raffle.id}/tickets`,
      confirmations_required: draw?.confirmations_required ?? deps.drawConfirmations,
      confirmations: blockHash ? await confirmationsOf(blockHash, draw?.status ?? 'open') : null,
      ...fromDrawRow(draw),
      payout_txid: prize?.txid ?? null,
      ...prizesOf(raffle, draw),
      generated_at: clock.now().toISOString(),
      ...(version === 2
        ? draw
          ? anchorProofFields(draw, anchor)
          : { tickets_root: null, anchor: null, chain_headers: null, chain_headers_start: null }
        : {}),
    };
  }

  return {
    /** GET /api/rifa/:id/draw: the proof at whatever step the raffle is ('open' before the close). */
    async proof(id: number): Promise<DrawProof> {
      const raffle = getRaffle(id);
      return build(raffle, draws.find(raffle.id));
    },
    /** The `draw` of GET /api/rifa/:id: null until sales close. */
    async proofOf(raffle: Raffle): Promise<DrawProof | null> {
      const draw = draws.find(raffle.id);
      return draw ? build(raffle, draw) : null;
    },
    /**
     * The `draw_estimate` of GET /api/rifa/:id (docs/protocols/draw.md#when-the-draw-happens):
     * from the proof's step and the chain's last-read MTP lag; never a call to bitcoind.
     */
    estimateOf(raffle: Raffle, proof: DrawProof | null): DrawEstimate | null {
      if (raffle.status === 'cancelled') return null;
      return estimateDraw({
        end_date: raffle.end_date,
        now: clock.now(),
        mtpLagSeconds: chainLag.current(),
        confirmationsRequired: proof?.confirmations_required ?? deps.drawConfirmations,
        draw: proof,
      });
    },
    /** GET /api/site's draw_timing: the cards' estimate, from the last read of the chain. */
    timing: (): DrawTiming => ({
      mtp_lag_seconds: chainLag.current(),
      confirmations: deps.drawConfirmations,
    }),
    /** GET /api/rifa/:id/tickets: paid tickets, ascending (frozen from the close on), in pages. */
    ticketPages(id: number): AsyncIterable<DrawTicket[]> {
      const raffleId = getRaffle(id).id;
      return ticketPages(draws, raffleId);
    },
    /** GET /api/rifa/:id/tickets/:number/proof (§8.2): one ticket's path to tickets_root. */
    ticketProof: ticketProofs.proof,
  };
}

export type DrawProofs = ReturnType<typeof createDrawProofs>;
