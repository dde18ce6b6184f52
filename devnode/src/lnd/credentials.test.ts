// Credentials rotate (docs/decisions/0012-lnd-as-it-behaves.md item 5), through the real `lightning` client: LND regenerates
// an outdated TLS certificate at start (tls_manager.go ~338, TLSAutoRefresh / IsOutdated)
// and an operator can bake a new macaroon root key (walletunlocker.proto ~322,
// new_macaroon_root_key). After `rotateCredentials()` the devnode's LND runs on the same port
// with new files: the old cert and macaroon no longer work, the new ones do.
import { readFile } from 'node:fs/promises';
import { getWalletInfo } from 'lightning';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Devnode, startDevnode } from '../index.ts';
import { lndClient, rejectionOf } from '../test-helpers.ts';

let devnode: Devnode;

beforeAll(async () => {
  devnode = await startDevnode({ ports: { control: false } });
});

afterAll(async () => {
  await devnode.stop();
});

describe('rotating the cert and the macaroon', () => {
  it('rewrites both files, refuses the old pair and serves the new one on the same port', async () => {
    const before = devnode.connectionInfo();
    const oldFiles = await Promise.all([
      readFile(before.lnd.certPath),
      readFile(before.lnd.macaroonPath),
    ]);
    const { public_key: nodeKey } = await getWalletInfo({ lnd: lndClient(before) });

    await devnode.rotateCredentials();
    const after = devnode.connectionInfo();
    expect(after.lnd.socket).toBe(before.lnd.socket);
    const newFiles = await Promise.all([
      readFile(after.lnd.certPath),
      readFile(after.lnd.macaroonPath),
    ]);
    expect(newFiles[0].equals(oldFiles[0])).toBe(false);
    expect(newFiles[1].equals(oldFiles[1])).toBe(false);

    const old = await rejectionOf(getWalletInfo({ lnd: lndClient(before) }));
    expect(old[0]).toBeGreaterThanOrEqual(400);
    const stillOldMacaroon = await rejectionOf(
      getWalletInfo({ lnd: lndClient(after, before.lnd.macaroonHex) }),
    );
    expect(stillOldMacaroon[0]).toBeGreaterThanOrEqual(400);
    // Same node: only the credentials changed.
    expect((await getWalletInfo({ lnd: lndClient(after) })).public_key).toBe(nodeKey);
  });
});
