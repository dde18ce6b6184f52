import { EventEmitter } from 'node:events';
import { subscribeToInvoices, type AuthenticatedLnd } from 'lightning';
import { describe, expect, it } from 'vitest';
import { eventually, sleep } from '../../../../tests/support/poll.ts';
import { withOneInvoiceStream } from './one-invoice-stream.ts';

/** An LND whose first invoice stream can be failed, and whose channel can be shut down. */
function shutDownableLnd() {
  const streams: EventEmitter[] = [];
  let shutDown = false;
  const lnd = {
    default: {
      subscribeInvoices() {
        // grpc-js createCall on a closed channel (internal-channel.js) throws synchronously.
        if (shutDown) throw new Error('Channel has been shut down');
        const stream = Object.assign(new EventEmitter(), { cancel: () => undefined });
        streams.push(stream);
        return stream;
      },
    },
  } as unknown as AuthenticatedLnd;
  return { lnd, streams, shutDown: () => (shutDown = true) };
}

/** A guarded subscription whose first stream has just dropped, with the errors it reported. */
function droppedGuardedStream() {
  const node = shutDownableLnd();
  const emitter = subscribeToInvoices({
    lnd: withOneInvoiceStream(node.lnd),
    restart_delay_ms: 10,
  });
  const errors: unknown[] = [];
  emitter.on('invoice_updated', () => undefined);
  emitter.on('error', (error: unknown) => errors.push(error));
  node.streams[0]?.emit('error', new Error('14 UNAVAILABLE'));
  return { node, emitter, errors };
}

describe('one invoice stream per subscription (lightning subscribe_to_invoices.js)', () => {
  it('a dropped stream is not reopened by the library once the watcher closed it', async () => {
    const { node, emitter, errors } = droppedGuardedStream();
    // What the watcher does on error: close the subscription, then the app shuts down.
    emitter.removeAllListeners();
    node.shutDown();
    const ended = new Promise((resolve) => emitter.once('end', resolve));
    await ended; // the library's loop ran its restart and stopped without throwing
    expect(errors).toHaveLength(1);
    expect(node.streams).toHaveLength(1);
  });

  it('the library without the guard throws from its restart timer (the bug it guards)', async () => {
    const node = shutDownableLnd();
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    const listeners = process.listeners('uncaughtException');
    process.removeAllListeners('uncaughtException');
    process.on('uncaughtException', onUncaught);
    try {
      const emitter = subscribeToInvoices({ lnd: node.lnd, restart_delay_ms: 10 });
      emitter.on('invoice_updated', () => undefined);
      emitter.on('error', () => undefined);
      node.streams[0]?.emit('error', new Error('14 UNAVAILABLE'));
      emitter.removeAllListeners();
      node.shutDown();
      await eventually('the restart throws', () => uncaught.length === 1, 2_000);
      expect(String(uncaught[0])).toContain('Channel has been shut down');
    } finally {
      process.off('uncaughtException', onUncaught);
      for (const listener of listeners) process.on('uncaughtException', listener);
    }
  });

  it('while someone listens, a restart ends at once and says so on error', async () => {
    const { node, emitter, errors } = droppedGuardedStream();
    await eventually('the restart reports its end', () => errors.length >= 2, 2_000);
    emitter.removeAllListeners();
    await sleep(30);
    expect(node.streams).toHaveLength(1);
  });
});
