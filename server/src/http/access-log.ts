// The access log (docs/decisions/0013-built-for-tor.md: logs an operator can read). One line per request at debug — the
// default level (info) shows only what needs a look: server errors, and requests slower than
// SLOW_REQUEST_MS. Each line says what happened in its message (`GET /api/rifa 200 3 ms`); the
// request and response objects follow at debug, with the credentials redacted (logger.ts).
// /api/health (polled by the packaging's health checks) is never logged.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { requestId } from './public-list-fast-path.ts';

/** A request slower than this on the server (to the last byte handed to the socket). */
export const SLOW_REQUEST_MS = 1_000;

export type AccessLevel = 'debug' | 'info' | 'error';

/** Server errors at error, slow requests at info, the rest (4xx included) at debug. */
export function accessLevel(status: number, failed: boolean, ms: number): AccessLevel {
  if (failed || status >= 500) return 'error';
  if (ms >= SLOW_REQUEST_MS) return 'info';
  return 'debug';
}

export function accessLog(logger: Logger) {
  const started = new WeakMap<ServerResponse, number>();
  const elapsed = (res: ServerResponse) => performance.now() - (started.get(res) ?? 0);
  const summary = (req: IncomingMessage, res: ServerResponse, ms: number) =>
    `${req.method} ${(req as { originalUrl?: string }).originalUrl ?? req.url} ${res.statusCode} ${Math.round(ms)} ms`;
  return pinoHttp({
    logger,
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
