// The failure of a call through a port: a `kind` the domain branches on, set by the adapter
// from the library's error code, never from message text (docs/architecture.md#conventions). Each port names its own
// subclass and kinds, so `instanceof` tells which node half failed.
export abstract class PortError<Kind extends string> extends Error {
  readonly kind: Kind;
  constructor(kind: Kind, message: string) {
    super(message);
    this.kind = kind;
  }
}
