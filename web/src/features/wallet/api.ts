// Buying and receiving from any Lightning wallet (docs/protocols/lnurl.md): a raffle's Lightning
// Address and LNURL-pay link, the wallet buyer's ticket page (authorised by the secret in its
// path) and the LNURL-withdraw links of prizes and refunds.
import type {
  LightningClaimInput,
  LightningClaimResult,
  LnurlWithdrawLink,
  RaffleLnurl,
  TicketPage,
  TicketWithdrawInput,
} from '@rifa/shared';
import { request } from '../../api/client.ts';

const ticket = (secret: string) => `/api/bilhete/${encodeURIComponent(secret)}`;

export const walletApi = {
  /** How a wallet pays this raffle, for the host the page was asked on. */
  raffleLnurl: (raffleId: number, signal?: AbortSignal) =>
    request<RaffleLnurl>('GET', `/api/rifa/${raffleId}/lnurl`, {
      fallback: 'errors.raffleLnurl',
      signal,
    }),

  /** The wallet buyer's purchase, its raffle's state, its prizes and refunds. */
  ticketPage: (secret: string, signal?: AbortSignal) =>
    request<TicketPage>('GET', ticket(secret), { fallback: 'errors.ticket', signal }),
  /** 'Guardar na minha conta': attaches the purchase to the logged-in participant. */
  saveTicket: (secret: string) =>
    request<{ saved: true }>('POST', `${ticket(secret)}/guardar`, {
      fallback: 'errors.ticketSave',
    }),
  /** A pasted BOLT11 for the purchase's prize (as POST /api/user/wins/:raffleId/lightning). */
  claimTicketPrize: (secret: string, input: LightningClaimInput) =>
    request<LightningClaimResult>('POST', `${ticket(secret)}/premio`, {
      body: input,
      fallback: 'errors.lightningClaim',
    }),
  /** A pasted BOLT11 for the purchase's refund. */
  claimTicketRefund: (secret: string, input: LightningClaimInput) =>
    request<LightningClaimResult>('POST', `${ticket(secret)}/reembolso`, {
      body: { invoice: input.invoice },
      fallback: 'errors.lightningClaim',
    }),
  /** An LNURL-withdraw link for the purchase's prize or refund. */
  ticketWithdraw: (secret: string, input: TicketWithdrawInput) =>
    request<LnurlWithdrawLink>('POST', `${ticket(secret)}/saque`, {
      body: input,
      fallback: 'errors.withdraw',
    }),

  /** The logged-in winner's LNURL-withdraw link for one prize of a raffle. */
  prizeWithdraw: (raffleId: number, position: number) =>
    request<LnurlWithdrawLink>('POST', `/api/user/wins/${raffleId}/saque`, {
      body: { position },
      fallback: 'errors.withdraw',
    }),
  /** The logged-in buyer's LNURL-withdraw link for their refunds of a raffle. */
  refundsWithdraw: (raffleId: number) =>
    request<LnurlWithdrawLink>('POST', `/api/user/refunds/${raffleId}/saque`, {
      body: {},
      fallback: 'errors.withdraw',
    }),
};
