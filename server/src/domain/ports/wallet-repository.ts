// What buying and claiming from any wallet keeps (docs/protocols/lnurl.md): the wallet buyer's
// ticket page and the LNURL-withdraw links. Secrets are kept as sha256 hashes only.
import type { PurchaseStatus } from '@rifa/shared';

export interface TicketPageRecord {
  transaction_id: number;
  raffle_id: number;
  /** The purchase's owner now: the wallet buyer, or the account it was saved to. */
  user_id: number;
  /** The account it was attached to ('Guardar na minha conta'); null while anonymous. */
  saved_by: number | null;
}

/** A wallet purchase's invoice, for LUD-21 verify. */
export interface WalletInvoiceRecord {
  transaction_id: number;
  status: PurchaseStatus | 'reserving';
  payment_request: string;
}

export type WithdrawalKind = 'prize' | 'refund';

export interface WithdrawalRecord {
  kind: WithdrawalKind;
  raffle_id: number;
  user_id: number;
  /** The prize's position (prizes only). */
  position: number | null;
  amount: number;
  created_at: string;
  used_at: string | null;
}

export interface WalletRepository {
  /** The page whose secret hashes to `secretHash`. */
  ticketPage(secretHash: string): TicketPageRecord | undefined;
  /** The page of the paid wallet purchase with this payment hash (the payer's preimage opens it). */
  paidTicketPage(paymentHash: string): TicketPageRecord | undefined;
  /**
   * Moves everything the page's wallet buyer owns (purchase, tickets, wins, refunds, payouts,
   * links) to the account, in one transaction; false when the page was saved already.
   */
  save(transactionId: number, accountId: number, now: string): boolean;
  /** A wallet purchase's invoice by payment hash (LUD-21); undefined for any other invoice. */
  walletInvoice(paymentHash: string): WalletInvoiceRecord | undefined;
  addWithdrawal(k1Hash: string, withdrawal: Omit<WithdrawalRecord, 'used_at'>): void;
  withdrawal(k1Hash: string): WithdrawalRecord | undefined;
  /** Marks the link used; false when it was used already. */
  useWithdrawal(k1Hash: string, now: string): boolean;
}
