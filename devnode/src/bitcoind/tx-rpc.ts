import { RpcError } from '../errors.ts';
import { REGTEST_GENESIS } from './block-header.ts';
import type { Block, Chain } from './chain.ts';
import {
  type MethodSpec,
  RPC_INVALID_ADDRESS_OR_KEY,
  blockHeaderJson,
  expectHash,
  typeError,
} from './rpc.ts';
import { blockSizes, confirmedTxJson, serializeBlock, txJson } from './tx-json.ts';

// bitcoind's getrawtransaction and getblock (Bitcoin Core 29, rpc/rawtransaction.cpp and
// rpc/blockchain.cpp) as a node WITHOUT -txindex answers them, which is what an auditor
// or a home node has: a transaction is found in the mempool, or in the block named by its
// hash — never by txid alone once mined. That is why the anchor's proof names its block
// (docs/protocols/draw-v2.md, verify-draw --rpc).

/** "verbosity|verbose": a bool, or a number (0 hex, 1 JSON, 2 JSON with fee and prevouts). */
function verbosityOf(value: unknown, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  throw typeError(value, 'number');
}

const NO_MEMPOOL_TX =
  'No such mempool transaction. Use -txindex or provide a block hash to enable blockchain ' +
  'transaction queries. Use gettransaction for wallet transactions.';

export function txMethods(chain: Chain): Record<string, MethodSpec> {
  const blockByHash = (value: unknown, name: string, missing: string): Block => {
    const block = chain.byHash(expectHash(value, name));
    if (!block) throw new RpcError(RPC_INVALID_ADDRESS_OR_KEY, missing);
    return block;
  };

  return {
    getrawtransaction: {
      args: ['txid', 'verbosity', 'blockhash'],
      aliases: { verbose: 'verbosity' },
      required: 1,
      usage: 'getrawtransaction "txid" ( verbosity "blockhash" )',
      run: ([txidArg, verbosityArg, blockhashArg]) => {
        const txid = expectHash(txidArg, 'parameter 1');
        if (txid === REGTEST_GENESIS.merkleRoot)
          throw new RpcError(
            RPC_INVALID_ADDRESS_OR_KEY,
            'The genesis block coinbase is not considered an ordinary transaction and cannot be retrieved',
          );
        const verbosity = verbosityOf(verbosityArg, 0);
        const named =
          blockhashArg === undefined || blockhashArg === null
            ? undefined
            : blockByHash(blockhashArg, 'parameter 3', 'Block hash not found');
        // node/transaction.cpp GetTransaction: the mempool only when no block is named.
        const tx = named
          ? named.txs.find((candidate) => candidate.txid === txid)
          : chain.mempoolTx(txid)?.tx;
        if (!tx)
          throw new RpcError(
            RPC_INVALID_ADDRESS_OR_KEY,
            named
              ? 'No such transaction found in the provided block. Use gettransaction for wallet transactions.'
              : NO_MEMPOOL_TX,
          );
        if (verbosity <= 0) return tx.hex;
        return {
          ...(named ? { in_active_chain: chain.isActive(named) } : {}),
          ...confirmedTxJson(chain, tx, named),
        };
      },
    },
    getblock: {
      args: ['blockhash', 'verbosity'],
      aliases: { verbose: 'verbosity' },
      required: 1,
      usage: 'getblock "blockhash" ( verbosity )',
      run: ([hashArg, verbosityArg]) => {
        const block = blockByHash(hashArg, 'blockhash', 'Block not found');
        const verbosity = verbosityOf(verbosityArg, 1);
        if (verbosity <= 0) return serializeBlock(block, true).toString('hex');
        return {
          ...blockHeaderJson(chain, block),
          ...blockSizes(block),
          tx:
            verbosity === 1
              ? block.txs.map((tx) => tx.txid)
              : block.txs.map((tx) => ({ ...txJson(tx), hex: tx.hex })),
        };
      },
    },
  };
}
