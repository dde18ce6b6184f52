import { verifyProof, type DrawProof, type DrawVerification } from '@rifa/shared';

// Loaded on demand by the 'Verificar' panel: the shared draw module with its pure-JS
// sha256 (docs/protocols/draw.md) stays out of the page chunks until someone asks for it.

export function runVerification(
  proof: DrawProof,
  paymentHashes: readonly string[],
): Promise<DrawVerification> {
  return verifyProof(proof, { paymentHashes });
}
