import type { Block, Chain } from './chain.ts';
import { type ChainTx, serializeTx, varInt } from './raw-tx.ts';
import { scriptAddress, scriptAsm, scriptType } from './script-class.ts';

// Transactions and blocks as bitcoind prints them (core_write.cpp TxToUniv and
// ScriptToUniv; rpc/rawtransaction.cpp TxToJSON; rpc/blockchain.cpp blockToJSON), for
// getrawtransaction and getblock. Not printed: the output descriptors (`desc`) and the fee
// and prevouts of verbosity 2, which need block undo data the devnode does not keep.

/** ValueFromAmount: satoshis as a BTC number (bitcoind prints 8 decimals). */
const btc = (sats: number): number => Number((sats / 1e8).toFixed(8));

const isCoinbase = (tx: ChainTx): boolean =>
  tx.inputs.length === 1 && tx.inputs[0]?.txid === '0'.repeat(64);

export function txJson(tx: ChainTx): Record<string, unknown> {
  const coinbase = isCoinbase(tx);
  return {
    txid: tx.txid,
    hash: tx.wtxid,
    version: tx.version,
    size: tx.size,
    vsize: tx.vsize,
    weight: tx.weight,
    locktime: tx.locktime,
    vin: tx.inputs.map((input) => ({
      ...(coinbase
        ? { coinbase: input.scriptSig.toString('hex') }
        : {
            txid: input.txid,
            vout: input.vout,
            scriptSig: { asm: scriptAsm(input.scriptSig), hex: input.scriptSig.toString('hex') },
          }),
      ...(input.witness.length > 0
        ? { txinwitness: input.witness.map((item) => item.toString('hex')) }
        : {}),
      sequence: input.sequence,
    })),
    vout: tx.outputs.map((output, n) => {
      const address = scriptAddress(output.script);
      return {
        value: btc(output.value),
        n,
        scriptPubKey: {
          asm: scriptAsm(output.script),
          hex: output.script.toString('hex'),
          ...(address ? { address } : {}),
          type: scriptType(output.script),
        },
      };
    }),
  };
}

/** TxToJSON: the block fields when the transaction was found in a block. */
export function confirmedTxJson(chain: Chain, tx: ChainTx, block: Block | undefined) {
  const json: Record<string, unknown> = { ...txJson(tx), hex: tx.hex };
  if (!block) return json;
  json.blockhash = block.hash;
  if (chain.isActive(block)) {
    json.confirmations = chain.height() - block.height + 1;
    json.time = block.time;
    json.blocktime = block.time;
  } else json.confirmations = 0;
  return json;
}

/** The block as bytes (header, count, transactions) with or without witness data. */
export function serializeBlock(block: Block, withWitness: boolean): Buffer {
  return Buffer.concat([
    Buffer.from(block.headerHex, 'hex'),
    varInt(block.txs.length),
    ...block.txs.map((tx) => serializeTx(tx, withWitness)),
  ]);
}

/** blockToJSON's size fields. */
export function blockSizes(block: Block): Record<string, number> {
  const size = serializeBlock(block, true).length;
  const strippedsize = serializeBlock(block, false).length;
  return { strippedsize, size, weight: strippedsize * 3 + size };
}
