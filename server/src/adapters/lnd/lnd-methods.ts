// The `lightning` methods this adapter calls, each required from its own file. The package's
// index requires all of its ~250 methods and their dependencies (BOLT 11/04 codecs, PSBT,
// bitcoinjs-lib…): about 5 MB of an idle server's memory for methods it never calls
// (docs/protocols/targets.md#memory). These are the very functions the index re-exports; the
// types still come from the package's declarations.
import { createRequire } from 'node:module';
import type * as Library from 'lightning';

const lightningMain = createRequire(import.meta.url).resolve('lightning');
const fromLightning = createRequire(lightningMain);
const method = <T>(file: string): T => fromLightning(`./lnd_methods/${file}`) as T;

export const cancelHodlInvoice = method<typeof Library.cancelHodlInvoice>(
  'invoices/cancel_hodl_invoice',
);
export const createInvoice = method<typeof Library.createInvoice>('invoices/create_invoice');
export const getInvoice = method<typeof Library.getInvoice>('invoices/get_invoice');
export const subscribeToInvoices = method<typeof Library.subscribeToInvoices>(
  'invoices/subscribe_to_invoices',
);
export const getWalletInfo = method<typeof Library.getWalletInfo>('info/get_wallet_info');
export const getWalletStatus = method<typeof Library.getWalletStatus>(
  'unauthenticated/get_wallet_status',
);
export const signMessage = method<typeof Library.signMessage>('message/sign_message');

export const decodePaymentRequest = method<typeof Library.decodePaymentRequest>(
  'offchain/decode_payment_request',
);
export const getChannelBalance = method<typeof Library.getChannelBalance>(
  'offchain/get_channel_balance',
);
export const getPayment = method<typeof Library.getPayment>('offchain/get_payment');
export const payViaPaymentRequest = method<typeof Library.payViaPaymentRequest>(
  'offchain/pay_via_payment_request',
);

export const getChainFeeEstimate = method<typeof Library.getChainFeeEstimate>(
  'onchain/get_chain_fee_estimate',
);
export const getChainFeeRate = method<typeof Library.getChainFeeRate>('onchain/get_chain_fee_rate');
export const getChainTransactions = method<typeof Library.getChainTransactions>(
  'onchain/get_chain_transactions',
);
export const requestChainFeeIncrease = method<typeof Library.requestChainFeeIncrease>(
  'onchain/request_chain_fee_increase',
);
export const sendToChainAddress = method<typeof Library.sendToChainAddress>(
  'onchain/send_to_chain_address',
);
export const sendToChainAddresses = method<typeof Library.sendToChainAddresses>(
  'onchain/send_to_chain_addresses',
);
export const sendToChainOutputScripts = method<typeof Library.sendToChainOutputScripts>(
  'onchain/send_to_chain_output_scripts',
);
