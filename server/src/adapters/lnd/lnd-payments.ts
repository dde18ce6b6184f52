// Lightning on the node's channels: inbound liquidity for the purchase check, and paying a
// recipient's BOLT11 for Lightning payouts (docs/protocols/draw.md), found again by its payment hash.
import type { AuthenticatedLnd } from 'lightning';
import {
  decodePaymentRequest,
  getChannelBalance,
  getPayment,
  payViaPaymentRequest,
} from './lnd-methods.ts';
import { LightningError, type Lightning } from '../../domain/ports/index.ts';
import { toLightningError } from './lnd-errors.ts';

export type LndTimedCall = <T>(
  run: (lnd: AuthenticatedLnd) => Promise<T>,
  timeoutMs?: number,
) => Promise<T>;

export function lndPayments(
  call: LndTimedCall,
  paymentTimeoutMs: number,
): Pick<Lightning, 'getInboundLiquidity' | 'decodeInvoice' | 'payInvoice' | 'getPayment'> {
  return {
    async getInboundLiquidity() {
      const balance = await call((client) => getChannelBalance({ lnd: client }));
      return balance.inbound ?? 0;
    },

    async decodeInvoice(request) {
      const decoded = await call((client) => decodePaymentRequest({ lnd: client, request }));
      return {
        id: decoded.id,
        tokens: decoded.tokens,
        expiresAt: decoded.expires_at,
        destination: decoded.destination,
      };
    },

    async payInvoice({ request, maxFee }) {
      // LND gives up route finding before our own deadline, so a slow payment ends FAILED
      // (final) rather than as a timeout whose outcome must be looked up.
      const pathfindingMs = Math.max(1_000, Math.floor(paymentTimeoutMs / 2));
      const paid = await call(
        (client) =>
          payViaPaymentRequest({
            lnd: client,
            request,
            max_fee: maxFee,
            pathfinding_timeout: pathfindingMs,
          }),
        paymentTimeoutMs,
      );
      return { id: paid.id, fee: paid.safe_fee };
    },

    async getPayment(id) {
      try {
        const payment = await call((client) => getPayment({ lnd: client, id }));
        if (payment.is_confirmed)
          return { status: 'succeeded', fee: payment.payment?.safe_fee ?? 0 };
        if (payment.is_failed) return { status: 'failed' };
        return { status: 'in_flight' };
      } catch (error) {
        const mapped = error instanceof LightningError ? error : toLightningError(error);
        if (mapped.kind === 'not_found') return null;
        throw mapped;
      }
    },
  };
}
