import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

import Client from 'bitcoin-core';
import { getWalletInfo } from 'lightning';
import { describe, expect, it } from 'vitest';

import type { ConnectionInfo } from './index.ts';
import { lndClient } from './test-helpers.ts';

// `npm run devnode -- --json` as integration tests use it: spawn, read one JSON line,
// connect, SIGTERM, and the process exits by itself (no timer or socket left behind).

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));

function startCli(args: string[]): {
  child: ChildProcess;
  info: Promise<ConnectionInfo>;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, [CLI, '--json', '--auto-mine', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const info = new Promise<ConnectionInfo>((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const newline = buffered.indexOf('\n');
      if (newline >= 0) resolve(JSON.parse(buffered.slice(0, newline)) as ConnectionInfo);
    });
    child.once('exit', (code) => reject(new Error(`devnode CLI exited early with ${code}`)));
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, info, exited };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('devnode CLI', () => {
  it('--json prints the connection info, serves both protocols, and stops cleanly on SIGTERM', async () => {
    const bitcoindPort = await freePort();
    const { child, info, exited } = startCli(['--bitcoind-port', String(bitcoindPort)]);
    try {
      const connection = await info;
      expect(connection).toMatchObject({
        network: 'regtest',
        bitcoind: { port: bitcoindPort, host: '127.0.0.1' },
      });
      expect(connection.lnd.socket).toMatch(/^localhost:\d+$/);
      expect(existsSync(connection.lnd.certPath)).toBe(true);
      expect(existsSync(connection.lnd.macaroonPath)).toBe(true);

      const client = new Client({
        host: connection.bitcoind.url,
        username: connection.bitcoind.user,
        password: connection.bitcoind.pass,
      });
      expect(await client.command<number>('getblockcount')).toBe(110);
      expect((await getWalletInfo({ lnd: lndClient(connection) })).alias).toBe('devnode');
      const control = await fetch(`${connection.controlUrl}/mine`, {
        method: 'POST',
        body: '{"count":1}',
      });
      expect(control.status).toBe(200);
      expect(await client.command<number>('getblockcount')).toBe(111);

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      // It made the temp folder, so it removes it.
      expect(existsSync(connection.dir)).toBe(false);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('rejects a bad flag with usage and exit code 2', async () => {
    const child = spawn(process.execPath, [CLI, '--lnd-port', 'abc'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
  });
});
