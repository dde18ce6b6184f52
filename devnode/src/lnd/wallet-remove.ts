import { GRPC_UNKNOWN, GrpcError } from '../errors.ts';
import type { WalletCore } from './wallet-types.ts';

// walletrpc RemoveTransaction (`lncli wallet removetx <txid>`), as LND ≥ 0.18 answers it
// (lnrpc/walletrpc/walletkit_server.go RemoveTransaction):
// - the txid parsed by chainhash.NewHashFromStr, the transaction looked up in btcwallet's
//   store (GetTransactionDetails), refused once it has a confirmation (btcwallet counts
//   tip − height + 1, so the tip block's transactions count as confirmed);
// - then btcwallet RemoveDescendants → wtxmgr/unconfirmed.go removeConflict: every unmined
//   wallet transaction spending one of its outputs goes first (recursively, e.g. a CPFP
//   child of the sweeper), its credits go, and the coins it spent are unspent again.
// Every error is a plain fmt.Errorf: gRPC UNKNOWN with LND's text.
// LND leaves the network alone (its own NOTE: the rebroadcaster keeps the transaction);
// here the devnode's one mempool stands for the network, and the transaction leaves it
// too: the case an operator runs removetx for, a transaction no node relays any more (a
// full mempool evicted it everywhere). A removed transaction still relayed elsewhere,
// mined later and found again by btcwallet, is not modelled.

/** What LND answers on success (the `lightning` client checks this exact text). */
export const REMOVED_STATUS = 'Successfully removed transaction';

/** chainhash.MaxHashStringSize. */
const MAX_HASH_STRING = 64;

/** A refusal, with the control API's HTTP status for the same case. */
export class RemovalRefused extends GrpcError {
  readonly httpStatus: 400 | 404 | 409;

  constructor(httpStatus: 400 | 404 | 409, details: string) {
    super(GRPC_UNKNOWN, details);
    this.httpStatus = httpStatus;
  }
}

/** Go's %#U of a rune, as encoding/hex InvalidByteError prints it: U+0067 'g'. */
const goRune = (char: string): string =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')} '${char}'`;

/**
 * chainhash.NewHashFromStr: at most 64 hex digits, an odd count padded with a leading zero,
 * a short one padded to 32 bytes (String() prints all 64 digits).
 */
export function parseTxid(text: string): string {
  if (text === '') throw new RemovalRefused(400, 'must provide a transaction hash');
  if (text.length > MAX_HASH_STRING)
    throw new RemovalRefused(400, `max hash string length is ${MAX_HASH_STRING} bytes`);
  const bad = [...text].find((char) => !/[0-9a-fA-F]/.test(char));
  if (bad !== undefined)
    throw new RemovalRefused(400, `encoding/hex: invalid byte: ${goRune(bad)}`);
  return text.toLowerCase().padStart(MAX_HASH_STRING, '0');
}

/**
 * Removes the transaction and its unmined wallet descendants from the wallet and the
 * mempool; returns the txids removed, descendants first.
 */
export function removeTransaction(core: WalletCore, txidText: string): string[] {
  const txid = parseTxid(txidText);
  const ledger = core.ledger();
  if (!ledger.some((tx) => tx.txid === txid))
    throw new RemovalRefused(
      404,
      `transaction with txid=${txid} not found in the internal wallet store`,
    );
  const block = core.chain.blockOf(txid);
  if (block) {
    const confirmations = core.chain.height() - block.height + 1;
    throw new RemovalRefused(
      409,
      `transaction with txid=${txid} is already confirmed (numConfs=${confirmations}) cannot be removed`,
    );
  }
  const removed: string[] = [];
  const remove = (id: string): void => {
    if (removed.includes(id)) return;
    const spenders = ledger.filter(
      (tx) => !core.chain.blockOf(tx.txid) && tx.spends.some((o) => o.startsWith(`${id}:`)),
    );
    for (const spender of spenders) remove(spender.txid);
    core.chain.removeFromMempool(id);
    core.forget(id);
    removed.push(id);
  };
  remove(txid);
  return removed;
}
