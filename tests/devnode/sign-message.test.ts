// SignMessage / VerifyMessage (the receipts of docs/protocols/draw-v2.md) through the real `lightning`
// client, against known answers computed independently in Python
// (devnode/src/lnd/sign-message-vectors.py: plain-integer secp256k1, RFC 6979, z-base-32).
// Rules: lnd rpcserver.go SignMessage / VerifyMessage (prefix "Lightning Signed Message:",
// double SHA-256, btcec SignCompact / RecoverCompact, zbase32; valid only for a node in the
// graph); lightning lnd_methods/message/sign_message.js and verify_message.js.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { type AuthenticatedLnd, signMessage, verifyMessage } from 'lightning';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Devnode, startDevnode } from '@rifa/devnode';
import vectors from '../../devnode/src/lnd/sign-message-vectors.json' with { type: 'json' };
import { lndClient, rejectionOf } from '../../devnode/src/test-helpers.ts';
import { removeTempDirs, tempDir } from '../support/temp-dirs.ts';

let devnode: Devnode;
let lnd: AuthenticatedLnd;
const [receipt, accented] = vectors.node;
const [foreign] = vectors.other;

beforeAll(async () => {
  // A devnode whose node key is the vectors' key: start once to write the identity, then
  // put the key in and start again on the same folder.
  const dir = tempDir('devnode-sign-');
  await (await startDevnode({ dir, ports: { control: false } })).stop();
  const file = path.join(dir, 'devnode-secrets.json');
  const secrets = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
  await writeFile(file, JSON.stringify({ ...secrets, nodeKey: receipt?.secret }));
  devnode = await startDevnode({ dir, ports: { control: false } });
  lnd = lndClient(devnode);
});

afterAll(async () => {
  await devnode.stop();
  removeTempDirs();
});

describe('signMessage / verifyMessage', () => {
  it.each([receipt, accented])(
    'signs exactly as the independent implementation: %#',
    async (vector) => {
      const { signature } = await signMessage({ lnd, message: vector?.message as string });
      expect(signature).toBe(vector?.signature);
      const { signed_by } = await verifyMessage({
        lnd,
        message: vector?.message as string,
        signature,
      });
      expect(signed_by).toBe(vector?.public_key);
    },
  );

  it('a changed message recovers another key; a foreign signer is recovered but not valid', async () => {
    const changed = (receipt?.message as string).replace('3,15,42', '3,15,43');
    const { signed_by } = await verifyMessage({
      lnd,
      message: changed,
      signature: receipt?.signature as string,
    });
    expect(signed_by).not.toBe(receipt?.public_key);
    const raw = await new Promise<{ valid: boolean; pubkey: string }>((resolve, reject) =>
      (
        lnd.default as unknown as {
          verifyMessage: (
            req: unknown,
            cb: (e: unknown, r: { valid: boolean; pubkey: string }) => void,
          ) => void;
        }
      ).verifyMessage(
        { msg: Buffer.from(foreign?.message as string), signature: foreign?.signature },
        (error, res) => (error ? reject(error) : resolve(res)),
      ),
    );
    expect(raw).toEqual({ valid: false, pubkey: foreign?.public_key });
  });

  it('a signature that is not z-base-32 fails as LND fails', async () => {
    const [code, name, details] = await rejectionOf(
      verifyMessage({ lnd, message: 'x', signature: 'l0' }),
    );
    expect([code, name, details?.err?.details]).toEqual([
      503,
      'UnexpectedVerifyMessageError',
      'failed to decode signature: illegal z-base-32 data at input byte 0',
    ]);
  });
});
