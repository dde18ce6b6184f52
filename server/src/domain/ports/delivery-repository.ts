// Storage of physical prize deliveries and claim links (docs/protocols/prize-delivery.md).
import type { AdminDelivery, DeliveryStatus } from '@rifa/shared';

/** One physical prize won, with its delivery as stored (status 'awaiting_contact' when no row). */
export type DeliveryRecord = AdminDelivery;

/** What a delivery write sets; the repository applies it only while the status is still `from`. */
export type DeliveryWrite =
  | { kind: 'contact'; contact: string }
  | { kind: 'shipped'; tracking: string | null; by: number }
  | { kind: 'delivered'; by: number };

export interface DeliveryRepository {
  /** The physical prize of a raffle's position, or undefined (not drawn, not physical). */
  find(raffleId: number, position: number): DeliveryRecord | undefined;
  /** Every physical prize won, newest draw first. */
  list(): DeliveryRecord[];
  /**
   * Writes `change` if the delivery is still in `from` (compare-and-set, one transaction);
   * false when it moved meanwhile.
   */
  apply(
    raffleId: number,
    position: number,
    from: DeliveryStatus,
    change: DeliveryWrite,
    now: string,
  ): boolean;
}

export interface ClaimLinkRepository {
  /** Stores a new link of the user and revokes the older ones, in one transaction. */
  create(userId: number, tokenHash: string, now: string): void;
  /** The user of a live (not revoked) link, or undefined. */
  userOf(tokenHash: string): number | undefined;
  /** Whether the user holds a live link. */
  has(userId: number): boolean;
}
