// Issue 15's call beside the main client (client.ts): the inclusion proof of one ticket
// (GET /api/rifa/:id/tickets/:number/proof), read by the receipt page.
import type { TicketInclusionProof } from '@rifa/shared';
import { ApiError, request } from './client.ts';

export const receiptProofApi = {
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
