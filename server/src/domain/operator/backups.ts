// Backups the operator can touch (docs/decisions/0016-operator-cockpit-release.md): list, make one now, download, and restore one
// with the admin's password re-checked. A restore is staged durably (BackupFiles.stage), a
// safety copy of the database as it is comes first, and the app then restarts on it
// (app-supervisor.ts): the domain only says when, and what may run at the same time.
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
const RESTORING = 'Uma restauração já está em andamento: aguarde o app reiniciar';
const WRITING =
  'Um backup está sendo feito ou enviado agora: aguarde terminar e tente restaurar de novo';
/** A sent backup's cap: far above a busy install's database, far below a full disk. */
export const MAX_BACKUP_UPLOAD_BYTES = 2 * 1024 ** 3;

export function createBackups(deps: BackupsDeps) {
  const { files } = deps;
  // What runs at once (docs/decisions/0016-operator-cockpit-release.md#backups-are-data): backups
  // made and files sent run side by side, each with a temporary file and a name of its own. A
  // restore runs alone: a write's pruning could delete the file it stages, and its restart
  // would cut a write in half. Either side finding the other busy answers 409, never waits.
  let writing = 0;
  // From a restore's start to the restart; set for good once staged (one restore per run).
  let restoring = false;

  async function write<T>(run: () => Promise<T>): Promise<T> {
    if (restoring) throw conflict(RESTORING);
    writing += 1;
    try {
      return await run();
    } finally {
      writing -= 1;
    }
  }

  /** Refuses a restore while another restore or any write is under way. */
  function checkAlone(): void {
    if (restoring) throw conflict(RESTORING);
    if (writing > 0) throw conflict(WRITING);
  }

  return {
    list: (): BackupEntry[] => files.list(),

    create: (): Promise<BackupEntry> => write(() => files.create()),

    /** A backup sent by the operator (another machine, a reinstall): stored, not restored. */
    receive(
      source: AsyncIterable<Uint8Array>,
      maxBytes = MAX_BACKUP_UPLOAD_BYTES,
    ): Promise<BackupEntry> {
      return write(async () => {
        const outcome = await files.receive(source, maxBytes);
        if ('entry' in outcome) return outcome.entry;
        throw outcome.reason === 'too_large' ? tooLarge(outcome.problem) : invalid(outcome.problem);
      });
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
      // Busy now: said before the password is spent on it.
      checkAlone();
      // The password before reading the file: a stolen session alone learns nothing of it.
      if (!(await deps.confirmPassword(adminId, input.password)))
        throw forbidden('Senha de administrador incorreta');
      // From here to `restoring = true` nothing awaits: no write can start in between.
      checkAlone();
      const problem = files.inspect(name);
      if (problem) throw conflict(problem);
      restoring = true;
      try {
        // Everything written since the backup is replaced: keep it first, apart from the 7.
        const safety = await files.create({ safety: true, spare: name });
        files.stage(name);
        return { body: { restarting: true, safety_backup: safety.name }, restart };
      } catch (error) {
        restoring = false;
        throw error;
      }
    },
  };
}

export type Backups = ReturnType<typeof createBackups>;
