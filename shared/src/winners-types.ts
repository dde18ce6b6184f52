// The winners page (/ganhadores, docs/decisions/0014-numbers-prizes-packages.md) and the site's footer and terms (GET /api/site).
import type { RaffleWinner } from './prize-types.ts';
import type { DrawTiming } from './draw-estimate.ts';

/** GET /api/ganhadores lists at most this many drawn raffles, newest draw first. */
export const WINNERS_LIMIT = 50;

/**
 * One drawn raffle on the winners page: every ranked position with its ticket and public
 * nickname (never an e-mail or a name), the block that drew it, and where to check it.
 */
export interface WinnersEntry {
  raffle_id: number;
  raffle_name: string;
  /** The raffle's numbers run 1..total_tickets: tickets are zero-padded to its width. */
  total_tickets: number;
  /** Paid tickets frozen at the close (N of docs/protocols/draw.md). */
  tickets_count: number;
  block_height: number;
  block_hash: string;
  drawn_at: string;
  winners: RaffleWinner[];
  /** The raffle's page, with the draw section and its 'Verificar' panel. */
  raffle_url: string;
  /** The draw proof as JSON (GET /api/rifa/:id/draw), what scripts/verify-draw reads. */
  proof_url: string;
}

/** The longest general terms the admin may save (characters). */
export const MAX_TERMS_CHARS = 20_000;

/** GET /api/site: what the footer and /termos show on every page. */
export interface SiteInfo {
  /** How to reach the node's operator (plain text); null when not given. */
  organiser_contact: string | null;
  /** The general terms, plain text with line breaks: the admin's, or the default. */
  terms: string;
  /** Whether `terms` is the built-in default text (the admin saved none). */
  terms_default: boolean;
  /** The app version /api/health reports. */
  version: string;
  /**
   * The block explorer the pages link to (site-settings.ts): the operator's, else the
   * EXPLORER_URL of the environment; null: no explorer links.
   */
  explorer_url: string | null;
  /** Whether explorer_url is the environment's default (the operator saved none). */
  explorer_url_default: boolean;
  /** The operator's BRL-per-BTC rate for approximate values in reais; null: off. */
  brl_per_btc: number | null;
  /** The chain's MTP lag and DRAW_CONFIRMATIONS, for the cards' draw estimate (draw-estimate.ts). */
  draw_timing: DrawTiming;
}

/** PUT /api/admin/site: absent keeps a field; null or blank clears the contact or restores the default terms. */
export interface SiteInfoInput {
  organiser_contact?: string | null;
  terms?: string | null;
  /** null or blank: back to the environment's default (or none). */
  explorer_url?: string | null;
  /** null: no values in reais. */
  brl_per_btc?: number | null;
}
