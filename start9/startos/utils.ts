import { utils } from '@start9labs/start-sdk';

export { adminEmail, bitcoinMount, dataDir, lndMount, uiPort } from './appEnv';

/**
 * The dependencies' contract: host ids and internal ports. lnd-startos exports these as
 * gRPCHostId and gRPCPort (startos/interfaces.ts), bitcoin-core-startos binds its RPC on
 * MultiHost 'rpc' at rpcPort 8332 (startos/interfaces.ts, startos/utils.ts). Start9's own
 * packages import them from the wrappers as `github:` npm dependencies; GitHub is out of
 * reach of this project's install and CI machines, so they are mirrored here under the
 * wrappers' own names, checked by hand against lnd-startos 6a2ae16 and bitcoin-core-startos
 * update/040 0c75ebf. Replace with the imports once the wrappers can be installed.
 */
export const gRPCHostId = 'grpc';
export const gRPCPort = 10009;
export const lndGrpcHostId = gRPCHostId;
export const lndGrpcPort = gRPCPort;
export const bitcoindRpcHostId = 'rpc';
export const bitcoindRpcPort = 8332;

export const newAdminPassword = (): string =>
  utils.getDefaultString({ charset: 'a-z,A-Z,0-9', len: 24 });
