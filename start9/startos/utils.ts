import { utils } from '@start9labs/start-sdk';

export { adminEmail, bitcoinMount, dataDir, lndMount, uiPort } from './appEnv';

/**
 * The stable contract of the dependencies: host ids and internal ports
 * (lnd-startos startos/interfaces.ts; bitcoin-core-startos startos/utils.ts).
 */
export const lndGrpcHostId = 'grpc';
export const lndGrpcPort = 10009;
export const bitcoindRpcHostId = 'rpc';
export const bitcoindRpcPort = 8332;

export const newAdminPassword = (): string =>
  utils.getDefaultString({ charset: 'a-z,A-Z,0-9', len: 24 });
