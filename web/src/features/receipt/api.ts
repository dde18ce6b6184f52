// The receipt page's call (docs/decisions/0015-anchored-proof-signed-receipts.md): the inclusion proof of one ticket
// (GET /api/rifa/:id/tickets/:number/proof).
import type { TicketInclusionProof } from '@rifa/shared';
import { ApiError, request } from '../../api/client.ts';

export const receiptApi = {
  /** Null when the server answers 404: that number is not in the committed list. */
  ticketProof: async (
    raffleId: number,
    number: number,
    signal?: AbortSignal,
  ): Promise<TicketInclusionProof | null> => {
    try {
      return await request<TicketInclusionProof>(
        'GET',
        `/api/rifa/${raffleId}/tickets/${number}/proof`,
        { fallback: 'signed.inclusionError', signal },
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
};
