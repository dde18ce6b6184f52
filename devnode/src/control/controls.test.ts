import Client from 'bitcoin-core';
import { getWalletInfo } from 'lightning';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Devnode, startDevnode } from '../index.ts';
import { eventually, sleep } from '../../../tests/support/poll.ts';
import { lndClient, rejectionOf } from '../test-helpers.ts';

// "Stop answering": the app's timeouts and reconnects are tested against these two modes.

let devnode: Devnode;

beforeAll(async () => {
  devnode = await startDevnode({ ports: { control: false } });
});

afterAll(async () => {
  await devnode.stop();
});

const bitcoin = (timeout: number): Client =>
  new Client({
    host: devnode.bitcoind.url,
    username: devnode.bitcoind.user,
    password: devnode.bitcoind.pass,
    timeout,
  });

describe('unresponsive node', () => {
  it('hang: both accept but answer nothing until resumed, then answer what was held', async () => {
    const lnd = lndClient(devnode);
    await getWalletInfo({ lnd });
    await devnode.setUnresponsive(true, 'hang');
    await expect(bitcoin(300).command('getblockcount')).rejects.toThrow();
    let answered = false;
    const held = getWalletInfo({ lnd }).then((info) => {
      answered = true;
      return info;
    });
    await sleep(300);
    expect(answered).toBe(false);
    await devnode.setUnresponsive(false);
    expect((await held).alias).toBe('devnode');
    expect(await bitcoin(1000).command<number>('getblockcount')).toBe(devnode.tip().height);
  });

  it('down: connections are refused until resumed; the gRPC client reconnects by itself', async () => {
    const lnd = lndClient(devnode);
    await getWalletInfo({ lnd });
    await devnode.setUnresponsive(true, 'down');
    // grpc-js now appends "Last error: …" to 'No connection established', so the client's
    // exact-text match misses and it reports GetWalletInfoErr with UNAVAILABLE, not
    // FailedToConnectToDaemon: the app must look at err.code 14.
    const [, name, details] = await rejectionOf(getWalletInfo({ lnd }));
    expect(name).toBe('GetWalletInfoErr');
    expect(details?.err?.code).toBe(14);
    await expect(bitcoin(1000).command('getblockcount')).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    await devnode.setUnresponsive(false);
    expect(await bitcoin(1000).command<number>('getblockcount')).toBe(devnode.tip().height);
    await eventually(
      'LND answering again',
      async () => {
        try {
          return (await getWalletInfo({ lnd })).alias === 'devnode';
        } catch {
          return false;
        }
      },
      10_000,
    );
  });
});
