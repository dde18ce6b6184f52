// Physical prizes and how they reach the winner (docs/protocols/prize-delivery.md), the
// claim link that keeps a deleted account's money payable, and what deleting an account puts
// at stake: the API shapes shared by the server and the SPA. Dates are ISO 8601 UTC strings.

import type { LightningClaimInput, PayoutStatus, UserRefund, UserWin } from './payout-types.ts';

/**
 * Where a physical prize is on its way to the winner:
 * - awaiting_contact: 'Aguardando contato' — the winner has not said where or how to reach them;
 * - contact_given: 'Contato informado' — the organiser has it and prepares the shipment;
 * - shipped: 'Enviado' — the organiser sent it (optionally with a tracking note);
 * - delivered: 'Entregue' — the organiser confirmed the delivery.
 */
export type DeliveryStatus = 'awaiting_contact' | 'contact_given' | 'shipped' | 'delivered';

/** The longest delivery contact (postal address or how to reach the winner), in characters. */
export const DELIVERY_CONTACT_MAX = 500;
/** The shortest one: less than this cannot say where a prize goes. */
export const DELIVERY_CONTACT_MIN = 5;
/** The longest tracking note the organiser writes when shipping. */
export const DELIVERY_NOTE_MAX = 300;

/** A physical prize's delivery, as its winner and the admins see it (nobody else does). */
export interface PrizeDelivery {
  status: DeliveryStatus;
  /** Private: the winner's postal address or how to reach them; null until given (or erased). */
  contact: string | null;
  /** The organiser's note when shipping (carrier, tracking code); null when none. */
  tracking: string | null;
  contact_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
}

/** A row of GET /api/admin/prize-deliveries: one physical prize won, with its delivery. */
export interface AdminDelivery extends PrizeDelivery {
  raffle_id: number;
  raffle_name: string;
  position: number;
  description: string;
  winning_ticket: number;
  user_id: number;
  winner_name: string;
  winner_email: string;
  /** The winner erased the account: the contact is gone, the organiser decides what to do. */
  account_deleted: boolean;
  drawn_at: string;
}

/** PUT /api/user/wins/:raffleId/delivery: the winner's contact for one physical prize. */
export interface DeliveryContactInput {
  position: number;
  contact: string;
}

/** POST /api/admin/prize-deliveries/:raffleId/:position/shipped. */
export interface DeliveryShippedInput {
  /** Optional unless the winner gave no contact: then it says how the prize went. */
  tracking?: string | null;
}

/** POST /api/admin/refunds/:id/close: the operator ends a refund nobody can receive. */
export interface RefundCloseInput {
  reason: string;
}

/** The longest reason for closing a refund. */
export const REFUND_CLOSE_REASON_MAX = 300;

/**
 * GET /user/me/deletion: what deleting the account gives up or leaves behind, so the
 * confirmation can name it (the server counts; the dialog only shows).
 */
export interface DeletionStakes {
  /** Paid tickets in raffles not drawn yet (still on sale, or closed and awaiting the draw). */
  live_tickets: number;
  /** How many raffles those tickets are in. */
  live_raffles: number;
  /** Sats prizes won and not paid yet. */
  prizes: {
    raffle_id: number;
    raffle_name: string;
    position: number;
    amount: number;
    status: PayoutStatus;
  }[];
  /** Physical prizes not delivered yet: their contact is erased with the account. */
  physical_prizes: {
    raffle_id: number;
    raffle_name: string;
    position: number;
    description: string;
    status: DeliveryStatus;
  }[];
  /** Refunds owed and not paid yet, per raffle. */
  refunds: { raffle_id: number; raffle_name: string; amount: number }[];
  /** Sats owed in all (prizes and refunds): while above 0 the dialog offers a claim link. */
  owed: number;
}

/** POST /user/me/claim-link: a new claim link, shown once (only its hash is kept). */
export interface ClaimLink {
  /** The secret; the link is /resgate#<token> (a fragment never reaches the server's logs). */
  token: string;
  created_at: string;
}

/**
 * POST /api/claims/lookup: what the link's owner is still owed, in the dashboard's shapes:
 * sats prizes not paid yet, and refunds neither paid nor closed.
 */
export interface LinkClaims {
  wins: UserWin[];
  refunds: UserRefund[];
}

/** POST /api/claims/prize and /api/claims/refunds: the link's secret, then a Lightning claim. */
export interface LinkClaimInput extends LightningClaimInput {
  token: string;
  raffle_id: number;
}
