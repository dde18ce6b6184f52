import {
  type Metadata,
  type ServerUnaryCall,
  type ServerWritableStream,
  type UntypedServiceImplementation,
  type sendUnaryData,
  Server,
  ServerCredentials,
} from '@grpc/grpc-js';

import { GRPC_UNKNOWN, GrpcError } from '../errors.ts';
import type { Gate } from '../gate.ts';
import { type LockStyle, lockedError, macaroonError } from './auth.ts';
import type { MacaroonName } from './macaroon.ts';
import { lndServiceDefinitions } from './protos.ts';
import type { MethodImpl, ServiceImpl } from './service.ts';
import { stateService } from './state-service.ts';
import type { StreamRegistry } from './streams.ts';
import type { TlsPair } from './tls-cert.ts';

// LND's gRPC endpoint: TLS, the real service definitions, and in front of every method the
// checks LND makes, in LND's order — the RPC state (rpcperms/interceptor.go checkRPCState:
// a node not serving yet refuses every service but State), then the macaroon — plus the
// unresponsive gate. Methods without an implementation answer
// UNIMPLEMENTED, as grpc-js does by default.

export interface LndAccess {
  gate: Gate;
  /** The current lock, or undefined when unlocked; read on every call. */
  lock(): LockStyle | undefined;
  /** True while the chain still syncs: LND serves calls in RPC_ACTIVE, not yet SERVER_ACTIVE. */
  syncing(): boolean;
  /** Runs `listener` after every change of lock or syncing (SubscribeState); returns the unsubscribe. */
  onStateChange(listener: () => void): () => void;
  macaroons: Record<MacaroonName, Buffer>;
  streams: StreamRegistry;
}

export interface LndServerOptions {
  tls: TlsPair;
  access: LndAccess;
  lightning: ServiceImpl;
  invoices: ServiceImpl;
  /** routerrpc.Router (SendPaymentV2, TrackPaymentV2); absent: every method UNIMPLEMENTED. */
  router?: ServiceImpl;
  /** walletrpc.WalletKit (SendOutputs, BumpFee); absent: every method UNIMPLEMENTED. */
  walletKit?: ServiceImpl;
  /** 0 picks a free port. */
  port: number;
}

export interface LndServer {
  port: number;
  close(): Promise<void>;
}

const asStatus = (error: unknown): { code: number; details: string } =>
  error instanceof GrpcError
    ? { code: error.code, details: error.details }
    : { code: GRPC_UNKNOWN, details: error instanceof Error ? error.message : String(error) };

function wrap(
  serviceName: string,
  impl: ServiceImpl,
  access: LndAccess,
): UntypedServiceImplementation {
  const refusal = (method: MethodImpl, call: { metadata: Metadata }): GrpcError | undefined => {
    const lock = access.lock();
    if (lock) return lockedError(lock, serviceName);
    return macaroonError(call.metadata, access.macaroons, method.permission);
  };

  const handlers: UntypedServiceImplementation = {};
  for (const [name, method] of Object.entries(impl)) {
    if ('unary' in method) {
      handlers[name] = (
        call: ServerUnaryCall<unknown, unknown>,
        callback: sendUnaryData<unknown>,
      ) => {
        void (async () => {
          await access.gate.passed();
          const refused = refusal(method, call);
          if (refused) return callback(asStatus(refused));
          try {
            callback(null, await method.unary(call.request as never));
          } catch (error) {
            callback(asStatus(error));
          }
        })();
      };
    } else {
      handlers[name] = (call: ServerWritableStream<unknown, unknown>) => {
        void (async () => {
          await access.gate.passed();
          const sink = access.streams.open(call, access.gate);
          const refused = refusal(method, call);
          if (refused) return sink.fail(refused);
          try {
            method.stream(call.request as never, sink);
          } catch (error) {
            sink.fail(
              error instanceof GrpcError ? error : new GrpcError(GRPC_UNKNOWN, String(error)),
            );
          }
        })();
      };
    }
  }
  return handlers;
}

export async function startLndServer(options: LndServerOptions): Promise<LndServer> {
  const definitions = lndServiceDefinitions();
  const server = new Server();
  server.addService(
    definitions.lightning,
    wrap('lnrpc.Lightning', options.lightning, options.access),
  );
  server.addService(
    definitions.invoices,
    wrap('invoicesrpc.Invoices', options.invoices, options.access),
  );
  server.addService(
    definitions.router,
    wrap('routerrpc.Router', options.router ?? {}, options.access),
  );
  server.addService(
    definitions.walletKit,
    wrap('walletrpc.WalletKit', options.walletKit ?? {}, options.access),
  );
  server.addService(definitions.state, stateService(options.access));
  const credentials = ServerCredentials.createSsl(
    null,
    [{ cert_chain: Buffer.from(options.tls.cert), private_key: Buffer.from(options.tls.key) }],
    false,
  );
  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync(`127.0.0.1:${options.port}`, credentials, (error, bound) =>
      error ? reject(error) : resolve(bound),
    );
  });
  return {
    port,
    close: async () => {
      // Immediate, like a killed LND: open streams are cut, nothing lingers to keep the
      // process alive.
      options.access.streams.closeAll();
      server.forceShutdown();
    },
  };
}
