// Storage of signed purchase receipts (docs/protocols/receipts.md). The unsigned row of a paid
// purchase exists from the moment it is paid (migration 10); signing fills it once.

/** What the receipt text of a paid purchase is made of, as stored. */
export interface UnsignedReceipt {
  purchaseId: number;
  drawId: string;
  /** The purchase's credited ticket numbers, ascending. */
  numbers: number[];
  amount: number;
  paymentHash: string;
  /** transactions.paid_at: ISO 8601 UTC. */
  settledAt: string;
}

export interface StoredReceipt {
  text: string;
  signature: string;
  nodePubkey: string;
  signedAt: string;
}

export interface ReceiptRepository {
  /** Paid purchases whose receipt is not signed yet, oldest first. */
  unsigned(limit: number): UnsignedReceipt[];
  /** Stores a signature unless one is there already (the first stays); true if stored. */
  store(purchaseId: number, receipt: StoredReceipt): boolean;
}
