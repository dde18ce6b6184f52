// Two kinds of failure leave the devnode, and callers tell them apart by class and code,
// never by message text (docs/architecture.md#conventions).

/** What the three share: a `name` that says in logs and test output which kind it is. */
class DevnodeError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

/** What a real LND would answer: a gRPC status code plus LND's own `details` text. */
export class GrpcError extends DevnodeError {
  readonly code: number;
  readonly details: string;

  constructor(code: number, details: string) {
    super('GrpcError', details);
    this.code = code;
    this.details = details;
  }
}

/** What a real bitcoind would answer: a JSON-RPC error code and its message. */
export class RpcError extends DevnodeError {
  readonly code: number;

  constructor(code: number, message: string) {
    super('RpcError', message);
    this.code = code;
  }
}

/** A misuse of the test controls (unknown invoice, bad timestamp…); `status` is the HTTP status. */
export class ControlError extends DevnodeError {
  readonly status: number;

  constructor(status: number, message: string) {
    super('ControlError', message);
    this.status = status;
  }
}

// gRPC status codes used here (grpc/doc/statuscodes.md); named so call sites read clearly.
export const GRPC_UNKNOWN = 2;
export const GRPC_NOT_FOUND = 5;
export const GRPC_UNIMPLEMENTED = 12;
export const GRPC_UNAVAILABLE = 14;
