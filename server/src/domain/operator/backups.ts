// Backups the operator can touch (docs/decisions/0016-operator-cockpit-release.md): list, make one now, download, and restore one
// with the admin's password re-checked. A restore is staged durably (BackupFiles.stage), a
// safety copy of the database as it is comes first, and the app then restarts on it
// (app-supervisor.ts): the domain only says when.
import type { BackupEntry, BackupRestoreResponse } from '@rifa/shared';
import { conflict, forbidden, invalid, notFound, tooLarge, unavailable } from '../kernel/errors.ts';
import type { BackupFiles } from '../ports/index.ts';
import { asObject } from '../kernel/validate.ts';

export interface BackupsDeps {
  files: BackupFiles;
  /** Re-verifies the logged-in admin's password, slowed per account (docs/protocols/limits.md). */
  confirmPassword(userId: number, password: unknown): Promise<boolean>;
  /** Restarts the app on the staged database; absent (an app without a supervisor): refused. */
  restart?: () => void;
}

export interface StagedRestore {
  body: BackupRestoreResponse;
  /** Call once the 202 has left: the app stops, swaps the database and starts again. */
  restart(): void;
}

const NOT_FOUND = 'Backup não encontrado';
/** A sent backup's cap: far above a busy install's database, far below a full disk. */
export const MAX_BACKUP_UPLOAD_BYTES = 2 * 1024 ** 3;

export function createBackups(deps: BackupsDeps) {
  const { files } = deps;
  // One restore per run of the app: the next one is for the app that starts after it.
  let staged = false;

  return {
    list: (): BackupEntry[] => files.list(),

    create: (): Promise<BackupEntry> => files.create(),

    /** A backup sent by the operator (another machine, a reinstall): stored, not restored. */
    async receive(
      source: AsyncIterable<Uint8Array>,
      maxBytes = MAX_BACKUP_UPLOAD_BYTES,
    ): Promise<BackupEntry> {
      const outcome = await files.receive(source, maxBytes);
      if ('entry' in outcome) return outcome.entry;
      throw outcome.reason === 'too_large' ? tooLarge(outcome.problem) : invalid(outcome.problem);
    },

    /** The path of the backup to send; anything but an existing backup's exact name is a 404. */
    file(name: string): string {
      const file = files.locate(name);
      if (!file) throw notFound(NOT_FOUND);
      return file;
    },

    async restore(adminId: number, name: string, body: unknown): Promise<StagedRestore> {
      const restart = deps.restart;
      if (!restart) throw unavailable('Restauração indisponível neste modo de execução');
      if (!files.locate(name)) throw notFound(NOT_FOUND);
      const input = asObject(body);
      if (typeof input.password !== 'string' || input.password === '')
        throw invalid('Senha de administrador é obrigatória');
      // The password before reading the file: a stolen session alone learns nothing of it.
      if (!(await deps.confirmPassword(adminId, input.password)))
        throw forbidden('Senha de administrador incorreta');
      const problem = files.inspect(name);
      if (problem) throw conflict(problem);
      if (staged) throw conflict('Uma restauração já está em andamento: aguarde o app reiniciar');
      staged = true;
      try {
        // Everything written since the backup is replaced: keep it first, apart from the 7.
        const safety = await files.create({ safety: true });
        files.stage(name);
        return { body: { restarting: true, safety_backup: safety.name }, restart };
      } catch (error) {
        staged = false;
        throw error;
      }
    },
  };
}

export type Backups = ReturnType<typeof createBackups>;
