// Signed receipts (docs/protocols/draw-v2.md) against vectors.py's independent signatures.
import { hexToBytes } from '@noble/hashes/utils.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import {
  lndMessageDigest,
  parseReceiptText,
  receiptText,
  recoverSigner,
  verifySignedReceipt,
} from './signed-receipt.ts';
import vectors from './vectors.json' with { type: 'json' };
import { zbase32Decode, zbase32Encode } from './zbase32.ts';

describe('signed receipts as LND signs them', () => {
  it.each(vectors.receipts)('$name', (vector) => {
    expect(receiptText(vector.receipt)).toBe(vector.text);
    expect(parseReceiptText(vector.text)).toEqual({
      ...vector.receipt,
      numbers: [...vector.receipt.numbers].sort((a, b) => a - b),
    });
    expect(bytesToHex(lndMessageDigest(vector.text))).toBe(vector.digest);
    expect(zbase32Encode(hexToBytes(vector.signature_hex))).toBe(vector.signature);
    expect(bytesToHex(zbase32Decode(vector.signature)!)).toBe(vector.signature_hex);
    expect(recoverSigner(vector.text, vector.signature)).toBe(vector.node_pubkey);
    const receipt = {
      text: vector.text,
      signature: vector.signature,
      node_pubkey: vector.node_pubkey,
    };
    expect(verifySignedReceipt(receipt, vector.node_pubkey)).toBe(true);
  });

  it('a changed number, amount or key fails; garbage signatures are just invalid', () => {
    const [vector] = vectors.receipts;
    const receipt = {
      text: vector!.text,
      signature: vector!.signature,
      node_pubkey: vector!.node_pubkey,
    };
    expect(verifySignedReceipt({ ...receipt, text: receipt.text.replace('\n7\n', '\n8\n') })).toBe(
      false,
    );
    expect(
      verifySignedReceipt({ ...receipt, text: receipt.text.replace('\n1000\n', '\n100\n') }),
    ).toBe(false);
    expect(verifySignedReceipt(receipt, vectors.receipts[2]!.node_pubkey)).toBe(false);
    expect(verifySignedReceipt({ ...receipt, node_pubkey: vectors.receipts[2]!.node_pubkey })).toBe(
      false,
    );
    expect(recoverSigner(receipt.text, 'não-é-zbase32')).toBeNull();
    expect(recoverSigner(receipt.text, receipt.signature.slice(0, -4))).toBeNull();
    expect(parseReceiptText('rifa-recibo-v1\n1\n0\n1\nx\ny')).toBeNull();
  });
});
