// A backup the operator sends from another machine or install ('Enviar backup', docs/decisions/0016-operator-cockpit-release.md):
// streamed to a private temporary file of its own (uploads may run side by side) with a size
// cap, recognised by SQLite's header, then checked as a restore would check it (our tables, a
// schema exactly as our migrations wrote it, integrity) and only then named
// rifa-enviado-<stamp>.sqlite beside the others (backup-names.ts). Nothing is restored here: the
// operator restores it like any backup, with the admin password.
import fs from 'node:fs';
import path from 'node:path';
import type { BackupEntry } from '@rifa/shared';
import { createPrivateFile, ensurePrivateDir } from '../../security/private-files.ts';
import { backupDir, backupEntry, listNamed, UPLOAD_KEEP, useRollbackJournal } from './backup.ts';
import {
  claimName,
  partialFile,
  removePartial,
  sweepPartials,
  UPLOAD_NAME,
  UPLOAD_PREFIX,
} from './backup-names.ts';
import { inspectBackup } from './backup-restore.ts';

/** The first 16 bytes of every SQLite 3 database file (sqlite.org/fileformat.html §1.3.1). */
const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

export type UploadOutcome =
  { entry: BackupEntry } | { problem: string; reason: 'too_large' | 'not_a_backup' };

export async function receiveBackup(
  dataDir: string,
  source: AsyncIterable<Uint8Array>,
  maxBytes: number,
  now: Date,
): Promise<UploadOutcome> {
  const dir = backupDir(dataDir);
  ensurePrivateDir(dir);
  sweepPartials(dir);
  const partial = partialFile(dir, UPLOAD_PREFIX, now);
  let name: string;
  // Whatever happens — refused, too large, the client gone mid-file — the temporary file goes.
  try {
    createPrivateFile(partial);
    const size = await writeCapped(partial, source, maxBytes);
    if (size === null) {
      return {
        reason: 'too_large',
        problem: `O backup enviado passa de ${Math.round(maxBytes / 1024 ** 2)} MB`,
      };
    }
    const header = Buffer.alloc(SQLITE_HEADER.length);
    const fd = fs.openSync(partial, 'r');
    fs.readSync(fd, header, 0, header.length, 0);
    fs.closeSync(fd);
    const problem = header.equals(SQLITE_HEADER)
      ? inspectBackup(partial)
      : 'O arquivo não é um banco de dados válido do Rifa Relâmpago';
    if (problem) return { reason: 'not_a_backup', problem };
    useRollbackJournal(partial);
    name = claimName(dir, partial, UPLOAD_PREFIX, now);
  } finally {
    removePartial(partial);
  }
  // The entry before the pruning, which never removes the file just named.
  const entry = backupEntry(dir, name);
  if (!entry) throw new Error(`backup enviado e não encontrado: ${name}`);
  for (const old of listNamed(dataDir, UPLOAD_NAME).slice(UPLOAD_KEEP))
    if (old !== name) fs.rmSync(path.join(dir, old), { force: true });
  return { entry };
}

/** The bytes written, fsynced; null as soon as they pass `maxBytes` (the rest is not read). */
async function writeCapped(
  file: string,
  source: AsyncIterable<Uint8Array>,
  maxBytes: number,
): Promise<number | null> {
  const handle = await fs.promises.open(file, 'w');
  let size = 0;
  try {
    for await (const chunk of source) {
      size += chunk.byteLength;
      if (size > maxBytes) return null;
      await handle.write(chunk);
    }
    await handle.sync();
    return size;
  } finally {
    await handle.close();
  }
}
