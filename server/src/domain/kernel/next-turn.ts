// Gives the event loop a turn: pending I/O (other requests) runs before the promise resolves.
// Heavy work is cut into steps with this between them (docs/protocols/limits.md#no-request-holds-the-event-loop).
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
