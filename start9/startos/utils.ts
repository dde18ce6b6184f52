import { utils } from '@start9labs/start-sdk';

export { adminEmail, bitcoinMount, dataDir, lndMount, uiPort } from './appEnv';

/**
 * The dependencies' contract: host ids and internal ports. lnd-startos exports these as
 * gRPCHostId and gRPCPort (startos/interfaces.ts), bitcoin-core-startos its RPC host 'rpc'
 * on 8332; neither wrapper is published on npm (Start9 installs them from GitHub branches,
 * which this project's machines cannot reach), so they are mirrored here, under the
 * wrappers' own names, until they can be imported.
 */
export const gRPCHostId = 'grpc';
export const gRPCPort = 10009;
export const lndGrpcHostId = gRPCHostId;
export const lndGrpcPort = gRPCPort;
export const bitcoindRpcHostId = 'rpc';
export const bitcoindRpcPort = 8332;

export const newAdminPassword = (): string =>
  utils.getDefaultString({ charset: 'a-z,A-Z,0-9', len: 24 });
