// Temporary folders for tests and benchmarks, under the OS temp dir.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made = new Set<string>();

/** A fresh empty folder; removeDir() or removeTempDirs() deletes it. */
export function tempDir(prefix = 'rifa-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.add(dir);
  return dir;
}

/** Deletes a folder and everything in it (nothing if it is gone already). */
export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  made.delete(dir);
}

/** Deletes every folder tempDir() made in this test file (this module instance) and not removed since. */
export function removeTempDirs(): void {
  for (const dir of made) removeDir(dir);
}
