// The ports the domain needs from the outside world (docs/architecture.md): the node (Lightning,
// Chain), storage (one repository per money path), crypto and the clock. Adapters
// implement them; fast tests pass fakes (tests/unit/support), the devnode suites the real
// adapters.
export * from './account-data.ts';
export * from './admin-repositories.ts';
export * from './chain.ts';
export * from './clock.ts';
export * from './draw-repository.ts';
export * from './lightning.ts';
export * from './payout-repository.ts';
export * from './purchase-repository.ts';
export * from './raffle-repository.ts';
export * from './security.ts';
export * from './settlement-repository.ts';
export * from './user-repository.ts';
export * from './number-map.ts';
export * from './winners-repository.ts';
export * from './photo-storage.ts';
export * from './receipt-repository.ts';
export * from './anchor.ts';
export * from './notifications.ts';
export * from './backup-files.ts';
export * from './delivery-repository.ts';
export * from './ticket-lists.ts';
export * from './lightning-address.ts';
export * from './lightning-address-payouts.ts';
export type * from './wallet-repository.ts';
