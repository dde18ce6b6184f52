import type { ServerWritableStream } from '@grpc/grpc-js';

import type { GrpcError } from '../errors.ts';
import { type Gate, createOrderedRunner } from '../gate.ts';

// Server streams seen from the service code: write, end, fail, and a hook for cleanup.
// Writes pass the unresponsive gate in order; every open stream is registered so the
// control API can drop them all at once, like an LND restart.

export interface StreamSink {
  write(message: Record<string, unknown>): void;
  end(): void;
  fail(error: GrpcError): void;
  /** Runs once when the stream ends for any reason (client cancel, end, failure, drop). */
  onClose(cleanup: () => void): void;
}

export interface StreamRegistry {
  open(call: ServerWritableStream<unknown, unknown>, gate: Gate): StreamSink;
  /** Fails every open stream with `error`; returns how many were open. */
  failAll(error: GrpcError): number;
  /** Detaches every stream without writing (the server is going away). */
  closeAll(): void;
}

export function createStreamRegistry(): StreamRegistry {
  const open = new Set<{ fail(error: GrpcError): void; close(): void }>();

  return {
    open(call, gate) {
      const run = createOrderedRunner(gate);
      const cleanups: (() => void)[] = [];
      let closed = false;
      const close = (): void => {
        if (closed) return;
        closed = true;
        open.delete(entry);
        for (const cleanup of cleanups) cleanup();
      };
      const fail = (error: GrpcError): void => {
        if (closed) return;
        close();
        // grpc-js turns an 'error' event on a server stream into the call's final status.
        call.emit('error', { code: error.code, details: error.details });
      };
      const entry = { fail, close };
      open.add(entry);
      call.on('cancelled', close);
      call.on('error', close);
      return {
        write: (message) =>
          run(() => {
            if (!closed) call.write(message);
          }),
        end: () =>
          run(() => {
            if (closed) return;
            close();
            call.end();
          }),
        fail,
        onClose: (cleanup) => {
          if (closed) cleanup();
          else cleanups.push(cleanup);
        },
      };
    },
    failAll(error) {
      const count = open.size;
      for (const entry of [...open]) entry.fail(error);
      return count;
    },
    closeAll() {
      for (const entry of [...open]) entry.close();
    },
  };
}
