// The draw proof's calls (docs/protocols/http-api.md): the proof at whatever step the raffle is, the public
// ticket list that large proofs leave out, and the winners page's list (docs/decisions/0014-numbers-prizes-packages.md).
import { pageDataKeys, type DrawProof, type DrawTicketList, type WinnersEntry } from '@rifa/shared';
import { request, requestList } from '../../api/client.ts';

export const drawProofApi = {
  /** docs/protocols/http-api.md: the draw proof at whatever step the raffle is ('open' before the close). */
  getDrawProof: (id: number | string, signal?: AbortSignal) =>
    request<DrawProof>('GET', `/api/rifa/${encodeURIComponent(String(id))}/draw`, {
      fallback: 'errors.draw',
      signal,
    }),
  /**
   * The proof's `tickets_url` (a path on this server, or a full URL): the public ticket
   * list that large proofs leave out (docs/protocols/http-api.md GET /api/rifa/:id/tickets).
   */
  getDrawTickets: (ticketsUrl: string, signal?: AbortSignal) =>
    request<DrawTicketList>('GET', ticketsUrl, {
      fallback: 'errors.drawTickets',
      signal,
      ...(/^https?:\/\//i.test(ticketsUrl) ? { baseUrl: '' } : {}),
    }),
  winners: (signal?: AbortSignal) =>
    requestList<WinnersEntry>(pageDataKeys.winners, 'winners.error', signal),
};
