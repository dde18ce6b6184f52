// The names of the backup files (docs/decisions/0016-operator-cockpit-release.md#backups-are-data):
// <prefix><UTC stamp>.sqlite, and when that second has one already, <prefix><stamp>-2.sqlite,
// -3… Each copy is written under a random temporary name of its own, then takes the first free
// name of its second through a hard link, which fails on an existing name where a rename would
// replace it: two backups in one second (two clicks, a click beside the daily job or
// `npm run backup`, uploads sent together) never overwrite each other.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The stamp, then the sequence of a later backup in the same second (2 to 9999). */
const STAMPED = String.raw`(\d{8}T\d{6}Z)(?:-([2-9]|[1-9]\d{1,3}))?\.sqlite`;
const LAST_SEQUENCE = 9999;

export const REGULAR_PREFIX = 'rifa-';
export const SAFETY_PREFIX = 'rifa-antes-de-restaurar-';
export const UPLOAD_PREFIX = 'rifa-enviado-';
/** Daily and 'Fazer backup agora' copies. */
export const REGULAR_NAME = new RegExp(`^${REGULAR_PREFIX}${STAMPED}$`);
/** Copies taken right before a restore. */
export const SAFETY_NAME = new RegExp(`^${SAFETY_PREFIX}${STAMPED}$`);
/** Files the operator sent ('Enviar backup'). */
export const UPLOAD_NAME = new RegExp(`^${UPLOAD_PREFIX}${STAMPED}$`);
/** Every name a backup can have: anything else (a path, '..') is no backup. */
export const BACKUP_NAME = new RegExp(`^rifa-(?:antes-de-restaurar-|enviado-)?${STAMPED}$`);
/** Temporary files of copies being written, and their SQLite sidecars. */
const PARTIAL = /^rifa-.*\.partial(?:-journal|-wal|-shm)?$/;
/** A temporary file untouched this long belongs to a process that died: a copy being written grows. */
const STALE_PARTIAL_MS = 60 * 60 * 1000;

/** 2025-08-17T17:00:00.000Z → 20250817T170000Z, the stamp in every backup's name. */
export function backupStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The stamp of a backup's name (matching `pattern`), or null when it is no such name. */
export function stampOf(pattern: RegExp, name: string): string | null {
  return pattern.exec(name)?.[1] ?? null;
}

/**
 * The names matching `pattern`, newest first: by stamp, then by sequence (…Z-2.sqlite is
 * newer than …Z.sqlite, though it sorts before it as text).
 */
export function newestFirst(pattern: RegExp, names: string[]): string[] {
  const key = (name: string) => {
    const [, stamp, sequence = '1'] = pattern.exec(name)!;
    return `${stamp}.${sequence.padStart(4, '0')}`;
  };
  return names
    .filter((name) => pattern.test(name))
    .map((name) => [key(name), name] as const)
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([, name]) => name);
}

/** A temporary file of its own for one copy: `<prefix><stamp>.<random>.partial`. */
export function partialFile(dir: string, prefix: string, now: Date): string {
  return path.join(
    dir,
    `${prefix}${backupStamp(now)}.${crypto.randomBytes(8).toString('hex')}.partial`,
  );
}

/** Removes a temporary file and whatever SQLite left beside it (idempotent). */
export function removePartial(partial: string): void {
  for (const suffix of ['', '-journal', '-wal', '-shm'])
    fs.rmSync(`${partial}${suffix}`, { force: true });
}

/** Removes the temporary files a killed process left behind in `dir`. */
export function sweepPartials(dir: string, now = Date.now()): void {
  for (const name of fs.readdirSync(dir)) {
    if (!PARTIAL.test(name)) continue;
    try {
      if (now - fs.statSync(path.join(dir, name)).mtimeMs > STALE_PARTIAL_MS)
        fs.rmSync(path.join(dir, name), { force: true });
    } catch (error) {
      // Gone meanwhile: its writer finished or cleaned it.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/**
 * Gives the finished `partial` the first free name of its second and removes the temporary
 * name; returns the backup's name. Never replaces an existing file.
 */
export function claimName(dir: string, partial: string, prefix: string, now: Date): string {
  const stamp = backupStamp(now);
  // After the second's last name, not in a gap the pruning left: the newest sorts newest.
  const same = new RegExp(`^${prefix}${stamp}(?:-(\\d+))?\\.sqlite$`);
  let last = 0;
  for (const name of fs.readdirSync(dir)) {
    const match = same.exec(name);
    if (match) last = Math.max(last, Number(match[1] ?? 1));
  }
  for (let sequence = last + 1; sequence <= LAST_SEQUENCE; sequence++) {
    const name = `${prefix}${stamp}${sequence === 1 ? '' : `-${sequence}`}.sqlite`;
    if (place(partial, path.join(dir, name))) return name;
  }
  throw new Error(`nomes de backup esgotados para ${prefix}${stamp}`);
}

/** Moves `partial` to `target` unless `target` exists; false when it does. */
function place(partial: string, target: string): boolean {
  let linked = false;
  try {
    fs.linkSync(partial, target);
    linked = true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS'].includes(code ?? '')) throw error;
  }
  if (linked) {
    fs.rmSync(partial);
    return true;
  }
  // A file system without hard links (exFAT…): take the name exclusively, then move onto it.
  try {
    fs.closeSync(fs.openSync(target, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  fs.renameSync(partial, target);
  return true;
}
