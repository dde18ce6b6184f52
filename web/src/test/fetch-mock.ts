import { vi } from 'vitest';

// The one thing tests mock: the global fetch. A route table answers by "METHOD /path";
// every call is recorded with its parsed JSON body and headers.

export interface RecordedCall {
  method: string;
  path: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

type Reply = Response | { status?: number; json?: unknown; text?: string };
export type Handler = Reply | ((call: RecordedCall) => Reply | Promise<Reply>);

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function toResponse(reply: Reply): Response {
  if (reply instanceof Response) return reply;
  if (reply.text !== undefined) return new Response(reply.text, { status: reply.status ?? 200 });
  return json(reply.json ?? null, reply.status ?? 200);
}

export interface FetchMock {
  calls: RecordedCall[];
  /** Calls to "METHOD /path". */
  callsTo(key: string): RecordedCall[];
  /** Replace or add a route. */
  on(key: string, handler: Handler): void;
}

/** Stub fetch with a route table; unknown routes answer 404 `{ error: 'not mocked: …' }`. */
export function mockFetch(routes: Record<string, Handler> = {}): FetchMock {
  const table = new Map(Object.entries(routes));
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? url;
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key] = value));
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path, url, body, headers };
    calls.push(call);
    const handler = table.get(`${method} ${path}`);
    if (handler === undefined) return json({ error: `not mocked: ${method} ${path}` }, 404);
    const reply = typeof handler === 'function' ? await handler(call) : handler;
    return toResponse(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (key) => calls.filter((c) => `${c.method} ${c.path}` === key),
    on: (key, handler) => table.set(key, handler),
  };
}
