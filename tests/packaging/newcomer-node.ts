// A newcomer's machine: the Node they already have (20 here, /usr/bin/node on this image
// and on CI's), nothing of ours on PATH, and a copy of the repository as a fresh clone
// would have it. Shared by the fast preflight test and the long clean-clone test.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './umbrel-files.ts';

/** The newcomer's Node: a Node 20 binary, or undefined where this machine has none. */
export function newcomerNode(): string | undefined {
  const candidates = [process.env.NEWCOMER_NODE, '/usr/bin/node', '/usr/local/bin/node'];
  for (const candidate of candidates) {
    if (!candidate || !fs.existsSync(candidate)) continue;
    const version = execFileSync(candidate, ['--version'], { encoding: 'utf8' }).trim();
    if (version.startsWith('v20.')) return candidate;
  }
  return undefined;
}

/**
 * The environment of a shell on that machine: its Node's folder first on PATH (npm is
 * beside it, or in /usr/bin), and none of the variables .ci/run or npm set for us.
 */
export function newcomerEnv(node: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('npm_') || key.startsWith('NPM_') || key.startsWith('VITEST')) continue;
    if (['NODE_OPTIONS', 'NODE_ENV', 'PATH', 'TEST', 'INIT_CWD'].includes(key)) continue;
    env[key] = value;
  }
  env.PATH = [path.dirname(node), '/usr/local/bin', '/usr/bin', '/bin'].join(':');
  return { ...env, ...extra };
}

/**
 * What `git clone` of this checkout would hold once its changes are committed: every
 * tracked file still present plus the untracked ones git does not ignore (so no
 * node_modules, no dist, no data). On CI, which runs in a fresh clone, that is HEAD.
 */
export function copyCheckout(target: string): void {
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  )
    .split('\0')
    .filter(Boolean);
  for (const file of new Set(files)) {
    const from = path.join(ROOT, file);
    if (!fs.existsSync(from) || fs.statSync(from).isDirectory()) continue;
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(from, path.join(target, file));
    fs.chmodSync(path.join(target, file), fs.statSync(from).mode);
  }
}
