// The reads the draw's anchor needs from bitcoind (docs/protocols/draw-v2.md), none of which needs
// -txindex: a transaction by its block hash, the mempool, and a block's txid list. Answers are
// checked for shape, as in bitcoind-chain.ts.
import { ChainError, type AnchorChain } from '../../domain/ports/index.ts';

type Call = (method: string, ...params: unknown[]) => Promise<unknown>;

const HASH = /^[0-9a-f]{64}$/;
const HEX = /^(?:[0-9a-f]{2})+$/;

const malformed = (what: string) =>
  new ChainError('unknown', `resposta inesperada do bitcoind: ${what}`);

/** bitcoind's -5 ("No such transaction…", "Block hash not found") is an answer, not a failure. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ChainError && error.kind === 'not_found') return null;
    throw error;
  }
}

export function bitcoindAnchorReads(call: Call): AnchorChain {
  return {
    async transactionInBlock(txid, blockHash) {
      const tx = (await orNull(call('getrawtransaction', txid, true, blockHash))) as Record<
        string,
        unknown
      > | null;
      if (tx === null) return null;
      if (typeof tx !== 'object' || tx.txid !== txid || typeof tx.hex !== 'string')
        throw malformed('transação');
      if (!HEX.test(tx.hex)) throw malformed('transação em hexadecimal');
      return { hex: tx.hex, inActiveChain: tx.in_active_chain === true };
    },

    async mempoolTransaction(txid) {
      const hex = await orNull(call('getrawtransaction', txid, false));
      if (hex === null) return null;
      if (typeof hex !== 'string' || !HEX.test(hex)) throw malformed('transação em hexadecimal');
      return hex;
    },

    async blockTxids(blockHash) {
      const block = (await call('getblock', blockHash, 1)) as { tx?: unknown } | null;
      const txids = block?.tx;
      if (!Array.isArray(txids) || !txids.every((id) => typeof id === 'string' && HASH.test(id)))
        throw malformed('lista de transações do bloco');
      return txids as string[];
    },
  };
}
