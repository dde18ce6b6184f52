// The purchase's calls (spec §4): create it (its Lightning invoice), read it while the payment
// dialog waits, and, in demo mode, settle it.
import type { Purchase, PurchaseCreateInput } from '@rifa/shared';
import { request } from '../../api/client.ts';

export const buyApi = {
  createPurchase: (input: PurchaseCreateInput) =>
    request<Purchase>('POST', '/api/transaction', {
      body: input,
      fallback: 'errors.createPurchase',
    }),
  getPurchase: (id: number | string, signal?: AbortSignal) =>
    request<Purchase>('GET', `/api/transaction/${encodeURIComponent(String(id))}`, {
      fallback: 'errors.transaction',
      signal,
    }),
  /** Demo mode only (docs/protocols/configuration.md): settle the invoice of a purchase. */
  devPayPurchase: (id: number) =>
    request<unknown>('POST', `/api/dev/transaction/${id}/pay`, { fallback: 'errors.devPay' }),
};
