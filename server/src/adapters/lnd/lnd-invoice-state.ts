// The `lightning` library's invoice objects (getInvoice, subscribeToInvoices) as the
// Lightning port's InvoiceState.
import type { InvoiceState } from '../../domain/ports/index.ts';

export interface RawInvoice {
  id: string;
  is_confirmed: boolean;
  is_canceled?: boolean;
  received: number;
  confirmed_at?: string;
  expires_at?: string;
  index?: number;
  confirmed_index?: number;
  /** The preimage (hex); the library calls it `secret`. */
  secret?: string;
}

export function toInvoiceState(raw: RawInvoice): InvoiceState {
  return {
    id: raw.id,
    isConfirmed: raw.is_confirmed,
    isCanceled: raw.is_canceled === true,
    received: raw.received,
    ...(raw.confirmed_at ? { confirmedAt: raw.confirmed_at } : {}),
    ...(raw.expires_at ? { expiresAt: raw.expires_at } : {}),
    ...(raw.index ? { addIndex: raw.index } : {}),
    ...(raw.confirmed_index ? { settleIndex: raw.confirmed_index } : {}),
    ...(raw.is_confirmed && raw.secret ? { preimage: raw.secret } : {}),
  };
}
