// SQLite refusing a write, by every code it may use (docs/decisions/0007-load-faults-attack.md): a full disk, a lock held past
// busy_timeout and an I/O error answer 503 with a pt-BR error, whether better-sqlite3 gives
// the primary code or an extended one (SQLITE_IOERR_WRITE, SQLITE_BUSY_SNAPSHOT...). Any
// other SQLite error stays a generic 500 that leaks nothing. The SQLite adapter turns the
// codes into DomainError('unavailable') (storage-errors.ts); HTTP only knows domain errors.
import Database from 'better-sqlite3';
import express from 'express';
import supertest from 'supertest';
import { expect, it } from 'vitest';
import { guardStorage } from '../../server/src/adapters/sqlite/storage-errors.ts';
import { errorHandler } from '../../server/src/http/error-handler.ts';

function appThrowing(code: string) {
  const repository = guardStorage({
    write(): void {
      throw new Database.SqliteError(`falha simulada ${code}`, code);
    },
  });
  const app = express();
  app.post('/api/transaction', () => {
    repository.write();
  });
  app.use(errorHandler());
  return supertest(app);
}

const FULL = 'Armazenamento do servidor cheio; tente novamente mais tarde';
const BUSY = 'Servidor ocupado; tente novamente';
const IOERR = 'Falha de armazenamento no servidor; tente novamente mais tarde';

it.each([
  ['SQLITE_FULL', FULL],
  ['SQLITE_BUSY', BUSY],
  ['SQLITE_BUSY_SNAPSHOT', BUSY],
  ['SQLITE_BUSY_TIMEOUT', BUSY],
  ['SQLITE_IOERR', IOERR],
  ['SQLITE_IOERR_WRITE', IOERR],
  ['SQLITE_IOERR_FSYNC', IOERR],
  ['SQLITE_IOERR_SHORT_READ', IOERR],
])('%s → 503 %s', async (code, message) => {
  const response = await appThrowing(code).post('/api/transaction');
  expect(response.status).toBe(503);
  expect(response.body).toEqual({ error: message });
});

it.each(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_ERROR', 'SQLITE_MISMATCH'])(
  '%s stays a generic 500',
  async (code) => {
    const response = await appThrowing(code).post('/api/transaction');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: 'Erro ao criar transação' });
  },
);
