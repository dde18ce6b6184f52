export * from './types.ts';
export * from './format.ts';
export * from './rules.ts';
export * from './names.ts';
export * from './draw/index.ts';
export * from './payout-types.ts';
export * from './page-data.ts';
export * from './pow.ts';
