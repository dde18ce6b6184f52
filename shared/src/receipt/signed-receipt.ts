// Signed purchase receipts (docs/protocols/receipts.md): the text the server asks LND to sign
// when a purchase settles, and the offline check a buyer's browser runs — recover the signer's
// key from the signature and compare it with the node's public key. LND's SignMessage signs
// sha256d("Lightning Signed Message:" ‖ text) with a compact recoverable signature (header byte
// 27 + recovery id, + 4 for a compressed key; then r and s) and encodes it in z-base-32
// (lnd rpcserver.go SignMessage/VerifyMessage). We recover the key ourselves: LND's
// VerifyMessage only says `valid` for nodes in its channel graph.

import { recoverPublicKey } from '@noble/secp256k1';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { zbase32Decode } from './zbase32.ts';

export interface ReceiptFields {
  draw_id: string;
  numbers: readonly number[];
  amount: number;
  payment_hash: string;
  /** ISO 8601 UTC, as stored. */
  settled_at: string;
}

/** What the buyer holds: the signed text, LND's signature and the node's public key. */
export interface SignedReceipt {
  text: string;
  signature: string;
  node_pubkey: string;
}

export const RECEIPT_HEADER = 'rifa-recibo-v1';
const LND_PREFIX = 'Lightning Signed Message:';

/** The exact text of §8.2: six lines, numbers ascending and comma-separated. */
export function receiptText(fields: ReceiptFields): string {
  const numbers = [...fields.numbers].sort((a, b) => a - b).join(',');
  return [
    RECEIPT_HEADER,
    fields.draw_id,
    numbers,
    String(fields.amount),
    fields.payment_hash,
    fields.settled_at,
  ].join('\n');
}

/** The fields of a receipt text, or null when it is not one. */
export function parseReceiptText(text: string): ReceiptFields | null {
  const lines = text.split('\n');
  if (lines.length !== 6 || lines[0] !== RECEIPT_HEADER) return null;
  const [, drawId, numbers, amount, paymentHash, settledAt] = lines as [string, ...string[]];
  const parsed = (numbers ?? '').split(',').map(Number);
  if (!parsed.every((n) => Number.isSafeInteger(n) && n > 0) || !/^\d+$/.test(amount ?? ''))
    return null;
  if (!/^[0-9a-f]{64}$/.test(paymentHash ?? '')) return null;
  return {
    draw_id: drawId ?? '',
    numbers: parsed,
    amount: Number(amount),
    payment_hash: paymentHash ?? '',
    settled_at: settledAt ?? '',
  };
}

/** sha256d("Lightning Signed Message:" ‖ utf8(text)): what LND signs. */
export function lndMessageDigest(text: string): Uint8Array {
  return sha256(sha256(utf8ToBytes(LND_PREFIX + text)));
}

/** The compressed public key (hex) that made `signature` over `text`, or null if invalid. */
export function recoverSigner(text: string, signature: string): string | null {
  const bytes = zbase32Decode(signature);
  if (!bytes || bytes.length !== 65) return null;
  const header = bytes[0] as number;
  if (header < 27 || header > 34) return null;
  const recovery = (header - 27) & 3;
  const recovered = Uint8Array.of(recovery, ...bytes.subarray(1));
  try {
    return bytesToHex(recoverPublicKey(recovered, lndMessageDigest(text), { prehash: false }));
  } catch {
    return null;
  }
}

/** The receipt was signed by the node whose key it names (and that key is `expectedPubkey`). */
export function verifySignedReceipt(receipt: SignedReceipt, expectedPubkey?: string): boolean {
  const signer = recoverSigner(receipt.text, receipt.signature);
  return (
    signer !== null &&
    signer === receipt.node_pubkey.toLowerCase() &&
    (expectedPubkey === undefined || signer === expectedPubkey.toLowerCase())
  );
}
