// The gRPC service objects the `lightning` methods take as `lnd`, built for the four LND
// services this app calls (Lightning, Invoices, Router for Lightning payouts, State) from a single parse of their protos.
// `authenticatedLndGrpc` builds all twelve services and parses lightning.proto again for
// most of them: about 20 MB of heap an idle server would carry for nothing (docs/protocols/targets.md).
// The objects keep the library's shape (`default`, `invoices`, `status`), so every method we
// use runs unchanged; the channel credentials and loader options are the library's own.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AuthenticatedLnd, UnauthenticatedLnd } from 'lightning';

interface GrpcClient {
  close(): void;
}
type GrpcClientConstructor = new (
  socket: string,
  credentials: unknown,
  options?: Record<string, number>,
) => GrpcClient;
interface LightningPackages {
  lnrpc: { Lightning: GrpcClientConstructor; State: GrpcClientConstructor };
  invoicesrpc: { Invoices: GrpcClientConstructor };
  routerrpc: { Router: GrpcClientConstructor };
  walletrpc: { WalletKit: GrpcClientConstructor };
}

// Resolved from the library's own folder: it pins its own @grpc/grpc-js and proto-loader.
const lightningMain = createRequire(import.meta.url).resolve('lightning');
const fromLightning = createRequire(lightningMain);
const PROTOS = path.join(path.dirname(lightningMain), 'grpc/protos');
// As the library does: no message size limits on authenticated channels.
const CHANNEL_OPTIONS = {
  'grpc.max_receive_message_length': -1,
  'grpc.max_send_message_length': -1,
};

let packages: LightningPackages | undefined;

/** Parses the protos once per process (invoices.proto imports lightning.proto). */
function lightningPackages(): LightningPackages {
  if (packages) return packages;
  const grpc = fromLightning('@grpc/grpc-js') as {
    loadPackageDefinition(definition: unknown): unknown;
  };
  const { loadSync } = fromLightning('@grpc/proto-loader') as {
    loadSync(files: string[], options: object): unknown;
  };
  const options = fromLightning('./lnd_grpc/grpc_options') as object;
  const definition = loadSync(
    // walletkit.proto: SendOutputs, BumpFee and EstimateFee of the draw's anchor (docs/protocols/draw-v2.md).
    ['invoices.proto', 'router.proto', 'stateservice.proto', 'walletkit.proto'].map((file) =>
      path.join(PROTOS, file),
    ),
    options,
  );
  packages = grpc.loadPackageDefinition(definition) as LightningPackages;
  return packages;
}

/** Loads the protos now, so their parse happens during start-up rather than at first use. */
export function preloadLndProtos(): void {
  lightningPackages();
}

const credentialsFor = fromLightning('./lnd_grpc/grpc_credentials') as (auth: {
  cert: string;
  macaroon?: string;
}) => { credentials: unknown };

export interface LndServices {
  /** Passed as `lnd` to the library's methods (only `default`, `invoices` and `router`). */
  lnd: AuthenticatedLnd;
  close(): void;
}

/** Lightning, Invoices and Router over TLS with the macaroon (cert base64, macaroon hex, as the library takes them). */
export function authenticatedLndServices(auth: {
  cert: string;
  macaroon: string;
  socket: string;
}): LndServices {
  const { lnrpc, invoicesrpc, routerrpc, walletrpc } = lightningPackages();
  const { credentials } = credentialsFor({ cert: auth.cert, macaroon: auth.macaroon });
  const services = {
    default: new lnrpc.Lightning(auth.socket, credentials, CHANNEL_OPTIONS),
    invoices: new invoicesrpc.Invoices(auth.socket, credentials, CHANNEL_OPTIONS),
    router: new routerrpc.Router(auth.socket, credentials, CHANNEL_OPTIONS),
    wallet: new walletrpc.WalletKit(auth.socket, credentials, CHANNEL_OPTIONS),
  };
  return {
    // The library's type lists every service; its methods read only the one they call.
    lnd: services as unknown as AuthenticatedLnd,
    close: () => Object.values(services).forEach((service) => service.close()),
  };
}

/** The State service, which answers without a macaroon even while the wallet is locked. */
export function unauthenticatedLndServices(auth: { cert: string; socket: string }): {
  lnd: UnauthenticatedLnd;
  close(): void;
} {
  const { lnrpc } = lightningPackages();
  const status = new lnrpc.State(auth.socket, credentialsFor({ cert: auth.cert }).credentials);
  return { lnd: { status } as unknown as UnauthenticatedLnd, close: () => status.close() };
}
