import type { EventEmitter } from 'node:events';

import { type AuthenticatedLnd, authenticatedLndGrpc } from 'lightning';

import type { ConnectionInfo } from './devnode.ts';

// Shared by the devnode's tests: a real `lightning` client for a devnode, its rejections,
// and the next matching event. Polling, temp dirs and addresses: tests/support.

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
