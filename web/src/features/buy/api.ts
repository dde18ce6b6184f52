// The purchase's calls (spec §4): create it (its Lightning invoice), read it while the payment
// dialog waits, and, in demo mode, settle it.
import type { Transaction, TransactionCreateInput } from '@rifa/shared';
import { request } from '../../api/client.ts';

export const buyApi = {
  createTransaction: (input: TransactionCreateInput) =>
    request<Transaction>('POST', '/api/transaction', {
      body: input,
      fallback: 'errors.createTransaction',
    }),
  getTransaction: (id: number | string, signal?: AbortSignal) =>
    request<Transaction>('GET', `/api/transaction/${encodeURIComponent(String(id))}`, {
      fallback: 'errors.transaction',
      signal,
    }),
  /** Demo mode only (docs/protocols/configuration.md): settle the invoice of a purchase. */
  devPayTransaction: (id: number) =>
    request<unknown>('POST', `/api/dev/transaction/${id}/pay`, { fallback: 'errors.devPay' }),
};
