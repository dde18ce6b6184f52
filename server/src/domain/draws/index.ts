// The draws feature's public face: what other features, the HTTP layer and the composition use.
export { createAnchorReads } from './anchor/anchor-reads.ts';
export type { AnchorReads } from './anchor/anchor-reads.ts';
export { createDrawAnchor } from './anchor/draw-anchor.ts';
export type { DrawAnchor } from './anchor/draw-anchor.ts';
export { createDrawProofs } from './draw-proofs.ts';
export type { DrawProofs } from './draw-proofs.ts';
export { createDrawScheduler } from './draw-scheduler.ts';
export type { DrawScheduler } from './draw-scheduler.ts';
export { createWinners } from './winners.ts';
export type { Winners } from './winners.ts';
export { buildTicketTreeParts, freezeTickets, ticketListsOf } from './frozen-tickets.ts';
export { treeFromParts } from './ticket-tree.ts';
export type { TicketTreeParts } from './ticket-tree.ts';
