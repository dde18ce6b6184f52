// The accounts feature's public face: what other features, the HTTP layer and the composition use.
export { createAccountRecovery } from './account-recovery.ts';
export type { AccountRecovery } from './account-recovery.ts';
export { INVALID_CREDENTIALS, btcAddress, createAccounts } from './accounts.ts';
export type { Accounts } from './accounts.ts';
export { createAttemptLimiter } from './attempt-limiter.ts';
export { createBurstMeter } from './burst-meter.ts';
export { DEFAULT_AUTH_LIMITS, authLimits } from './auth-limits.ts';
export type { AuthLimitOverrides, AuthLimits } from './auth-limits.ts';
export { createMyData } from './my-data.ts';
export type { MyData } from './my-data.ts';
export { createProofOfWork } from './proof-of-work.ts';
export type { ProofOfWork } from './proof-of-work.ts';
export { waitMessage } from './wait-ticket.ts';
