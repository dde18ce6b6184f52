// One concept per file (docs/architecture.md#file-size). Files are split by concept, not by
// size: past 300 lines a file is reported, to be looked at; past 400 the test fails. Every
// hand-written source file git tracks is held to it; generated files (.gitattributes
// linguist-generated) are not.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REPORT_LINES = 300;
const MAX_LINES = 400;
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

function lineCounts(): { file: string; lines: number }[] {
  return trackedSources().map((file) => ({
    file,
    lines: fs.readFileSync(path.join(ROOT, file), 'utf8').trimEnd().split('\n').length,
  }));
}

it(`no hand-written source file is over ${MAX_LINES} lines (over ${REPORT_LINES} is reported)`, () => {
  const counts = lineCounts();
  expect(counts.length).toBeGreaterThan(100);
  const long = counts.filter(({ lines }) => lines > REPORT_LINES);
  if (long.length > 0)
    console.info(
      `files over ${REPORT_LINES} lines (split them by concept when one grows):\n` +
        long.map(({ file, lines }) => `  ${file}: ${lines}`).join('\n'),
    );
  expect(
    long.filter(({ lines }) => lines > MAX_LINES).map(({ file, lines }) => `${file}: ${lines}`),
  ).toEqual([]);
});
