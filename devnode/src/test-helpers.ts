import type { EventEmitter } from 'node:events';

import { type AuthenticatedLnd, authenticatedLndGrpc } from 'lightning';
import { afterAll, beforeAll } from 'vitest';

import { type ConnectionInfo, type Devnode, type DevnodeOptions, startDevnode } from './devnode.ts';

// Shared by the devnode's tests: a file's devnode with a real `lightning` client, its
// rejections, and the next matching event. Polling, temp dirs and addresses: tests/support.

export function lndClient(
  info: ConnectionInfo,
  macaroonHex: string = info.lnd.macaroonHex,
): AuthenticatedLnd {
  return authenticatedLndGrpc({
    cert: info.lnd.certBase64,
    macaroon: macaroonHex,
    socket: info.lnd.socket,
  }).lnd;
}

/** Reads every property from what `current()` holds at that moment (set in beforeAll). */
function standIn<T extends object>(what: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, property) {
      const target = current();
      if (!target) throw new Error(`${what} starts in beforeAll (reading ${String(property)})`);
      return Reflect.get(target, property);
    },
  });
}

/**
 * The file's devnode and a `lightning` client of it: beforeAll starts the node, afterAll
 * stops it. Both returned values are stand-ins for what beforeAll makes, usable from the
 * file's top level.
 */
export function useDevnode(options: DevnodeOptions = {}): {
  devnode: Devnode;
  lnd: AuthenticatedLnd;
} {
  let devnode: Devnode | undefined;
  let lnd: AuthenticatedLnd | undefined;
  beforeAll(async () => {
    devnode = await startDevnode(options);
    lnd = lndClient(devnode);
  });
  afterAll(async () => {
    await devnode?.stop();
  });
  return { devnode: standIn('the devnode', () => devnode), lnd: standIn('lnd', () => lnd) };
}

/** The `lightning` client rejects with arrays `[code, name, {err}?]`; tests assert on the name. */
export async function rejectionOf(
  promise: Promise<unknown>,
): Promise<[number, string, { err?: { code?: number; details?: string } }?]> {
  try {
    await promise;
  } catch (error) {
    if (Array.isArray(error)) return error as [number, string];
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** Resolves with the first `event` whose payload passes `accept`. */
export function nextEvent<T>(
  emitter: EventEmitter,
  event: string,
  accept: (payload: T) => boolean = () => true,
  timeoutMs = 5000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      emitter.off(event, listener);
      reject(new Error(`no matching ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T): void => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      emitter.off(event, listener);
      resolve(payload);
    };
    emitter.on(event, listener);
  });
}
