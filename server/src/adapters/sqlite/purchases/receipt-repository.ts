// SQL for signed receipts (migration 10). The unsigned rows come from a partial index, so a
// pass of the receipt job costs nothing once every purchase is signed.
import type { ReceiptRepository, UnsignedReceipt } from '../../../domain/ports/index.ts';
import type { Db } from '../database.ts';
import { parseNumbers } from './purchase-repository.ts';

interface UnsignedRow {
  purchaseId: number;
  drawId: string;
  numbers: string | null;
  amount: number;
  paymentHash: string;
  settledAt: string;
}

export function createReceiptRepository(db: Db): ReceiptRepository {
  // The numbers are the credited tickets (what the buyer holds), ascending.
  const unsigned = db.prepare(
    `SELECT c.transaction_id AS purchaseId, r.draw_id AS drawId, x.amount, x.payment_hash AS paymentHash,
            x.paid_at AS settledAt,
            (SELECT group_concat(number) FROM (
               SELECT t.number FROM tickets t WHERE t.transaction_id = x.id ORDER BY t.number)) AS numbers
     FROM receipts c
     JOIN transactions x ON x.id = c.transaction_id
     JOIN raffles r ON r.id = x.raffle_id
     WHERE c.signature IS NULL AND x.payment_hash IS NOT NULL AND x.paid_at IS NOT NULL
     ORDER BY c.transaction_id
     LIMIT ?`,
  );
  const store = db.prepare(
    `UPDATE receipts SET text = @text, signature = @signature, node_pubkey = @nodePubkey, signed_at = @signedAt
     WHERE transaction_id = @purchaseId AND signature IS NULL`,
  );

  return {
    unsigned(limit) {
      return (unsigned.all(limit) as UnsignedRow[]).map((row): UnsignedReceipt => ({
        ...row,
        numbers: parseNumbers(row.numbers),
      }));
    },
    store(purchaseId, receipt) {
      return store.run({ purchaseId, ...receipt }).changes === 1;
    },
  };
}
