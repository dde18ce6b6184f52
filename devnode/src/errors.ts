// Two kinds of failure leave the devnode, and callers tell them apart by class and code,
// never by message text (STYLE.md "Errors").

/** What a real LND would answer: a gRPC status code plus LND's own `details` text. */
export class GrpcError extends Error {
  readonly code: number;
  readonly details: string;

  constructor(code: number, details: string) {
    super(details);
    this.name = 'GrpcError';
    this.code = code;
    this.details = details;
  }
}

/** What a real bitcoind would answer: a JSON-RPC error code and its message. */
export class RpcError extends Error {
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.name = 'RpcError';
    this.code = code;
  }
}

/** A misuse of the test controls (unknown invoice, bad timestamp…); `status` is the HTTP status. */
export class ControlError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ControlError';
    this.status = status;
  }
}

// gRPC status codes used here (grpc/doc/statuscodes.md); named so call sites read clearly.
export const GRPC_UNKNOWN = 2;
export const GRPC_INVALID_ARGUMENT = 3;
export const GRPC_NOT_FOUND = 5;
export const GRPC_UNIMPLEMENTED = 12;
export const GRPC_UNAVAILABLE = 14;
