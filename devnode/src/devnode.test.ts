import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

import { getWalletInfo } from 'lightning';
import { describe, expect, it } from 'vitest';

import { sleep } from '../../tests/support/poll.ts';
import { removeDir, tempDir } from '../../tests/support/temp-dirs.ts';
import { envLines, startDevnode } from './index.ts';
import { lndClient } from './test-helpers.ts';

describe('startDevnode', () => {
  it('restarting on the same folder keeps cert, macaroon and node identity (like restarting LND)', async () => {
    const dir = tempDir('devnode-reuse-');
    try {
      const first = await startDevnode({ dir, ports: { control: false } });
      const firstKey = (await getWalletInfo({ lnd: lndClient(first) })).public_key;
      await first.stop();
      expect(existsSync(path.join(dir, 'tls.cert'))).toBe(true);

      const second = await startDevnode({ dir, ports: { control: false } });
      try {
        expect(second.lnd.certBase64).toBe(first.lnd.certBase64);
        expect(second.lnd.macaroonHex).toBe(first.lnd.macaroonHex);
        expect((await getWalletInfo({ lnd: lndClient(second) })).public_key).toBe(firstKey);
      } finally {
        await second.stop();
      }
    } finally {
      removeDir(dir);
    }
  });

  it('removes the temp folder it made, and stop() is idempotent', async () => {
    const node = await startDevnode({ autoMineIntervalMs: 10 });
    await sleep(50);
    expect(node.tip().height).toBeGreaterThan(110);
    await Promise.all([node.stop(), node.stop()]);
    expect(existsSync(node.dir)).toBe(false);
  });

  it('a fixed port in use fails the start (and closes what had started)', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      await expect(startDevnode({ ports: { bitcoind: port } })).rejects.toMatchObject({
        code: 'EADDRINUSE',
      });
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('envLines gives the app’s variables (docs/protocols/configuration.md)', async () => {
    const node = await startDevnode({
      ports: { control: false },
      bitcoindAuth: { mode: 'userpass', user: 'rifa', pass: 'segredo' },
    });
    try {
      expect(envLines(node.connectionInfo())).toEqual([
        `LND_GRPC_HOST=${node.lnd.socket}`,
        `LND_TLS_CERT_PATH=${node.lnd.certPath}`,
        `LND_MACAROON_PATH=${node.lnd.macaroonPath}`,
        'BITCOIN_RPC_HOST=127.0.0.1',
        `BITCOIN_RPC_PORT=${node.bitcoind.port}`,
        'BITCOIN_RPC_USER=rifa',
        'BITCOIN_RPC_PASS=segredo',
        'BITCOIN_NETWORK=regtest',
      ]);
    } finally {
      await node.stop();
    }
  });
});
