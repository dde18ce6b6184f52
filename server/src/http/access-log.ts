// The access log (docs/decisions/0013-built-for-tor.md: logs an operator can read). One line per request at debug — the
// default level (info) shows only what needs a look: server errors, and requests slower than
// SLOW_REQUEST_MS. Each line says what happened in its message (`GET /api/rifa 200 3 ms`); the
// request and response objects follow at debug, with the credentials redacted (logger.ts).
// /api/health (polled by the packaging's health checks) is never logged.
// No query string reaches the log, at any level: a reset link's token, a recovery code or a key a
// client put in the URL would otherwise be written down (docs/protocols/configuration.md#what-the-log-never-shows).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { requestId } from './public-list-fast-path.ts';

/** A request slower than this on the server (to the last byte handed to the socket). */
export const SLOW_REQUEST_MS = 1_000;

/** What stands for a query string in the log. */
export const REDACTED_QUERY = '?[redacted]';

export type AccessLevel = 'debug' | 'info' | 'error';

/** Server errors at error, slow requests at info, the rest (4xx included) at debug. */
export function accessLevel(status: number, failed: boolean, ms: number): AccessLevel {
  if (failed || status >= 500) return 'error';
  if (ms >= SLOW_REQUEST_MS) return 'info';
  return 'debug';
}

/** A request target as the log shows it: the path, and `?[redacted]` for any query or fragment. */
export function loggedUrl(url: string | undefined): string {
  if (url === undefined) return '';
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : `${url.slice(0, cut)}${REDACTED_QUERY}`;
}

/** A Referer as the log shows it: origin and path, the query redacted (the page may be a reset link). */
function loggedReferer(value: string): string {
  try {
    const url = new URL(value);
    return `${url.origin}${url.pathname}${url.search || url.hash ? REDACTED_QUERY : ''}`;
  } catch {
    return '[redacted]';
  }
}

interface SerializedRequest {
  id: unknown;
  method: string;
  url: string;
  headers: Record<string, unknown>;
  remoteAddress?: string;
  remotePort?: number;
}

/**
 * The request object of every access line and of every `req.log` line: pino's own without
 * `query` and `params`, its URL and Referer cut as above. The headers are a copy (the
 * request's stay as they are); logger.ts redacts the credentials among them.
 */
export function loggedRequest(req: SerializedRequest) {
  const headers = { ...req.headers };
  if (typeof headers.referer === 'string') headers.referer = loggedReferer(headers.referer);
  return {
    id: req.id,
    method: req.method,
    url: loggedUrl(req.url),
    headers,
    remoteAddress: req.remoteAddress,
    remotePort: req.remotePort,
  };
}

export function accessLog(logger: Logger) {
  const started = new WeakMap<ServerResponse, number>();
  const elapsed = (res: ServerResponse) => performance.now() - (started.get(res) ?? 0);
  const summary = (req: IncomingMessage, res: ServerResponse, ms: number) =>
    `${req.method} ${loggedUrl((req as { originalUrl?: string }).originalUrl ?? req.url)} ${res.statusCode} ${Math.round(ms)} ms`;
  return pinoHttp({
    logger,
    serializers: { req: loggedRequest },
    genReqId: (req, res) => {
      started.set(res, performance.now());
      const id = requestId(req);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, error) =>
      accessLevel(res.statusCode, error !== undefined, elapsed(res)),
    customSuccessMessage: (req, res, ms) =>
      `${summary(req, res, ms)}${ms >= SLOW_REQUEST_MS ? ' (lenta)' : ''}`,
    customErrorMessage: (req, res, error) => `${summary(req, res, elapsed(res))}: ${error.message}`,
    autoLogging: { ignore: (req) => req.url === '/api/health' },
  });
}
