// The API contract shared by the server, the SPA and the verify script.
// Dates are ISO 8601 UTC strings; amounts are integers in sats (docs/protocols/http-api.md).
import type { PackageInput, RafflePackage } from './package-types.ts';
import type { PrizeInput, RafflePrize, RaffleWinner } from './prize-types.ts';
import type { SignedReceipt } from './receipt/signed-receipt.ts';

export type RaffleStatus = 'active' | 'completed' | 'cancelled';

export interface User {
  id: number;
  email: string;
  name: string;
  btc_address: string;
  created_at: string;
  is_admin: boolean;
  /** The public nickname (docs/decisions/0014-numbers-prizes-packages.md); null shows 'Participante #<id>' (publicNickname). */
  nickname: string | null;
  /**
   * When the account accepted the rules and said it is 18 or older, before its first purchase
   * (docs/protocols/payment.md#consent-before-the-first-purchase); null: the buy dialog asks.
   */
  purchase_consent_at: string | null;
  /**
   * The participant's own Lightning Address (LUD-16, 'maria@carteira.exemplo'): Lightning
   * prizes are paid to it on their own when the organiser turns that on
   * (docs/protocols/lnurl.md#lightning-address-payouts); null: none.
   */
  lightning_address: string | null;
  /** Sats won in completed draws. */
  total_won: number;
  /** Paid tickets in raffles that are still active. */
  active_tickets: number;
  /** Paid tickets that won a draw. */
  won_tickets: number;
}

/** The payload of POST /auth/register (docs/protocols/http-api.md#authentication-and-roles): every field required. */
export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  btc_address: string;
}

/**
 * The payload of PUT /user/me: only the fields that change. A new password needs the
 * current one (docs/protocols/http-api.md#authentication-and-roles).
 */
export interface ProfileUpdateInput {
  name?: string;
  btc_address?: string;
  /** docs/decisions/0014-numbers-prizes-packages.md: the public nickname; null clears it ('Participante #<id>'). */
  nickname?: string | null;
  /** docs/protocols/lnurl.md#lightning-address-payouts: name@domain; null or '' clears it. */
  lightning_address?: string | null;
  current_password?: string;
  new_password?: string;
}

export interface AuthResponse {
  token: string;
  user: User;
}

export interface Raffle {
  id: number;
  name: string;
  prize_amount: number;
  ticket_price: number;
  total_tickets: number;
  /** Paid tickets. */
  sold_tickets: number;
  /** total − sold − unexpired reservations: what a buyer can reserve right now. */
  available_tickets: number;
  end_date: string;
  status: RaffleStatus;
  prize_btc_address: string | null;
  min_tickets: number | null;
  created_at: string;
  updated_at: string;
  /** docs/protocols/draw.md#several-prizes: the ranked prizes, position 1 = prize_amount. */
  prizes?: RafflePrize[];
  /** docs/protocols/draw.md#several-prizes: every position once drawn (empty before). */
  winners?: RaffleWinner[];
  /** docs/decisions/0014-numbers-prizes-packages.md: ticket packages on offer, smallest quantity first. */
  packages?: RafflePackage[];
  /** docs/decisions/0014-numbers-prizes-packages.md: the organiser's plain texts (null = none given). */
  description?: string | null;
  /** docs/decisions/0014-numbers-prizes-packages.md: the regulamento, plain text. */
  rules?: string | null;
  /** docs/decisions/0014-numbers-prizes-packages.md: how to reach the organiser (WhatsApp, e-mail, Nostr…), plain text. */
  contact?: string | null;
  /** docs/decisions/0014-numbers-prizes-packages.md: prize photos in display order (at most MAX_RAFFLE_PHOTOS). */
  photos?: RafflePhoto[];
}

/**
 * A prize photo (docs/decisions/0014-numbers-prizes-packages.md): re-encoded by the server (EXIF/GPS stripped), served from our
 * own origin. url is the full image, thumb_url a small one for cards and Open Graph.
 */
export interface RafflePhoto {
  id: number;
  url: string;
  thumb_url: string;
  width: number;
  height: number;
}

/** docs/decisions/0014-numbers-prizes-packages.md: the organiser's texts a raffle may carry (create and update). */
export interface RaffleTextsInput {
  description?: string | null;
  rules?: string | null;
  contact?: string | null;
}

/** The payload of POST /api/rifa/admin (spec §3 plus the step-up password of docs/protocols/http-api.md#authentication-and-roles). */
export interface RaffleCreateInput extends RaffleTextsInput {
  name: string;
  prize_amount: number;
  ticket_price: number;
  total_tickets: number;
  end_date: string;
  status: 'active';
  min_tickets?: number | null;
  prize_btc_address?: string | null;
  admin_password: string;
  /** Set after the admin read the prize-size warning (docs/protocols/draw.md). */
  confirm_large_prize?: boolean;
  /** docs/protocols/draw.md#several-prizes: ranked prizes; prizes[0].amount is prize_amount. */
  prizes?: PrizeInput[];
  /** docs/decisions/0014-numbers-prizes-packages.md: ticket packages (at most MAX_PACKAGES). */
  packages?: PackageInput[];
}

