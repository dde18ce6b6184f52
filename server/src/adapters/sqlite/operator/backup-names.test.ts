// docs/decisions/0016-operator-cockpit-release.md#backups-are-data: backups of the same second
// get a sequence instead of replacing each other, sort newest first by it, and temporary files
// are each writer's own and never outlive a killed process for long.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeTempDirs, tempDir } from '../../../../../tests/support/temp-dirs.ts';
import { openDatabase } from '../database.ts';
import { backupDatabase, backupDir, listBackups, listNamed } from './backup.ts';
import {
  BACKUP_NAME,
  claimName,
  newestFirst,
  partialFile,
  REGULAR_NAME,
  SAFETY_NAME,
  sweepPartials,
} from './backup-names.ts';

afterEach(removeTempDirs);

const NOON = new Date('2026-03-01T12:00:00.500Z');

describe('names', () => {
  it('takes the next free name of the second, never replacing a file', () => {
    const dir = tempDir('rifa-names-');
    const names: string[] = [];
    for (const content of ['a', 'b', 'c']) {
      const partial = partialFile(dir, 'rifa-', NOON);
      fs.writeFileSync(partial, content);
      names.push(claimName(dir, partial, 'rifa-', NOON));
      expect(fs.existsSync(partial)).toBe(false);
    }
    expect(names).toEqual([
      'rifa-20260301T120000Z.sqlite',
      'rifa-20260301T120000Z-2.sqlite',
      'rifa-20260301T120000Z-3.sqlite',
    ]);
    expect(names.map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))).toEqual([
      'a',
      'b',
      'c',
    ]);
    for (const name of names) expect(BACKUP_NAME.test(name)).toBe(true);
  });

  it('sorts by stamp, then sequence, newest first', () => {
    const names = [
      'rifa-20260301T120000Z.sqlite',
      'rifa-20260301T120000Z-10.sqlite',
      'rifa-20260301T120001Z.sqlite',
      'rifa-20260301T120000Z-2.sqlite',
      'rifa-20260228T235959Z-3.sqlite',
      'rifa-antes-de-restaurar-20260301T120000Z.sqlite',
    ];
    expect(newestFirst(REGULAR_NAME, names)).toEqual([
      'rifa-20260301T120001Z.sqlite',
      'rifa-20260301T120000Z-10.sqlite',
      'rifa-20260301T120000Z-2.sqlite',
      'rifa-20260301T120000Z.sqlite',
      'rifa-20260228T235959Z-3.sqlite',
    ]);
  });

  it.each([
    'rifa-20260301T120000Z-1.sqlite',
    'rifa-20260301T120000Z-02.sqlite',
    'rifa-20260301T120000Z-10000.sqlite',
    'rifa-20260301T120000Z-2.sqlite.partial',
    'rifa-20260301T120000Z.abc.partial',
  ])('is no backup name: %s', (name) => {
    expect(BACKUP_NAME.test(name)).toBe(false);
  });
});

describe('backupDatabase', () => {
  it('keeps every backup of one second, and only the newest 7 of them', async () => {
    const dir = tempDir('rifa-names-');
    const db = openDatabase(path.join(dir, 'rifa.sqlite'));
    const files = await Promise.all(Array.from({ length: 9 }, () => backupDatabase(db, dir, NOON)));
    db.close();
    expect(new Set(files).size).toBe(9);
    const kept = listBackups(dir);
    expect(kept).toHaveLength(7);
    expect(kept[0]).toBe('rifa-20260301T120000Z-9.sqlite');
    expect(kept.at(-1)).toBe('rifa-20260301T120000Z-3.sqlite');
    // Nothing temporary is left.
    expect(fs.readdirSync(backupDir(dir)).sort()).toEqual([...kept].sort());
  });

  it('a safety copy leaves the backup being restored, even the oldest beyond the 3', async () => {
    const dir = tempDir('rifa-names-');
    const db = openDatabase(path.join(dir, 'rifa.sqlite'));
    for (let day = 1; day <= 3; day++)
      await backupDatabase(db, dir, new Date(Date.UTC(2026, 0, day)), { safety: true });
    const [oldest] = listNamed(dir, SAFETY_NAME).slice(-1);
    await backupDatabase(db, dir, NOON, { safety: true, spare: oldest });
    expect(listNamed(dir, SAFETY_NAME)).toHaveLength(4);
    await backupDatabase(db, dir, new Date(NOON.getTime() + 1000), { safety: true });
    expect(listNamed(dir, SAFETY_NAME)).toHaveLength(3);
    expect(listNamed(dir, SAFETY_NAME)).not.toContain(oldest);
    db.close();
  });
});

describe('sweepPartials', () => {
  it('removes temporary files untouched for an hour, and leaves fresh ones and backups', () => {
    const dir = tempDir('rifa-names-');
    const stale = partialFile(dir, 'rifa-enviado-', NOON);
    const fresh = partialFile(dir, 'rifa-', NOON);
    for (const file of [
      stale,
      `${stale}-journal`,
      fresh,
      path.join(dir, 'rifa-20260301T120000Z.sqlite'),
    ])
      fs.writeFileSync(file, 'x');
    const hourAgo = new Date(Date.now() - 61 * 60 * 1000);
    fs.utimesSync(stale, hourAgo, hourAgo);
    fs.utimesSync(`${stale}-journal`, hourAgo, hourAgo);
    sweepPartials(dir);
    expect(fs.readdirSync(dir).sort()).toEqual(
      [path.basename(fresh), 'rifa-20260301T120000Z.sqlite'].sort(),
    );
  });
});
