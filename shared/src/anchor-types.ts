// The draw's anchor as the admin sees it in Gerenciar (GET /api/admin/anchors, docs/protocols/draw-v2.md):
// the OP_RETURN transaction that commits a raffle's ticket list before its draw block.

/**
 * pending: not sent yet; awaiting_balance: 'aguardando saldo' (the wallet cannot pay the fee,
 * retried every few seconds); sending: handed to LND; sent: broadcast, not mined yet (bumped
 * after 6 blocks); confirmed: in the best chain (its height is A).
 */
export type AnchorState = 'pending' | 'awaiting_balance' | 'sending' | 'sent' | 'confirmed';

export interface AdminAnchor {
  raffle_id: number;
  raffle_name: string;
  status: AnchorState;
  /** LND's label: rifa:<install>:<id>:ancora (…:ancora:<n> for a later send). */
  label: string;
  txid: string | null;
  /** sat/vB asked at the send. */
  fee_rate: number | null;
  /** Fee bumps (CPFP) so far. */
  bumps: number;
  /** A, once mined. */
  block_height: number | null;
  /** Why it waits (pt-BR), when it does. */
  last_error: string | null;
  updated_at: string;
}
