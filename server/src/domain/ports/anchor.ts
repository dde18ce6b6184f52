// The ports of the draw's anchor (docs/protocols/draw-v2.md): LND's wallet sends the OP_RETURN
// transaction and bumps its fee, bitcoind says which best-chain block holds it, and SQLite
// keeps the anchor row. Apart from Lightning and Chain so that their fakes stay as they are.

/** Where an anchor is (the SQL comment on draw_anchors has the details). */
export type AnchorStatus = 'pending' | 'awaiting_balance' | 'sending' | 'sent' | 'confirmed';

export interface AnchorRecord {
  raffle_id: number;
  status: AnchorStatus;
  attempt: number;
  label: string;
  /** The OP_RETURN script, hex: 6a 24 "RIFA" ‖ tickets_root. */
  script: string;
  /** sat/vB asked when it was sent. */
  fee_rate: number | null;
  txid: string | null;
  raw_tx: string | null;
  sent_height: number | null;
  bumps: number;
  bumped_height: number | null;
  bump_rate: number | null;
  block_hash: string | null;
  block_height: number | null;
  tx_index: number | null;
  merkle_branch: string[] | null;
  chain_headers: string[] | null;
  chain_headers_start: number | null;
  reorgs: number;
  last_error: string | null;
  claimed_at: string | null;
  sent_at: string | null;
  confirmed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Columns a transition may write (status apart). */
export type AnchorChange = Partial<
  Omit<AnchorRecord, 'raffle_id' | 'status' | 'created_at' | 'updated_at'>
>;

export interface AnchorRepository {
  find(raffleId: number): AnchorRecord | undefined;
  /** Every anchor, newest raffle first (the admin's list). */
  list(): AnchorRecord[];
  /** Anchors in these statuses (health: how many wait for funds). */
  withStatus(statuses: readonly AnchorStatus[]): AnchorRecord[];
  /**
   * One conditional UPDATE: moves the row to `to` with `change` only if its status is still one
   * of `from`; false otherwise (another pass moved it meanwhile).
   */
  transition(
    raffleId: number,
    from: readonly AnchorStatus[],
    to: AnchorStatus,
    change: AnchorChange,
    now: string,
  ): boolean;
}

/** One transaction of LND's wallet as the anchor reads it (GetTransactions). */
export interface AnchorWalletTransaction {
  txid: string;
  label?: string;
  /** The whole transaction, hex, when LND reports it. */
  rawTx?: string;
  /** The fee it paid, when LND reports it. */
  fee?: number;
  isConfirmed: boolean;
  /** LND's view of the block that confirmed it (may lag bitcoind during a reorg). */
  blockHash?: string;
}

export interface AnchorWallet {
  /** sat/vB LND's estimator gives for confirmation within `targetConfirmations` blocks. */
  chainFeeRate(targetConfirmations: number): Promise<number>;
  /** walletrpc SendOutputs: one output script, change to the wallet, the label kept. */
  sendOutputScript(input: {
    script: string;
    tokens: number;
    feeRate: number;
    label: string;
  }): Promise<{ txid: string; rawTx: string }>;
  walletTransactions(): Promise<AnchorWalletTransaction[]>;
  /** walletrpc BumpFee on one of the wallet's unconfirmed outputs: a CPFP child at this rate. */
  bumpFee(input: { txid: string; vout: number; feeRate: number }): Promise<void>;
}

/** A transaction as bitcoind reads it with its block hash (no -txindex needed). */
export interface TransactionInBlock {
  hex: string;
  /** False once the block left the best chain. */
  inActiveChain: boolean;
}

export interface AnchorChain {
  /** getrawtransaction <txid> true <blockhash>; null when that block does not hold it. */
  transactionInBlock(txid: string, blockHash: string): Promise<TransactionInBlock | null>;
  /** getrawtransaction <txid> false: only the mempool is searched without -txindex; null if absent. */
  mempoolTransaction(txid: string): Promise<string | null>;
  /** getblock <hash> 1: the block's txids in order (the coinbase first). */
  blockTxids(blockHash: string): Promise<string[]>;
}
