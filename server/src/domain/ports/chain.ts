// The Chain port: block headers from bitcoind (docs/protocols/draw.md). The bitcoind adapter maps
// RPC and transport failures onto ChainError kinds by code, never by message text.
import { PortError } from './port-error.ts';

export type ChainErrorKind = 'unavailable' | 'unauthorized' | 'not_found' | 'unknown';

export class ChainError extends PortError<ChainErrorKind> {
  override readonly name = 'ChainError';
}

export interface BlockHeader {
  hash: string;
  height: number;
  /** The block's own timestamp (unix seconds). */
  time: number;
  /** Median time past as bitcoind reports it: median of this block's and the 10 previous timestamps. */
  mediantime: number;
  confirmations: number;
  previousblockhash?: string;
}

export interface Chain {
  /** Height of the best chain's tip. */
  getBlockCount(): Promise<number>;
  /** Hash (64 lowercase hex) of the best-chain block at a height; not_found above the tip. */
  getBlockHash(height: number): Promise<string>;
  getBlockHeader(hash: string): Promise<BlockHeader>;
  /** The raw 80-byte header as hex (`getblockheader <hash> false`), for offline proofs. */
  getRawBlockHeader(hash: string): Promise<string>;
}
