import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { authenticatedLndGrpc, createInvoice, getInvoice, getWalletInfo } from 'lightning';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { removeDir, tempDir } from '../../../tests/support/temp-dirs.ts';
import { type Devnode, startDevnode } from '../index.ts';
import { lndClient, rejectionOf } from '../test-helpers.ts';

// Who gets in, and how a locked LND looks to the `lightning` client. Assertions are on the
// client's error names and gRPC codes, never on message text (docs/architecture.md#conventions).

let devnode: Devnode;
let lndDir: string;

beforeAll(async () => {
  lndDir = tempDir('devnode-lnddir-');
  devnode = await startDevnode({ lndDir });
});

afterAll(async () => {
  await devnode.stop();
  removeDir(lndDir);
});

describe('macaroon check', () => {
  it('refuses a macaroon it did not bake (code 2 UNKNOWN, like LND)', async () => {
    const stranger = lndClient(devnode, 'ab'.repeat(40));
    const [, name, details] = await rejectionOf(getWalletInfo({ lnd: stranger }));
    expect(name).toBe('GetWalletInfoErr');
    expect(details?.err?.code).toBe(2);
  });

  it('refuses a call without a macaroon', async () => {
    const { lnd } = authenticatedLndGrpc({
      cert: devnode.lnd.certBase64,
      socket: devnode.lnd.socket,
    });
    const [, name, details] = await rejectionOf(getWalletInfo({ lnd }));
    expect(name).toBe('GetWalletInfoErr');
    expect(details?.err?.code).toBe(2);
  });

  it('writes the admin macaroon and cert the connection info points at', async () => {
    expect((await readFile(devnode.lnd.macaroonPath)).toString('hex')).toBe(
      devnode.lnd.macaroonHex,
    );
    expect((await readFile(devnode.lnd.certPath)).toString('base64')).toBe(devnode.lnd.certBase64);
  });

  it('writes the LND data-dir layout, whose readonly macaroon reads but cannot create invoices', async () => {
    const macaroonDir = path.join(lndDir, 'data', 'chain', 'bitcoin', 'regtest');
    const cert = (await readFile(path.join(lndDir, 'tls.cert'))).toString('base64');
    const readonly = (await readFile(path.join(macaroonDir, 'readonly.macaroon'))).toString('hex');
    const invoiceMacaroon = (await readFile(path.join(macaroonDir, 'invoice.macaroon'))).toString(
      'hex',
    );
    expect((await readFile(path.join(macaroonDir, 'admin.macaroon'))).toString('hex')).toBe(
      devnode.lnd.macaroonHex,
    );

    const reader = authenticatedLndGrpc({
      cert,
      macaroon: readonly,
      socket: devnode.lnd.socket,
    }).lnd;
    expect((await getWalletInfo({ lnd: reader })).alias).toBe('devnode');
    const [, name, details] = await rejectionOf(createInvoice({ lnd: reader, tokens: 1 }));
    expect(name).toBe('AddInvoiceError');
    expect(details?.err?.code).toBe(2);

    const invoicer = authenticatedLndGrpc({
      cert,
      macaroon: invoiceMacaroon,
      socket: devnode.lnd.socket,
    }).lnd;
    const created = await createInvoice({ lnd: invoicer, tokens: 1 });
    expect((await getInvoice({ lnd: invoicer, id: created.id })).tokens).toBe(1);
  });
});

describe('locked LND', () => {
  it('answers every call as a locked LND: the client reports LndLocked, then recovers on unlock', async () => {
    const lnd = lndClient(devnode);
    devnode.setLocked(true);
    const [, name] = await rejectionOf(getWalletInfo({ lnd }));
    expect(name).toBe('LndLocked');
    const [, lookupName, details] = await rejectionOf(getInvoice({ lnd, id: '00'.repeat(32) }));
    expect(lookupName).toBe('UnexpectedLookupInvoiceErr');
    expect(details?.err?.code).toBe(12);
    devnode.setLocked(false);
    expect((await getWalletInfo({ lnd })).alias).toBe('devnode');
  });

  it('can also answer as LND 0.13+ does, which the client does NOT call LndLocked', async () => {
    const lnd = lndClient(devnode);
    devnode.setLocked(true, 'wallet-locked');
    try {
      const [, name, details] = await rejectionOf(getWalletInfo({ lnd }));
      expect(name).toBe('GetWalletInfoErr');
      expect(details?.err?.code).toBe(2);
      expect(devnode.state().locked).toBe('wallet-locked');
    } finally {
      devnode.setLocked(false);
    }
  });
});
