// The receipt page's offline signature check (docs/protocols/draw-v2.md 'Receipt'). This
// module pulls @noble/secp256k1 in, so it is only ever imported dynamically, by the receipt
// page: the landing bundle never carries it (web/scripts/check-bundle-size.ts).
import type { Purchase } from '@rifa/shared';
import { parseReceiptText, recoverSigner, type SignedReceipt } from '@rifa/shared/receipt';

export interface SignatureVerdict {
  /** The signature recovers the key the receipt names. */
  signed: boolean;
  /** The key recovered from the signature (null when the signature is not one). */
  signer: string | null;
  /** The signed text says what this purchase is: raffle, numbers, amount, payment hash, date. */
  matchesPurchase: boolean;
}

export function checkSignedReceipt(receipt: SignedReceipt, tx: Purchase): SignatureVerdict {
  const signer = recoverSigner(receipt.text, receipt.signature);
  const fields = parseReceiptText(receipt.text);
  const numbers = [...tx.tickets].sort((a, b) => a - b);
  const matchesPurchase =
    fields !== null &&
    fields.draw_id === String(tx.raffle_id) &&
    fields.amount === tx.amount &&
    fields.payment_hash === tx.payment_hash &&
    fields.settled_at === tx.paid_at &&
    fields.numbers.length === numbers.length &&
    fields.numbers.every((number, i) => number === numbers[i]);
  return {
    signed: signer !== null && signer === receipt.node_pubkey.toLowerCase(),
    signer,
    matchesPurchase,
  };
}
