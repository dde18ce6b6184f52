// The child processes of a fault test: `node <args>` with only PATH and the variables given
// (as a container would run it), its output kept. cleanup() is each file's afterAll.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { removeTempDirs } from '../../support/temp-dirs.ts';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Spawned {
  child: ChildProcess;
  exited: Promise<Exit>;
  /** Everything the process wrote so far, stdout and stderr interleaved. */
  output(): string;
}

const running = new Map<ChildProcess, Promise<unknown>>();

/** afterAll: SIGKILLs every child this file started that is still alive, then removes its temp dirs. */
export async function cleanup(): Promise<void> {
  for (const child of running.keys())
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(running.values());
  running.clear();
  removeTempDirs();
}

export function spawnNode(args: string[], env: Record<string, string>): Spawned {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  running.set(child, exited);
  return { child, exited, output: () => output };
}
