// DATA_DIR holds every password hash: 0700, and every file in it 0600 (docs/decisions/0013-built-for-tor.md), checked on
// the real files the composed app writes — the SQLite database with its -wal and -shm, the
// daily backups, the per-install secrets — and on what an older version left readable.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDevnode, type Devnode } from '@rifa/devnode';
import { readOrCreateSecret } from '../../server/src/adapters/security/secrets.ts';
import { backupDatabase } from '../../server/src/adapters/sqlite/operator/backup.ts';
import { startTestApp } from '../support/test-app.ts';
import { removeDir, tempDir } from '../support/temp-dirs.ts';

let root: string;
let devnode: Devnode;
beforeAll(async () => {
  root = tempDir('rifa-perms-');
  // The devnode lives outside the DATA_DIRs under test.
  devnode = await startDevnode({ dir: path.join(root, 'devnode') });
});
afterAll(async () => {
  await devnode.stop();
  removeDir(root);
});

const mode = (target: string) => fs.statSync(target).mode & 0o777;

/** Every directory and file under `dir`, with its permission bits. */
function modes(dir: string): Record<string, string> {
  const found: Record<string, string> = { '.': mode(dir).toString(8) };
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }))
    found[entry] = mode(path.join(dir, entry)).toString(8);
  return found;
}

/**
 * Starts the app over `dataDir`, writes (WAL in use), takes a backup stamped `day` and reads
 * a secret; while the app is still open, every entry must be private.
 */
async function useDataDir(dataDir: string, day: string, earlierBackups: string[] = []) {
  const app = await startTestApp({ devnode, dataDir });
  try {
    await app.register();
    await backupDatabase(app.store.db, dataDir, new Date(`${day}T00:00:00Z`));
    readOrCreateSecret(dataDir, 'jwt-secret', () => 'segredo');
    expect(fs.existsSync(path.join(dataDir, 'rifa.sqlite-wal'))).toBe(true);
    const backups = [...earlierBackups, day].map((d) => [
      `backups/rifa-${d.replaceAll('-', '')}T000000Z.sqlite`,
      '600',
    ]);
    expect(modes(dataDir)).toEqual({
      '.': '700',
      'rifa.sqlite': '600',
      'rifa.sqlite-wal': '600',
      'rifa.sqlite-shm': '600',
      backups: '700',
      ...Object.fromEntries(backups),
      'jwt-secret': '600',
    });
  } finally {
    await app.close();
  }
}

it('creates a new DATA_DIR 0700 and the database, its WAL, backups and secrets 0600', async () => {
  await useDataDir(path.join(root, 'nova', 'data'), '2030-01-01');
});

it('tightens at the next start what an older version left readable by others', async () => {
  const dataDir = path.join(root, 'antiga');
  await useDataDir(dataDir, '2030-01-01');
  // As an older version (and the default umask) left them: the database, the first backup
  // and the secret readable by anyone.
  for (const entry of Object.keys(modes(dataDir))) {
    const target = path.join(dataDir, entry);
    fs.chmodSync(target, fs.statSync(target).isDirectory() ? 0o755 : 0o644);
  }
  expect(mode(path.join(dataDir, 'backups/rifa-20300101T000000Z.sqlite'))).toBe(0o644);

  await useDataDir(dataDir, '2030-01-02', ['2030-01-01']);
});