/** The payload of PUT /api/rifa/:id: what may change after creation. */
export interface RaffleUpdateInput extends RaffleTextsInput {
  /** docs/protocols/draw.md#several-prizes: replaces the ranked prizes (before the first sale only). */
  prizes?: PrizeInput[];
  /** docs/decisions/0014-numbers-prizes-packages.md: replaces the packages (before the first sale only). */
  packages?: PackageInput[];
  name?: string;
  end_date?: string;
  prize_btc_address?: string | null;
  total_tickets?: number;
  ticket_price?: number;
  min_tickets?: number | null;
  status?: RaffleStatus;
}

export type PurchaseStatus =
  /** Invoice issued, tickets reserved until expires_at. */
  | 'pending'
  /** Invoice settled, tickets numbered. */
  | 'paid'
  /** Invoice expired unpaid; reservation released. */
  | 'expired'
  /** Paid after sales closed: never a ticket, a refund owed (docs/protocols/draw.md). */
  | 'refund_owed';

export interface Purchase {
  id: number;
  user_id: number;
  raffle_id: number;
  raffle_name: string;
  /** The raffle's numbers, 1..raffle_total_tickets: the width ticket numbers are written to (ticket-number.ts). */
  raffle_total_tickets: number;
  type_tx: 'buy';
  amount: number;
  tickets_count: number;
  status: PurchaseStatus;
  payment_request: string;
  payment_hash: string;
  expires_at: string;
  created_at: string;
  paid_at: string | null;
  /** Ticket numbers, ascending; empty until paid. */
  tickets: number[];
  /**
   * The numbers fixed at reservation, ascending (docs/protocols/payment.md step 5): held while the invoice
   * is open, credited as `tickets` when paid. Empty only for purchases made before docs/decisions/0014-numbers-prizes-packages.md.
   */
  numbers: number[];
  /**
   * docs/decisions/0015-anchored-proof-signed-receipts.md (docs/protocols/draw-v2.md): the receipt the node signed for this paid purchase; null while
   * it is not signed yet (LND away) and for purchases not paid.
   */
  receipt?: SignedReceipt | null;
}

export interface PurchaseCreateInput {
  type_tx: 'buy';
  amount: number;
  tickets_count: number;
  raffle_id: number;
  /** Chosen numbers (distinct, 1..total_tickets, tickets_count of them); absent = random. */
  numbers?: number[];
  /** docs/decisions/0014-numbers-prizes-packages.md: a package of the raffle; tickets_count and amount must match it. */
  package_id?: number;
  /** docs/protocols/payment.md#consent-before-the-first-purchase: required (true) on an account's first purchase. */
  accept_terms?: boolean;
  /** The buyer says they are 18 or older; required (true) with accept_terms. */
  adult?: boolean;
}

export interface ListResponse<T> {
  data: T[];
}

/** A row of GET /api/users: never a password hash. */
export interface AdminUserRow extends User {
  tickets_count: number;
  sats_spent: number;
}

export interface Stats {
  users: number;
  raffles: Record<RaffleStatus, number>;
  tickets_sold: number;
  sats_received: number;
  prizes_paid: number;
  pending_invoices: number;
}

/**
 * 'sincronizando': LND answers (RPC_ACTIVE) but is not synced to the chain yet, so it cannot
 * be paid; purchases answer 503 until it is (docs/decisions/0012-lnd-as-it-behaves.md).
 */
export type NodePortStatus = 'ok' | 'sincronizando' | 'aguardando LND' | 'indisponível';

export interface Health {
  status: 'ok';
  version: string;
  mode: 'demo' | 'node';
  network: BitcoinNetwork;
  lightning: {
    status: NodePortStatus;
    alias?: string;
    /** The node's identity key (hex, compressed): the key that signs purchase receipts. */
    pubkey?: string;
    synced?: boolean;
    block_height?: number;
    /**
     * What the operator's macaroon allows, against what the app calls (docs/real-node.md):
     * `missing` lists `entity:action` permissions it lacks, `message` says so in pt-BR.
     * Absent when the macaroon could not be read.
     */
    permissions?: { status: 'ok' | 'incompleto'; missing: string[]; message?: string };
  };
  bitcoin: {
    status: NodePortStatus;
    block_height?: number;
  };
  /**
   * docs/protocols/draw-v2.md: draw anchors the wallet cannot pay the fee of ('aguardando saldo': the
   * draws wait until the node's wallet is funded). Absent where anchors are not wired.
   */
  anchors?: { status: 'ok' | 'aguardando saldo'; awaiting_balance: number };
}

export type BitcoinNetwork = 'mainnet' | 'testnet' | 'testnet4' | 'signet' | 'regtest';

export interface ApiKeyCreated {
  api_key: string;
  created_at: string;
}

export interface ApiError {
  error: string;
}

/** POST /auth/register (docs/decisions/0014-numbers-prizes-packages.md): the recovery code is shown once, here. */
export interface RegisterResponse extends AuthResponse {
  recovery_code: string;
}

/** POST /auth/recover: a new session and a new recovery code (the old one is spent). */
export type RecoverResponse = RegisterResponse;

/** POST /api/admin/users/:id/reset-link: a one-time link (path and query) to /redefinir-senha. */
export interface ResetLinkResponse {
  url: string;
  token: string;
  expires_at: string;
}

/** GET /api/rifa/:id/ranking: top buyers by paid tickets, by nickname only. */
export interface RankingEntry {
  nickname: string;
  tickets: number;
}
