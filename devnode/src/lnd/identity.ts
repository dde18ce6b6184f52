import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import {
  type MacaroonName,
  MACAROON_NAMES,
  bakeMacaroons,
  newMacaroonRootKey,
} from './macaroon.ts';
import { type NodeKey, createNodeKey } from './node-key.ts';
import { type TlsPair, createTlsCert } from './tls-cert.ts';

// The node's identity (TLS pair, node key, macaroon root key) lives in files in `dir`, and is
// reused when they are already there: restarting the devnode on the same folder then keeps
// the cert and macaroon a running app loaded, like restarting LND does.

export interface Identity {
  tls: TlsPair;
  nodeKey: NodeKey;
  macaroons: Record<MacaroonName, Buffer>;
  certPath: string;
  macaroonPath: string;
}

const SECRETS_FILE = 'devnode-secrets.json';

interface Secrets {
  nodeKey: string;
  macaroonRootKey: string;
}

async function readExisting(dir: string): Promise<{ tls: TlsPair; secrets: Secrets } | undefined> {
  try {
    const [cert, key, raw] = await Promise.all([
      readFile(path.join(dir, 'tls.cert'), 'utf8'),
      readFile(path.join(dir, 'tls.key'), 'utf8'),
      readFile(path.join(dir, SECRETS_FILE), 'utf8'),
    ]);
    const secrets = JSON.parse(raw) as Secrets;
    if (typeof secrets.nodeKey !== 'string' || typeof secrets.macaroonRootKey !== 'string')
      return undefined;
    return { tls: { cert, key }, secrets };
  } catch {
    return undefined;
  }
}

export async function loadOrCreateIdentity(dir: string, now: Date): Promise<Identity> {
  await mkdir(dir, { recursive: true });
  const existing = await readExisting(dir);
  const tls = existing?.tls ?? (await createTlsCert(now));
  const nodeKey = createNodeKey(
    existing ? Buffer.from(existing.secrets.nodeKey, 'hex') : undefined,
  );
  const rootKey = existing
    ? Buffer.from(existing.secrets.macaroonRootKey, 'hex')
    : newMacaroonRootKey();
  const macaroons = bakeMacaroons(rootKey);
  const certPath = path.join(dir, 'tls.cert');
  const macaroonPath = path.join(dir, 'admin.macaroon');
  if (!existing) {
    const secrets: Secrets = {
      nodeKey: nodeKey.secret.toString('hex'),
      macaroonRootKey: rootKey.toString('hex'),
    };
    await Promise.all([
      writeFile(certPath, tls.cert),
      writeFile(path.join(dir, 'tls.key'), tls.key, { mode: 0o600 }),
      writeFile(path.join(dir, SECRETS_FILE), JSON.stringify(secrets), { mode: 0o600 }),
    ]);
  }
  await writeFile(macaroonPath, macaroons.admin, { mode: 0o600 });
  return { tls, nodeKey, macaroons, certPath, macaroonPath };
}

/**
 * The Umbrel / LND data-dir layout, for testing LND_DIR (docs/protocols/configuration.md):
 * `<lndDir>/tls.cert` and `<lndDir>/data/chain/bitcoin/regtest/<name>.macaroon`.
 */
export async function writeLndDirLayout(lndDir: string, identity: Identity): Promise<void> {
  const macaroonDir = path.join(lndDir, 'data', 'chain', 'bitcoin', 'regtest');
  await mkdir(macaroonDir, { recursive: true });
  await writeFile(path.join(lndDir, 'tls.cert'), identity.tls.cert);
  await Promise.all(
    MACAROON_NAMES.map((name) =>
      writeFile(path.join(macaroonDir, `${name}.macaroon`), identity.macaroons[name], {
        mode: 0o600,
      }),
    ),
  );
}

/**
 * New credentials, as an operator or LND itself makes them: a new TLS pair (LND regenerates
 * an expired or outdated certificate at start, tls_manager.go ~338) and a new macaroon root
 * key (lncli changepassword --new_macaroon_root_key, walletunlocker.proto ~322), written over
 * the old files. The node key stays. The identity is changed in place: whatever holds it
 * sees the new credentials from now on.
 */
export async function rotateIdentity(dir: string, identity: Identity, now: Date): Promise<void> {
  const tls = await createTlsCert(now);
  const rootKey = newMacaroonRootKey();
  const secrets: Secrets = {
    nodeKey: identity.nodeKey.secret.toString('hex'),
    macaroonRootKey: rootKey.toString('hex'),
  };
  identity.tls = tls;
  Object.assign(identity.macaroons, bakeMacaroons(rootKey));
  await Promise.all([
    writeFile(identity.certPath, tls.cert),
    writeFile(path.join(dir, 'tls.key'), tls.key, { mode: 0o600 }),
    writeFile(path.join(dir, SECRETS_FILE), JSON.stringify(secrets), { mode: 0o600 }),
    writeFile(identity.macaroonPath, identity.macaroons.admin, { mode: 0o600 }),
  ]);
}
