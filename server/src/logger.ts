// pino with redaction of every secret-bearing field (STYLE.md): request headers that
// carry credentials, and any password, token, macaroon or key field at any depth we log.
import pino, { type DestinationStream, type Logger } from 'pino';

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers.cookie',
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
    },
    destination,
  );
}
