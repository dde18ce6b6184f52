// The raffle page's calls: the list, one raffle, its sold and reserved numbers (the number
// grid), the caller's purchases in it ('Meus números'), the caller's wins and its buyer ranking.
import type {
  NumbersResponse,
  RankingEntry,
  Raffle,
  RaffleDetail,
  Purchase,
  UserWin,
} from '@rifa/shared';
import { request, requestList } from '../../api/client.ts';

const rifa = (id: number | string) => `/api/rifa/${encodeURIComponent(String(id))}`;

export const rafflesApi = {
  listRaffles: (signal?: AbortSignal) => requestList<Raffle>('/api/rifa', 'errors.raffles', signal),
  getRaffle: (id: number | string, signal?: AbortSignal) =>
    request<RaffleDetail>('GET', rifa(id), { fallback: 'errors.raffle', signal }),

  /** docs/decisions/0014-numbers-prizes-packages.md: the raffle's sold and reserved numbers, as bitmaps. */
  getRaffleNumbers: (id: number, signal?: AbortSignal) =>
    request<NumbersResponse>('GET', `/api/rifa/${id}/numbers`, {
      fallback: 'errors.numbers',
      signal,
    }),
  /** docs/decisions/0014-numbers-prizes-packages.md, 'Meus números': the caller's purchases in one raffle. */
  listMyRafflePurchases: (raffleId: number, signal?: AbortSignal) =>
    requestList<Purchase>(
      `/api/transaction/user?raffle_id=${raffleId}`,
      'errors.transactions',
      signal,
    ),
  /** docs/protocols/draw.md: the caller's wins (every raffle), to tell a winner on the raffle page and in the header. */
  listMyWins: (signal?: AbortSignal) =>
    requestList<UserWin>('/api/user/wins', 'errors.wins', signal),
  ranking: (raffleId: number | string, signal?: AbortSignal) =>
    requestList<RankingEntry>(`${rifa(raffleId)}/ranking`, 'ranking.error', signal),
};
