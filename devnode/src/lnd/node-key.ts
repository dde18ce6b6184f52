import { randomBytes } from 'node:crypto';

import * as ecc from 'tiny-secp256k1';

// The devnode's Lightning identity: a real secp256k1 key, so GetInfo shows a valid
// compressed pubkey and BOLT11 signatures recover to it (the `lightning` client checks).

export interface NodeKey {
  /** 33-byte compressed public key, hex. */
  publicKey: string;
  publicKeyBytes: Buffer;
  /** The 32-byte secret, for persisting the identity across restarts. */
  secret: Buffer;
  /** 64-byte compact ECDSA signature of a 32-byte digest. */
  sign(digest: Buffer): Buffer;
}

export function createNodeKey(secret?: Buffer): NodeKey {
  let key = secret;
  while (!key || !ecc.isPrivate(key)) {
    if (secret) throw new Error('node key secret is not a valid secp256k1 private key');
    key = randomBytes(32);
  }
  const fixed = key;
  const point = ecc.pointFromScalar(fixed, true);
  if (!point) throw new Error('node key has no public point');
  const publicKeyBytes = Buffer.from(point);
  return {
    publicKey: publicKeyBytes.toString('hex'),
    publicKeyBytes,
    secret: fixed,
    sign: (digest) => Buffer.from(ecc.sign(digest, fixed)),
  };
}
