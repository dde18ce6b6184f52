import { EventEmitter } from 'node:events';
import type { AuthenticatedLnd } from 'lightning';

/**
 * The `lightning` library restarts a dropped invoice stream by itself after
 * restart_delay_ms, counting listeners when the stream ended, not when the timer fires
 * (lnd_methods/invoices/subscribe_to_invoices.js). So a stream reopens although the watcher
 * already closed its subscription: it leaks, and when the channel was closed meanwhile
 * (shutdown, rotated credentials) grpc-js throws "Channel has been shut down" from the timer,
 * an uncaught exception. The watcher resubscribes from its own cursor, so the library gets
 * one real stream; a restart gets a stream that ends at once, which stops its loop.
 */
export function withOneInvoiceStream(lnd: AuthenticatedLnd): AuthenticatedLnd {
  const rpc = lnd.default;
  let opened = false;
  const subscribeInvoices = (request: unknown): unknown => {
    if (opened) return endedStream();
    opened = true;
    return rpc.subscribeInvoices(request);
  };
  // Everything else of `default` stays as it is (grpc-js methods need their receiver).
  const oneShot = Object.create(rpc, { subscribeInvoices: { value: subscribeInvoices } });
  return { ...lnd, default: oneShot } as AuthenticatedLnd;
}

/** A gRPC-like stream that ends on the next tick and can be cancelled. */
function endedStream(): EventEmitter & { cancel(): void } {
  const stream = Object.assign(new EventEmitter(), { cancel: () => undefined });
  process.nextTick(() => stream.emit('end'));
  return stream;
}
