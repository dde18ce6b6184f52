// The fake LND's identity key and its SignMessage as LND does it (lnd rpcserver.go): a compact
// recoverable signature of sha256d("Lightning Signed Message:" ‖ text), header 31 + recovery id
// (compressed key), z-base-32. So the receipt job's signature check passes in the fast tests.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { getPublicKey, hashes, sign } from '@noble/secp256k1';
import { lndMessageDigest, zbase32Encode } from '@rifa/shared/receipt';

hashes.sha256 = sha256;
hashes.hmacSha256 = (key, message) => hmac(sha256, key, message);

const NODE_SECRET = sha256(utf8ToBytes('chave do nó falso'));

export const FAKE_NODE_PUBKEY = bytesToHex(getPublicKey(NODE_SECRET, true));

export function signAsNode(message: string): string {
  const recovered = sign(lndMessageDigest(message), NODE_SECRET, {
    prehash: false,
    format: 'recovered',
  });
  return zbase32Encode(Uint8Array.of(31 + (recovered[0] as number), ...recovered.subarray(1)));
}
