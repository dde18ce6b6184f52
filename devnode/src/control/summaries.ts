import type { Block, Chain } from '../bitcoind/chain.ts';
import type { Invoice } from '../lnd/invoice-book.ts';
import { reencodedAddress } from '../lnd/address.ts';
import type { WalletTx } from '../lnd/wallet.ts';

// JSON-friendly views of devnode state, returned by the in-process controls and the
// control API alike (amounts in msat as strings, because JSON numbers lose precision).

export interface InvoiceSummary {
  hash: string;
  preimage: string;
  request: string;
  state: Invoice['state'];
  memo: string;
  valueMsat: string;
  amtPaidMsat: string;
  addIndex: number;
  settleIndex: number;
  createdAt: string;
  expiresAt: string;
  settledAt: string | undefined;
}

export interface BlockSummary {
  height: number;
  hash: string;
  prevHash: string;
  time: number;
  mediantime: number;
  txids: string[];
}

export interface SentCoinsSummary {
  txid: string;
  /** The first recipient (the only one for SendCoins). */
  address: string;
  /** Satoshis the recipients get in total (the fee is separate). */
  amount: number;
  /** Every recipient output in request order, change excluded (several for SendMany). */
  outputs: { address: string; amount: number }[];
  fee: number;
  label: string;
  createdAt: string;
  confirmations: number;
  blockHash: string | undefined;
  blockHeight: number | undefined;
}

const iso = (seconds: number): string => new Date(seconds * 1000).toISOString();

export function invoiceSummary(invoice: Invoice): InvoiceSummary {
  return {
    hash: invoice.hash,
    preimage: invoice.preimage.toString('hex'),
    request: invoice.request,
    state: invoice.state,
    memo: invoice.memo,
    valueMsat: invoice.valueMsat.toString(),
    amtPaidMsat: invoice.amtPaidMsat.toString(),
    addIndex: invoice.addIndex,
    settleIndex: invoice.settleIndex,
    createdAt: iso(invoice.createdAt),
    expiresAt: iso(invoice.createdAt + invoice.expirySec),
    settledAt: invoice.state === 'SETTLED' ? iso(invoice.settleDate) : undefined,
  };
}

export function blockSummary(block: Block): BlockSummary {
  return {
    height: block.height,
    hash: block.hash,
    prevHash: block.prevHash,
    time: block.time,
    mediantime: block.mediantime,
    txids: [...block.txids],
  };
}

export function sentCoinsSummary(tx: WalletTx, chain: Chain): SentCoinsSummary {
  const block = chain.blockOf(tx.txid);
  return {
    txid: tx.txid,
    address: tx.outputs[0]?.address ? reencodedAddress(tx.outputs[0].address) : '',
    amount: -tx.amount - tx.fee,
    outputs: tx.outputs.map(({ address, amount }) => ({ address, amount })),
    fee: tx.fee,
    label: tx.label,
    createdAt: iso(tx.createdAt),
    confirmations: block ? chain.height() - block.height + 1 : 0,
    blockHash: block?.hash,
    blockHeight: block?.height,
  };
}
