// pino with redaction of every secret-bearing field (docs/architecture.md#conventions): request headers that
// carry credentials, and any password, token, macaroon or key field at any depth we log. URLs
// are logged without their query (http/access-log.ts; docs/protocols/configuration.md#what-the-log-never-shows).
// JSON lines on stdout, with readable levels and times; a few lines meant for a person are
// plain text (operatorNotice).
import pino, { type DestinationStream, type Logger } from 'pino';

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers.cookie',
  'req.headers["proxy-authorization"]',
  'req.headers["x-auth-token"]',
  'res.headers["x-auth-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.admin_password',
  '*.current_password',
  '*.new_password',
  '*.password_hash',
  '*.token',
  '*.macaroon',
  '*.api_key',
  '*.secret',
  // A body parser's error keeps the raw body it could not read (a login's password with it).
  'err.body',
  'password',
  'macaroon',
  'token',
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      base: { app: 'rifa-relampago' },
      // docs/decisions/0013-built-for-tor.md, logs an operator can read in `docker logs`: "level":"info" and an ISO time
      // instead of pino's numbers (30, epoch milliseconds).
      formatters: { level: (label) => ({ level: label }) },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

/**
 * A line for the operator as plain text among the JSON lines (docs/decisions/0013-built-for-tor.md: what must be read in
 * `docker logs` by a person, such as the generated admin password), unless the log is
 * quieter than warn.
 */
export function operatorNotice(
  logger: Logger,
  text: string,
  out: { write(text: string): unknown } = process.stdout,
): void {
  if (logger.isLevelEnabled('warn')) out.write(`${text}\n`);
}
