// Storage for docs/decisions/0014-numbers-prizes-packages.md: the public ranking, password recovery (codes and reset links) and
// the participant's data (LGPD export and erasure).
import type { DeletionStakes } from '@rifa/shared';

export interface RankingRow {
  user_id: number;
  nickname: string | null;
  tickets: number;
}

/** Everything stored about one account, grouped as the export shows it (rows as stored). */
export interface AccountDataRows {
  purchases: Record<string, unknown>[];
  tickets: Record<string, unknown>[];
  wins: Record<string, unknown>[];
  refunds: Record<string, unknown>[];
  payouts: Record<string, unknown>[];
  /** Physical prizes' deliveries, with the contact the winner gave (docs/protocols/prize-delivery.md). */
  deliveries: Record<string, unknown>[];
  /** When the account accepted the rules and said it is 18 or older (docs/protocols/payment.md#consent-before-the-first-purchase). */
  purchase_consent_at: string | null;
}

/** A prize or refund owed to the account and not paid yet. */
export interface UnpaidClaim {
  kind: 'prize' | 'refund';
  raffle_id: number;
  amount: number;
}

export interface AccountDataRepository {
  /** Top buyers of a raffle by paid tickets (ties: the earlier first ticket first). */
  ranking(raffleId: number, limit: number): RankingRow[];
  exportOf(userId: number): AccountDataRows;
  unpaidClaims(userId: number): UnpaidClaim[];
  /** What erasing the account would leave behind, counted for the confirmation. */
  deletionStakes(userId: number): Omit<DeletionStakes, 'owed'>;
  /**
   * Erases e-mail, name, address, nickname, password and recovery code, ends every session
   * and drops the account's reset links; tickets, draws, payouts and refunds stay as they are.
   */
  erase(userId: number, at: string): void;
  /**
   * Sets the password if the account's recovery code hash is still `codeHash` (single use:
   * one of two concurrent uses wins), stores `nextCodeHash` and ends older sessions.
   */
  recoverWithCode(
    userId: number,
    codeHash: string,
    change: { passwordHash: string; nextCodeHash: string },
  ): boolean;
  createResetLink(link: {
    token_hash: string;
    user_id: number;
    created_by: number;
    created_at: string;
    expires_at: string;
  }): void;
  /**
   * Spends an unused, unexpired reset link and sets the account's password (ending older
   * sessions) in one transaction; the account's id, or undefined when the link is unusable.
   */
  resetWithLink(tokenHash: string, now: string, passwordHash: string): number | undefined;
}
