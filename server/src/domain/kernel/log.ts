// The log port: what the domain's jobs and services write to. The server passes pino's
// logger (server/src/logger.ts); tests pass a recorder.
export interface DomainLog {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}
