import { sdk } from './sdk';

// Drives StartOS's warnings only; the app itself waits for LND ('aguardando LND') and
// retries bitcoind. `lightning` 12 speaks to LND 0.20 and later.
export const setDependencies = sdk.setupDependencies(async () => ({
  lnd: {
    kind: 'running',
    versionRange: '>=0.20.0-beta:0',
    healthChecks: ['lnd'],
  },
  bitcoind: {
    kind: 'running',
    versionRange: '>=28.0.0:0',
    healthChecks: ['bitcoind'],
  },
}));
