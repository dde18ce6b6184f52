import { sdk } from './sdk';

// Drives StartOS's warnings only; the app itself waits for LND ('aguardando LND') and
// retries bitcoind. The floors are the ones Start9's own packages ask for (ThunderHub,
// BTCPay: LND 0.21.1-beta, wrapper revision 4; Bitcoin Core 28.4, revision 17).
export const setDependencies = sdk.setupDependencies(async () => ({
  lnd: {
    kind: 'running',
    versionRange: '>=0.21.1-beta:4',
    healthChecks: ['lnd'],
  },
  bitcoind: {
    kind: 'running',
    versionRange: '>=28.4:17',
    healthChecks: ['bitcoind'],
  },
}));
