// The participant's dashboard calls: their purchases, the raffles they won (with the prize
// payout state, docs/protocols/draw.md), the refunds owed to them, and 'Receber via Lightning'.
import type {
  AdminDelivery,
  DeliveryContactInput,
  LightningClaimInput,
  LightningClaimResult,
  Purchase,
  UserRefund,
  UserWin,
} from '@rifa/shared';
import { request, requestList } from '../../api/client.ts';

export const participantApi = {
  listMyPurchases: (signal?: AbortSignal) =>
    requestList<Purchase>('/api/transaction/user', 'errors.transactions', signal),
  /** docs/protocols/draw.md: the raffles the user won, with the prize payout state. */
  listMyWins: (signal?: AbortSignal) =>
    requestList<UserWin>('/api/user/wins', 'errors.wins', signal),
  /** Refunds the operator owes the user (cancelled raffles, payments after the close). */
  listMyRefunds: (signal?: AbortSignal) =>
    requestList<UserRefund>('/api/user/refunds', 'errors.userRefunds', signal),
  /** The winner's BOLT11 for the prize of a raffle, of exactly its amount. */
  claimPrizeLightning: (raffleId: number, input: LightningClaimInput) =>
    request<LightningClaimResult>('POST', `/api/user/wins/${raffleId}/lightning`, {
      body: input,
      fallback: 'errors.lightningClaim',
    }),
  /** docs/protocols/prize-delivery.md: the winner's contact for a physical prize. */
  giveDeliveryContact: (raffleId: number, input: DeliveryContactInput) =>
    request<AdminDelivery>('PUT', `/api/user/wins/${raffleId}/delivery`, {
      body: input,
      fallback: 'errors.deliveryContact',
    }),
  /** The buyer's BOLT11 for their refunds of a raffle, of exactly their sum. */
  claimRefundsLightning: (raffleId: number, input: LightningClaimInput) =>
    request<LightningClaimResult>('POST', `/api/user/refunds/${raffleId}/lightning`, {
      body: input,
      fallback: 'errors.lightningClaim',
    }),
};
