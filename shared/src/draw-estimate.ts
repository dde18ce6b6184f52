// When the draw should happen (docs/protocols/draw.md#when-the-draw-happens): an estimate for
// people, never an input of the draw. The draw block is the first block whose median time
// past (MTP) is after end_date; MTP trails the wall clock (about an hour on mainnet), so the
// block comes near end_date + that lag, and the draw DRAW_CONFIRMATIONS blocks of ~10 minutes
// later. The lag is read from the chain (tip time − tip MTP); until it is known, an hour.
import type { DrawProof, DrawStatus } from './draw/types.ts';

/** Where the draw is, in the order a person sees the steps. */
export type DrawEstimateStep =
  /** Sales ended (the close may not have run yet); proof v2 waits for its anchor. */
  | 'sales_closed'
  /** v2: the anchor (the ticket list's registration) is mined; the draw block is awaited. */
  | 'anchor_confirmed'
  /** The draw block is mined; its confirmations are counted. */
  | 'confirmations'
  /** Drawn: `at` is when. */
  | 'drawn';

/** The `draw_estimate` of GET /api/rifa/:id: null before end_date, when cancelled, or unknown. */
export interface DrawEstimate {
  /** ISO time: when the draw should happen ('drawn': when it did). */
  at: string;
  step: DrawEstimateStep;
}

/**
 * GET /api/site's `draw_timing`: what a raffle card needs to estimate a draw without the
 * proof (the list carries none): the chain's last-read MTP lag and DRAW_CONFIRMATIONS.
 */
export interface DrawTiming {
  /** tip time − tip mediantime (seconds); null until the chain was read. */
  mtp_lag_seconds: number | null;
  confirmations: number;
}

/** Mainnet's usual gap between a tip's time and its median time past, when none was read. */
export const TYPICAL_MTP_LAG_SECONDS = 3_600;
/** The average time between blocks. */
export const BLOCK_SECONDS = 600;

export interface DrawEstimateInput {
  end_date: string;
  now: Date;
  /** tip time − tip mediantime (seconds), from a recent read of the chain; null: unknown. */
  mtpLagSeconds: number | null;
  /** The draw's DRAW_CONFIRMATIONS. */
  confirmationsRequired: number;
  /** The proof's state, when the raffle page has it (absent: only the end date is known). */
  draw?: Pick<DrawProof, 'status' | 'confirmations' | 'drawn_at'> | null;
}

const STEP_OF: Partial<Record<DrawStatus, DrawEstimateStep>> = {
  open: 'sales_closed',
  awaiting_anchor: 'sales_closed',
  awaiting_block: 'anchor_confirmed',
  awaiting_confirmations: 'confirmations',
};

/**
 * The estimate, or null before end_date and for cancelled raffles. Never earlier than what is
 * still missing from now: a draw late on its estimate moves forward with the clock.
 */
export function estimateDraw(input: DrawEstimateInput): DrawEstimate | null {
  const { draw, now } = input;
  const end = new Date(input.end_date).getTime();
  if (!(end <= now.getTime())) return null;
  if (draw?.status === 'cancelled') return null;
  if (draw?.status === 'completed') {
    return draw.drawn_at ? { at: draw.drawn_at, step: 'drawn' } : null;
  }
  const step = STEP_OF[draw?.status ?? 'open'] ?? 'sales_closed';
  // A v1 proof has no anchor step: after the close it waits for the block directly.
  const required = Math.max(1, input.confirmationsRequired);
  const lag = Math.max(0, input.mtpLagSeconds ?? TYPICAL_MTP_LAG_SECONDS);
  let at: number;
  if (step === 'confirmations') {
    const have = Math.max(1, draw?.confirmations ?? 1);
    at = now.getTime() + Math.max(0, required - have) * BLOCK_SECONDS * 1000;
  } else {
    // The draw block comes about a block after MTP passes end_date, then required − 1 more.
    const fromChain = end + (lag + required * BLOCK_SECONDS) * 1000;
    at = Math.max(fromChain, now.getTime() + required * BLOCK_SECONDS * 1000);
  }
  return { at: new Date(at).toISOString(), step };
}

let timeFormat: Intl.DateTimeFormat | undefined;
let dayFormat: Intl.DateTimeFormat | undefined;

/** '21:40' in Brasília time, or '18/08, 21:40' when it is not today's date there. */
export function formatEstimateTime(iso: string, now: Date): string {
  timeFormat ??= new Intl.DateTimeFormat('pt-BR', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'America/Sao_Paulo',
  });
  dayFormat ??= new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    timeZone: 'America/Sao_Paulo',
  });
  const at = new Date(iso);
  const time = timeFormat.format(at);
  const day = dayFormat.format(at);
  return day === dayFormat.format(now) ? time : `${day}, ${time}`;
}
