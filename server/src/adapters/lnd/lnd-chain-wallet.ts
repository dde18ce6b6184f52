// LND's on-chain wallet as the payout sender sees it: what it can spend, what a send would
// cost, the send itself (SendCoins for one output, SendMany for a batch) and the
// transaction list payouts are reconciled against by label.
import type { AuthenticatedLnd } from 'lightning';
import {
  getChainFeeEstimate,
  getChainTransactions,
  sendToChainAddress,
  sendToChainAddresses,
} from './lnd-methods.ts';
import type { Lightning } from '../../domain/ports/index.ts';

export type LndCall = <T>(run: (lnd: AuthenticatedLnd) => Promise<T>) => Promise<T>;

/** Sends use LND's default conf target (lnrpc CalculateFeeRate: 6 blocks); so does the estimate. */
const TARGET_CONFIRMATIONS = 6;

interface WalletBalanceResponse {
  confirmed_balance?: string;
  reserved_balance_anchor_chan?: string;
}

/**
 * WalletBalance itself: the library's getChainBalance drops reserved_balance_anchor_chan, the
 * sats LND refuses to spend while it has anchor channels (lnwallet ErrReservedValueInvalid).
 */
function walletBalance(lnd: AuthenticatedLnd): Promise<WalletBalanceResponse> {
  return new Promise((resolve, reject) => {
    lnd.default.walletBalance({}, (error: unknown, response: WalletBalanceResponse) => {
      // The library's own shape, so the adapter's error mapping reads it like the others.
      if (error) reject([503, 'UnexpectedErrorWhenGettingChainBalance', { err: error }]);
      else resolve(response);
    });
  });
}

export function lndChainWallet(
  call: LndCall,
): Pick<
  Lightning,
  'getChainBalance' | 'estimateChainFee' | 'sendToChainAddresses' | 'getChainTransactions'
> {
  return {
    async getChainBalance() {
      const balance = await call(walletBalance);
      const confirmed = Number(balance.confirmed_balance ?? 0);
      const reserved = Number(balance.reserved_balance_anchor_chan ?? 0);
      return Math.max(0, confirmed - reserved);
    },

    async estimateChainFee(outputs) {
      const estimate = await call((client) =>
        getChainFeeEstimate({
          lnd: client,
          send_to: outputs.map((output) => ({ address: output.address, tokens: output.tokens })),
          target_confirmations: TARGET_CONFIRMATIONS,
        }),
      );
      return estimate.fee;
    },

    async sendToChainAddresses({ outputs, label }) {
      const [only] = outputs;
      if (outputs.length === 1 && only) {
        const sent = await call((client) =>
          sendToChainAddress({
            lnd: client,
            address: only.address,
            tokens: only.tokens,
            description: label,
          }),
        );
        return { txid: sent.id };
      }
      const sent = await call((client) =>
        sendToChainAddresses({ lnd: client, send_to: outputs, description: label }),
      );
      return { txid: sent.id };
    },

    async getChainTransactions() {
      const { transactions } = await call((client) => getChainTransactions({ lnd: client }));
      return transactions.map((tx) => ({
        txid: tx.id,
        ...(tx.description ? { label: tx.description } : {}),
        tokens: tx.tokens,
        ...(tx.fee !== undefined ? { fee: tx.fee } : {}),
        isOutgoing: tx.is_outgoing,
        isConfirmed: tx.is_confirmed,
        outputAddresses: tx.output_addresses,
      }));
    },
  };
}
