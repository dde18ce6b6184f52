// SQLite refusing a write (disk full, a lock held past busy_timeout, an I/O error) rolls the
// transaction back: nothing partial is stored and the client may retry later. The adapter
// says so in the domain's words — DomainError('unavailable') with a pt-BR message, the
// SQLite error kept as its cause for the log — so no layer above knows SQLite's codes.
import { unavailable } from '../../domain/kernel/errors.ts';

const STORAGE_ERRORS: Record<string, string> = {
  SQLITE_FULL: 'Armazenamento do servidor cheio; tente novamente mais tarde',
  SQLITE_BUSY: 'Servidor ocupado; tente novamente',
  SQLITE_IOERR: 'Falha de armazenamento no servidor; tente novamente mais tarde',
};

/**
 * The domain error for a storage failure, or the error itself when it is anything else.
 * better-sqlite3 reports extended result codes (SQLITE_IOERR_WRITE, SQLITE_BUSY_SNAPSHOT...):
 * the primary code before them decides.
 */
export function storageFailure(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return error;
  const primary = /^SQLITE_[A-Z]+/.exec(code)?.[0];
  const message = primary ? STORAGE_ERRORS[primary] : undefined;
  if (!message) return error;
  const failure = unavailable(message);
  failure.cause = error;
  return failure;
}

/** The repository with every method's storage failures turned into domain errors. */
export function guardStorage<T extends object>(repository: T): T {
  const guarded = {} as Record<string, unknown>;
  for (const [name, member] of Object.entries(repository)) {
    guarded[name] =
      typeof member === 'function'
        ? (...args: unknown[]) => {
            try {
              return (member as (...a: unknown[]) => unknown).apply(repository, args);
            } catch (error) {
              throw storageFailure(error);
            }
          }
        : member;
  }
  return guarded as T;
}
