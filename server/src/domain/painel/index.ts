// The painel feature's public face: what other features, the HTTP layer and the composition use.
export { createLiquidityWarning } from './liquidity-warning.ts';
export { createPainelExports } from './painel-exports.ts';
export type { CsvFile, PainelExports } from './painel-exports.ts';
export { createAdminMetrics } from './painel-metrics.ts';
export type { AdminMetrics } from './painel-metrics.ts';
