// DATA_DIR holds every password hash (the SQLite files), the JWT secret and the backups: only
// the app's own user may read it (docs/decisions/0013-built-for-tor.md). Directories are created 0700 and files 0600 from
// the start, whatever the umask; a DATA_DIR or file left readable by an older version is
// tightened at start-up.
import fs from 'node:fs';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Tightens `target` to `mode` when group or others have any access. Best effort: a directory
 * mounted by the host and owned by someone else keeps its mode (EPERM), and the app still runs.
 */
function tighten(target: string, mode: number): void {
  let current: number;
  try {
    current = fs.statSync(target).mode & 0o777;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if ((current & 0o077) === 0) return;
  try {
    fs.chmodSync(target, mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}

/** Creates `dir` (and any missing parent) 0700, or tightens it if it exists. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  tighten(dir, PRIVATE_DIR_MODE);
}

/**
 * Makes sure `file` exists with mode 0600 before another library (SQLite) creates it with its
 * own default (0644); SQLite then gives its -wal and -shm files the mode of the database.
 */
export function createPrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
  tighten(file, PRIVATE_FILE_MODE);
}

/** Tightens existing files to 0600 (a missing one is skipped). */
export function makePrivate(...files: string[]): void {
  for (const file of files) tighten(file, PRIVATE_FILE_MODE);
}
