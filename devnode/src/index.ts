// Public API of the devnode (docs/protocols/devnode.md): start one, connect the app's adapters with the
// returned info, drive it with the controls.
export { startDevnode } from './devnode.ts';
export type {
  BitcoindAuthOption,
  BitcoindConnectionInfo,
  ConnectionInfo,
  Devnode,
  DevnodeOptions,
  LndConnectionInfo,
} from './devnode.ts';
export type { DevnodeControls, DevnodeState, UnresponsiveMode } from './control/controls.ts';
export type { MineOptions, ReorgOptions } from './bitcoind/chain.ts';
export type { LockStyle } from './lnd/auth.ts';
export type { ChannelKind } from './lnd/invoice-service.ts';
export { LSP_NODE_ID } from './lnd/invoice-service.ts';
export type { BlockSummary, InvoiceSummary, SentCoinsSummary } from './control/summaries.ts';
export { ControlError } from './errors.ts';
export { envLines } from './env-lines.ts';
