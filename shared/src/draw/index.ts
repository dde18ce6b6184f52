// The verifiable draw (docs/protocols/draw.md): one module for the server, the SPA and scripts/verify-draw.
export * from './types.ts';
export { DrawInputError, isLowerHex64 } from './input-checks.ts';
export {
  sortTickets,
  ticketLine,
  ticketLines,
  ticketsCommitment,
  ticketsHasher,
  type StreamingSha256,
} from './tickets-commitment.ts';
export { endDateMillis, isAfterClose } from './close-time.ts';
export { findDrawBlock, type DrawBlock, type FindDrawBlockOptions } from './find-draw-block.ts';
export {
  drawIndex,
  drawMessage,
  winningTicket,
  type DrawComputation,
  type DrawResult,
} from './winning-ticket.ts';
export {
  checkHeaderChain,
  medianTimePast,
  meetsProofOfWork,
  parseBlockHeader,
  targetFromBits,
  type ParsedBlockHeader,
} from './block-header.ts';
export { drawPrizes, prizeMessage, MAX_PRIZES, type PrizeDraw } from './prize-draw.ts';
export { checkPrizes } from './prize-checks.ts';
export { proofShapeProblems } from './proof-shape.ts';
export { verifyProof, type DrawVerification, type VerifyProofOptions } from './verify-proof.ts';
export {
  rootFromInclusionProof,
  ticketInclusionProof,
  ticketLeaf,
  ticketsRoot,
  ticketTree,
  verifyTicketInclusion,
  type MerkleStep,
  type Sha256,
  type TicketTree,
  type TicketInclusionProof,
} from './tickets-merkle.ts';
export {
  ANCHOR_SCRIPT_PREFIX,
  anchorScriptHex,
  anchoredRoot,
  merkleRootFromBranch,
  parseRawTransaction,
  type ParsedTransaction,
  type TxInput,
  type TxOutput,
} from './anchor-tx.ts';
