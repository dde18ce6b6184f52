// LND SignMessage for the signed purchase receipts (docs/protocols/draw-v2.md): the node's identity key
// signs; the app checks the signature itself before storing it (domain/receipt-job.ts).
// Needs `message:write`, which admin.macaroon has.
import { signMessage } from './lnd-methods.ts';
import type { Lightning } from '../../domain/ports/index.ts';
import type { LndTimedCall } from './lnd-payments.ts';

export function lndSigner(call: LndTimedCall): Pick<Lightning, 'signMessage'> {
  return {
    async signMessage(message) {
      const { signature } = await call((client) => signMessage({ lnd: client, message }));
      return signature;
    },
  };
}
