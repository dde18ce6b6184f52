// STYLE.md: one concept per file, ~300 lines as the ceiling. Every hand-written source file
// git tracks is held to it; generated files (.gitattributes linguist-generated) are not.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MAX_LINES = 300;
const SOURCE = /\.(ts|tsx|js|mjs|cjs|css)$/;

function trackedSources(): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => SOURCE.test(file) && fs.existsSync(path.join(ROOT, file)));
  const generated = new Set(
    execFileSync('git', ['check-attr', 'linguist-generated', '--stdin'], {
      cwd: ROOT,
      encoding: 'utf8',
      input: files.join('\n'),
    })
      .split('\n')
      .filter((line) => line.endsWith(': set') || line.endsWith(': true'))
      .map((line) => line.slice(0, line.indexOf(':'))),
  );
  return files.filter((file) => !generated.has(file));
}

it(`no hand-written source file is over ${MAX_LINES} lines`, () => {
  const files = trackedSources();
  expect(files.length).toBeGreaterThan(100);
  const long = files
    .map((file) => ({
      file,
      lines: fs.readFileSync(path.join(ROOT, file), 'utf8').trimEnd().split('\n').length,
    }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ file, lines }) => `${file}: ${lines}`);
  expect(long).toEqual([]);
});
