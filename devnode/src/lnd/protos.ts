import { createRequire } from 'node:module';
import path from 'node:path';

import {
  type GrpcObject,
  type ServiceClientConstructor,
  type ServiceDefinition,
  loadPackageDefinition,
} from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';

// The real LND service definitions, from the proto files the `lightning` client itself
// ships, loaded with the client's own options: without keepCase the snake_case fields
// vanish silently (docs/protocols/devnode.md#faithfulness, obstacle 2).

const require = createRequire(import.meta.url);

export const PROTOS_DIR = path.join(
  path.dirname(require.resolve('lightning/package.json')),
  'grpc',
  'protos',
);

export const LOADER_OPTIONS = {
  keepCase: true,
  longs: String,
  enums: String,
  defaults: true,
  oneofs: true,
};

export interface LndServiceDefinitions {
  lightning: ServiceDefinition;
  invoices: ServiceDefinition;
  state: ServiceDefinition;
  router: ServiceDefinition;
  walletKit: ServiceDefinition;
}

function serviceAt(root: GrpcObject, dotted: string): ServiceDefinition {
  let node: unknown = root;
  for (const part of dotted.split('.')) node = (node as Record<string, unknown>)[part];
  const constructor = node as ServiceClientConstructor | undefined;
  if (!constructor?.service) throw new Error(`service ${dotted} not found in the lightning protos`);
  return constructor.service;
}

// Loading takes ~100 ms; the definitions never change, so one load serves every devnode
// in the process (tests start several).
let loaded: LndServiceDefinitions | undefined;

export function lndServiceDefinitions(): LndServiceDefinitions {
  if (!loaded) {
    const files = [
      'lightning.proto',
      'invoices.proto',
      'stateservice.proto',
      'router.proto',
      'walletkit.proto',
    ].map((file) => path.join(PROTOS_DIR, file));
    const root = loadPackageDefinition(
      loadSync(files, { ...LOADER_OPTIONS, includeDirs: [PROTOS_DIR] }),
    );
    loaded = {
      lightning: serviceAt(root, 'lnrpc.Lightning'),
      invoices: serviceAt(root, 'invoicesrpc.Invoices'),
      state: serviceAt(root, 'lnrpc.State'),
      router: serviceAt(root, 'routerrpc.Router'),
      walletKit: serviceAt(root, 'walletrpc.WalletKit'),
    };
  }
  return loaded;
}
