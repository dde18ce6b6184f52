// The participant's dashboard: their purchases, wins and refunds. A feature is entered through its
// index.ts (docs/architecture.md#the-web-app); its pages are lazy chunks loaded by routes.tsx.
export { participantApi } from './api.ts';
// 'Receber via Lightning', shared with the wallet buyer's ticket page (docs/protocols/lnurl.md).
export { ClaimButton, PayoutError } from './claim-parts.tsx';
export { LightningClaimDialog, type ClaimSubmit } from './lightning-claim-dialog.tsx';
export { prizeClaim, refundClaims, type LightningClaim } from './lightning-claim.ts';
