// Any wallet (docs/protocols/lnurl.md): LNURL-pay, LNURL-withdraw, the wallet buyer's ticket page,
// and the pure LNURL building blocks they use.
export { bech32Decode, bech32Encode } from './bech32.ts';
export { bolt11Amount } from './bolt11-amount.ts';
export type { InvoiceAmount } from './bolt11-amount.ts';
export { ticketsAndSats, ticketsForAmount } from './callback-amount.ts';
export type { AmountRefusal, AmountRules, CallbackAmount } from './callback-amount.ts';
export { numbersFromComment, takenNumbersError } from './comment-numbers.ts';
export type { CommentNumbers, CommentRefusal } from './comment-numbers.ts';
export { lnurlError, lnurlOk } from './lnurl-status.ts';
export type { LnurlStatus } from './lnurl-status.ts';
export {
  decodeLnurl,
  encodeLnurl,
  encodeLnurlForQr,
  lud17Url,
  walletScheme,
} from './lnurl-encoding.ts';
export type { Lud17Scheme } from './lnurl-encoding.ts';
export { satsToMsat } from './msat.ts';
export {
  COMMENT_ALLOWED,
  descriptionHash,
  lightningAddress,
  lightningAddressName,
  payMetadata,
  payRequest,
} from './pay-request.ts';
export type { PayRequest, PayRequestInput, Thumbnail } from './pay-request.ts';
export {
  aesSuccessAction,
  decryptAesSuccessAction,
  TICKET_PAGE_DESCRIPTION,
  urlSuccessAction,
} from './success-action.ts';
export type { AesSuccessAction, UrlSuccessAction } from './success-action.ts';
export {
  checkWithdrawInvoice,
  isK1,
  parseWithdrawCallback,
  withdrawRequest,
} from './withdraw-request.ts';
export type { WithdrawCallback, WithdrawKind, WithdrawRequest } from './withdraw-request.ts';
export { createLnurlPay, TICKET_PAGE_HINT, WALLET_INVOICES_PER_MINUTE } from './lnurl-pay.ts';
export type { LnurlPay, PayCallbackAnswer } from './lnurl-pay.ts';
export { createLnurlWithdraw } from './lnurl-withdraw.ts';
export type { LnurlWithdraw } from './lnurl-withdraw.ts';
export { createTicketPages } from './ticket-pages.ts';
export type { TicketPages } from './ticket-pages.ts';
export { checkLightningAddress, LIGHTNING_ADDRESS_MAX } from './lightning-address-format.ts';
export type { LightningAddressFormat } from './lightning-address-format.ts';
