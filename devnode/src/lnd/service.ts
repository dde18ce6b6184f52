import type { Permission } from './macaroon.ts';
import type { StreamSink } from './streams.ts';

// The contract between the gRPC server (transport, auth, lock, gate) and the code that
// answers each RPC: a method is a permission plus a unary or a server-streaming handler.
// Handlers throw GrpcError for LND's answers; requests arrive as proto-loader objects.

export type UnaryHandler<Request> = (
  request: Request,
) => Record<string, unknown> | Promise<Record<string, unknown>>;
export type StreamHandler<Request> = (request: Request, sink: StreamSink) => void;

export type MethodImpl =
  | { permission: Permission; unary: UnaryHandler<never> }
  | { permission: Permission; stream: StreamHandler<never> };

/** Method implementations of one gRPC service, keyed by the proto's method name. */
export type ServiceImpl = Record<string, MethodImpl>;
