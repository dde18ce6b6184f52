// The reply queue behind the fake ports (after Alby Hub's MockLn): a test enqueues what the
// next call of a method returns or throws, every call is recorded, and a method with nothing
// queued falls back to the fake's small model of the node.

/** The async methods of a port. */
export type AsyncMethods<Port> = {
  [M in keyof Port]: Port[M] extends (...args: never[]) => Promise<unknown> ? M : never;
}[keyof Port];

type Fn<Port, M extends keyof Port> = Port[M] extends (...args: infer A) => Promise<infer R>
  ? (...args: A) => R | Promise<R>
  : never;

type Reply =
  | { kind: 'value'; value: unknown }
  | { kind: 'error'; error: unknown }
  | { kind: 'run'; run: (...args: never[]) => unknown };

export interface PortCall<Port> {
  method: keyof Port;
  args: unknown[];
}

export interface Script<Port> {
  /** Every call, in order, with its arguments. */
  readonly calls: PortCall<Port>[];
  /** The arguments of every call to one method. */
  callsTo<M extends keyof Port>(
    method: M,
  ): Port[M] extends (...args: infer A) => unknown ? A[] : never;
  /** The next calls of `method` resolve with these values, one each. */
  reply<M extends AsyncMethods<Port>>(
    method: M,
    ...values: Port[M] extends (...args: never[]) => Promise<infer R> ? R[] : never
  ): void;
  /** The next call of `method` rejects with `error`. */
  fail(method: AsyncMethods<Port>, error: unknown): void;
  /** The next call of `method` runs `run` instead (it may change the fake's state, or throw). */
  once<M extends AsyncMethods<Port>>(method: M, run: Fn<Port, M>): void;
  /** Every call rejects with `error` until up(), whatever is queued. */
  down(error: unknown): void;
  up(): void;
  /** Replies queued and not consumed yet: a test that scripted more than it used is wrong. */
  queued(): number;
  /** Records the call, then answers from the queue or from `model`. */
  call<R>(method: keyof Port, args: unknown[], model: () => R | Promise<R>): Promise<R>;
}

export function createScript<Port>(): Script<Port> {
  const calls: PortCall<Port>[] = [];
  const queues = new Map<keyof Port, Reply[]>();
  let outage: { error: unknown } | undefined;
  const enqueue = (method: keyof Port, reply: Reply) =>
    queues.set(method, [...(queues.get(method) ?? []), reply]);

  return {
    calls,
    callsTo: ((method: keyof Port) =>
      calls.filter((c) => c.method === method).map((c) => c.args)) as Script<Port>['callsTo'],
    reply(method, ...values) {
      for (const value of values as unknown[]) enqueue(method, { kind: 'value', value });
    },
    fail: (method, error) => enqueue(method, { kind: 'error', error }),
    once: (method, run) =>
      enqueue(method, { kind: 'run', run: run as (...args: never[]) => unknown }),
    down(error) {
      outage = { error };
    },
    up() {
      outage = undefined;
    },
    queued: () => [...queues.values()].reduce((sum, queue) => sum + queue.length, 0),
    async call<R>(method: keyof Port, args: unknown[], model: () => R | Promise<R>): Promise<R> {
      calls.push({ method, args });
      // A real node never answers synchronously: let other work interleave, as it would.
      await Promise.resolve();
      if (outage) throw outage.error;
      const reply = queues.get(method)?.shift();
      if (!reply) return model();
      if (reply.kind === 'error') throw reply.error;
      if (reply.kind === 'value') return reply.value as R;
      return (await (reply.run as (...a: unknown[]) => unknown)(...args)) as R;
    },
  };
}

/** What a fake port exposes of its script: everything but the internal call(). */
export type ScriptControls<Port> = Omit<Script<Port>, 'call'>;

export function controlsOf<Port>(script: Script<Port>): ScriptControls<Port> {
  const { call: _call, ...controls } = script;
  return controls;
}
