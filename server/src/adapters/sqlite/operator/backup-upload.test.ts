// The sent backup's cap (docs/decisions/0016-operator-cockpit-release.md): past maxBytes the upload stops reading and nothing is kept.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from '../../../../../tests/support/temp-dirs.ts';
import { receiveBackup } from './backup-upload.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) removeDir(dir);
});

async function* chunks(count: number, size: number, read: { chunks: number }) {
  for (let i = 0; i < count; i++) {
    read.chunks++;
    yield new Uint8Array(size);
  }
}

describe('receiveBackup', () => {
  it('stops at the cap, says so in pt-BR and leaves no file', async () => {
    dir = tempDir('rifa-upload-cap-');
    const read = { chunks: 0 };
    const outcome = await receiveBackup(
      dir,
      chunks(100, 1024 ** 2, read),
      3 * 1024 ** 2,
      new Date(),
    );
    expect(outcome).toEqual({ reason: 'too_large', problem: 'O backup enviado passa de 3 MB' });
    expect(read.chunks).toBe(4);
    expect(fs.readdirSync(path.join(dir, 'backups'))).toEqual([]);
  });
});
