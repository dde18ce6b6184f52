// LND's wallet as the draw's anchor uses it (docs/protocols/draw-v2.md): walletrpc EstimateFee for the
// rate, SendOutputs for the OP_RETURN transaction (the library's sendToChainOutputScripts),
// GetTransactions to find it again by label and to learn its block, BumpFee for a CPFP child.
import {
  getChainFeeRate,
  getChainTransactions,
  requestChainFeeIncrease,
  sendToChainOutputScripts,
} from './lnd-methods.ts';
import type { AnchorWallet } from '../../domain/ports/index.ts';
import type { LndCall } from './lnd-chain-wallet.ts';

export function lndAnchorWallet(call: LndCall): AnchorWallet {
  return {
    async chainFeeRate(targetConfirmations) {
      const { tokens_per_vbyte } = await call((lnd) =>
        getChainFeeRate({ lnd, confirmation_target: targetConfirmations }),
      );
      // sat/kw × 4 / 1000 may be fractional; LND's own sends round a vbyte rate up.
      return Math.max(1, Math.ceil(tokens_per_vbyte));
    },

    async sendOutputScript({ script, tokens, feeRate, label }) {
      const sent = await call((lnd) =>
        sendToChainOutputScripts({
          lnd,
          send_to: [{ script, tokens }],
          fee_tokens_per_vbyte: feeRate,
          description: label,
          // The wallet's unconfirmed change counts (SendOutputs spend_unconfirmed): right after a
          // prize or refund the only coin may be its change, and the close must not wait a block
          // for it. If such a coin is dropped, so is the anchor, and the anchor job re-sends it.
          utxo_confirmations: 0,
        }),
      );
      return { txid: sent.id, rawTx: sent.transaction };
    },

    async walletTransactions() {
      const { transactions } = await call((lnd) => getChainTransactions({ lnd }));
      return transactions.map((tx) => ({
        txid: tx.id,
        ...(tx.description ? { label: tx.description } : {}),
        ...(tx.transaction ? { rawTx: tx.transaction } : {}),
        ...(tx.fee !== undefined ? { fee: tx.fee } : {}),
        isConfirmed: tx.is_confirmed,
        ...(tx.block_id ? { blockHash: tx.block_id } : {}),
      }));
    },

    async bumpFee({ txid, vout, feeRate }) {
      await call((lnd) =>
        requestChainFeeIncrease({
          lnd,
          transaction_id: txid,
          transaction_vout: vout,
          fee_tokens_per_vbyte: feeRate,
        }),
      );
    },
  };
}
