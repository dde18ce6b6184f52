import { createHash } from 'node:crypto';

import * as ecc from 'tiny-secp256k1';

import { GRPC_UNKNOWN, GrpcError } from '../errors.ts';
import type { NodeKey } from './node-key.ts';
import type { ServiceImpl } from './service.ts';
import { zbase32Decode, zbase32Encode } from './zbase32.ts';

// Lightning.SignMessage and VerifyMessage as rpcserver.go does them: the message prefixed
// with "Lightning Signed Message:", hashed with double SHA-256 (one round with
// single_hash), signed by the node key as a 65-byte compact recoverable signature
// (btcec ecdsa.SignCompact: header 27 + recovery id + 4 for a compressed key, then r and s;
// RFC 6979 nonce, low s), zbase32-encoded. VerifyMessage recovers the key and answers
// valid only when that node is in the graph (graph.HasNode) — here the node itself and the
// nodes it pays. The receipts of docs/protocols/draw-v2.md are signed this way.

export const SIGNED_MSG_PREFIX = Buffer.from('Lightning Signed Message:', 'utf8');

const sha256 = (data: Buffer): Buffer => createHash('sha256').update(data).digest();

export function messageDigest(message: Buffer, singleHash = false): Buffer {
  const once = sha256(Buffer.concat([SIGNED_MSG_PREFIX, message]));
  return singleHash ? once : sha256(once);
}

export function signMessageCompact(key: NodeKey, digest: Buffer): Buffer {
  const { signature, recoveryId } = ecc.signRecoverable(digest, key.secret);
  return Buffer.concat([Buffer.from([27 + 4 + recoveryId]), Buffer.from(signature)]);
}

/** ecdsa.RecoverCompact: the compressed public key, or undefined for a bad signature. */
export function recoverCompact(signature: Buffer, digest: Buffer): Buffer | undefined {
  if (signature.length !== 65) return undefined;
  const header = (signature[0] as number) - 27;
  if (header < 0 || header > 7) return undefined;
  try {
    const point = ecc.recover(digest, signature.subarray(1), (header & 3) as 0 | 1 | 2 | 3, true);
    return point ? Buffer.from(point) : undefined;
  } catch {
    return undefined;
  }
}

interface SignMessageRequest {
  msg: Buffer;
  single_hash: boolean;
}

interface VerifyMessageRequest {
  msg: Buffer;
  signature: string;
}

export function createMessageMethods(deps: {
  nodeKey: NodeKey;
  /** Public keys (hex) of the nodes in the channel graph. */
  graph: () => readonly string[];
}): ServiceImpl {
  const { nodeKey } = deps;
  return {
    SignMessage: {
      permission: 'message:write',
      unary: (request: SignMessageRequest) => {
        // Go's proto decoder leaves an empty bytes field nil.
        if (request.msg.length === 0) throw new GrpcError(GRPC_UNKNOWN, 'need a message to sign');
        const digest = messageDigest(Buffer.from(request.msg), request.single_hash);
        return { signature: zbase32Encode(signMessageCompact(nodeKey, digest)) };
      },
    },
    VerifyMessage: {
      permission: 'message:read',
      unary: (request: VerifyMessageRequest) => {
        if (request.msg.length === 0) throw new GrpcError(GRPC_UNKNOWN, 'need a message to verify');
        let signature: Buffer;
        try {
          signature = zbase32Decode(request.signature);
        } catch (error) {
          throw new GrpcError(
            GRPC_UNKNOWN,
            `failed to decode signature: ${(error as Error).message}`,
          );
        }
        const pubkey = recoverCompact(signature, messageDigest(Buffer.from(request.msg)));
        if (!pubkey) return { valid: false, pubkey: '' };
        const hex = pubkey.toString('hex');
        return { valid: deps.graph().includes(hex), pubkey: hex };
      },
    },
  };
}
