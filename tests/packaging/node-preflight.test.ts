// The first second on a Node the project cannot use (README 'The two commands'): one
// line naming the version found and the one needed, exit 1, before anything is built.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newcomerNode } from './newcomer-node.ts';
import { ROOT } from './umbrel-files.ts';

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
};
const node20 = newcomerNode();
const PREFLIGHT = 'node scripts/check-node.mjs && ';

describe('the Node preflight', () => {
  it('is the first step of start and of every test suite', () => {
    // `npm test` itself is scripts/test.mjs, which runs under any Node to `npm ci` first
    // (tests/packaging/test-command.test.ts); the suites it starts begin with the preflight.
    for (const script of ['start', 'test:suite', 'test:unit', 'test:long', 'test:realnode'])
      expect(pkg.scripts[script], script).toMatch(new RegExp(`^${PREFLIGHT}`));
  });

  it('engines tells the truth: type stripping (22.18) and the test tools (vitest, jsdom)', () => {
    expect(pkg.engines.node).toBe('^22.22.2 || ^24.15.0 || >=26.0.0');
    // The scripts' own Node: 24 from the npm registry, first on the PATH of npm scripts.
    expect(pkg.devDependencies.node).toMatch(/^\^24\./);
  });

  it('passes on this Node', () => {
    const run = spawnSync(process.execPath, ['scripts/check-node.mjs'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout + run.stderr).toBe('');
  });

  it.skipIf(!node20)('stops Node 20 at once with one line naming both versions', () => {
    const started = Date.now();
    const run = spawnSync(node20!, ['scripts/check-node.mjs'], { cwd: ROOT, encoding: 'utf8' });
    // "In the first second": Node 20 itself takes most of it on a loaded machine.
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Node v20\.\d+\.\d+ encontrado; a Rifa Relâmpago precisa de Node /);
    expect(lines[0]).toContain(pkg.engines.node);
    expect(lines[0]).toMatch(/Found Node v20\.\d+\.\d+; Rifa Relâmpago needs Node /);
  });
});
