// JSON over fetch against a server listening on a port (a child process, or one started in
// this process): every reply keeps its status, its parsed body and its raw text.

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
  text: string;
}

export interface CallOptions {
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
}

export type JsonClient = ReturnType<typeof jsonClient>;

/** A client for `base` (http://host:port); `onReply` sees every reply (the secret scans read them). */
export function jsonClient(base: string, onReply?: (reply: Reply<unknown>, route: string) => void) {
  async function call<T = Record<string, unknown>>(
    method: string,
    route: string,
    options: CallOptions = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${base}${route}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    const reply = { status: response.status, body: body as T, text };
    onReply?.(reply, `${method} ${route}`);
    return reply;
  }
  return { base, call };
}
