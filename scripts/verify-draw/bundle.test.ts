// The committed single-file verifier must be exactly what its sources build (docs/protocols/draw.md:
// auditors run scripts/verify-draw.mjs with nothing but Node).
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeDir, tempDir } from '../../tests/support/temp-dirs.ts';
import { BUNDLE_FILE, bundleVerifyDraw, REPO_ROOT } from './bundle.ts';

describe('scripts/verify-draw.mjs', () => {
  it('is up to date with scripts/verify-draw and shared/src/draw (run `npm run verify-draw:build`)', async () => {
    const dir = tempDir('verify-draw-bundle-');
    try {
      const fresh = join(dir, 'verify-draw.mjs');
      await bundleVerifyDraw(fresh);
      const committed = await readFile(join(REPO_ROOT, BUNDLE_FILE), 'utf8');
      expect(
        committed === (await readFile(fresh, 'utf8')),
        'scripts/verify-draw.mjs está desatualizado: rode `npm run verify-draw:build`',
      ).toBe(true);
    } finally {
      removeDir(dir);
    }
  });

  it('is executable and starts with a node shebang', async () => {
    const file = join(REPO_ROOT, BUNDLE_FILE);
    expect((await stat(file)).mode & 0o111).not.toBe(0);
    expect((await readFile(file, 'utf8')).startsWith('#!/usr/bin/env node\n')).toBe(true);
  });
});
