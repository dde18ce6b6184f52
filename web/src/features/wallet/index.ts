// Buying and receiving from any Lightning wallet (docs/protocols/lnurl.md): the raffle page's
// 'Pague de qualquer carteira', and 'Receber com carteira (LNURL)' the dashboard shares with the
// ticket page. A feature is entered through its index.ts (docs/architecture.md#the-web-app); its
// ticket page is a lazy chunk loaded by routes.tsx.
export { walletApi } from './api.ts';
export { RaffleWalletPay } from './raffle-wallet-pay.tsx';
export { useRaffleLnurl } from './use-raffle-lnurl.ts';
export { WithdrawAction } from './withdraw-action.tsx';
export { WithdrawQr } from './withdraw-qr.tsx';
export { CardLightningAddress } from './card-lightning-address.tsx';
