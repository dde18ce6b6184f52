#!/usr/bin/env python3
"""Known-answer vectors for LND's SignMessage / VerifyMessage, computed independently of the
devnode (only hashlib and hmac; secp256k1 in plain Python integers).

LND (rpcserver.go SignMessage): digest = sha256(sha256("Lightning Signed Message:" + msg)),
signature = btcec ecdsa.SignCompact(node key, digest, compressed): RFC 6979 nonce (HMAC-DRBG
over SHA-256, as btcec and libsecp256k1 derive it), low s, a header byte 27 + 4 + recovery
id, then r and s (32 bytes each), the whole 65 bytes in z-base-32 (tv42/zbase32).
VerifyMessage recovers the public key from the signature (ecdsa.RecoverCompact).

Run: python3 devnode/src/lnd/sign-message-vectors.py > devnode/src/lnd/sign-message-vectors.json
"""
import hashlib
import hmac
import json

P = 2**256 - 2**32 - 977
N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
G = (0x79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798,
     0x483ADA7726A3C4655DA4FBFC0E1108A8FD17B448A68554199C47D08FFB10D4B8)


def add(a, b):
    if a is None:
        return b
    if b is None:
        return a
    if a[0] == b[0] and (a[1] + b[1]) % P == 0:
        return None
    if a == b:
        lam = 3 * a[0] * a[0] * pow(2 * a[1], P - 2, P) % P
    else:
        lam = (b[1] - a[1]) * pow(b[0] - a[0], P - 2, P) % P
    x = (lam * lam - a[0] - b[0]) % P
    return (x, (lam * (a[0] - x) - a[1]) % P)


def mul(k, point):
    result = None
    while k:
        if k & 1:
            result = add(result, point)
        point = add(point, point)
        k >>= 1
    return result


def compressed(point):
    return bytes([2 + (point[1] & 1)]) + point[0].to_bytes(32, 'big')


def rfc6979(secret, digest):
    x = secret.to_bytes(32, 'big')
    h = (int.from_bytes(digest, 'big') % N).to_bytes(32, 'big')
    v, k = b'\x01' * 32, b'\x00' * 32
    k = hmac.new(k, v + b'\x00' + x + h, hashlib.sha256).digest()
    v = hmac.new(k, v, hashlib.sha256).digest()
    k = hmac.new(k, v + b'\x01' + x + h, hashlib.sha256).digest()
    v = hmac.new(k, v, hashlib.sha256).digest()
    while True:
        v = hmac.new(k, v, hashlib.sha256).digest()
        candidate = int.from_bytes(v, 'big')
        if 1 <= candidate < N:
            return candidate
        k = hmac.new(k, v + b'\x00', hashlib.sha256).digest()
        v = hmac.new(k, v, hashlib.sha256).digest()


def sign_compact(secret, digest):
    z = int.from_bytes(digest, 'big') % N
    k = rfc6979(secret, digest)
    point = mul(k, G)
    r = point[0] % N
    s = pow(k, N - 2, N) * (z + r * secret) % N
    recid = (point[1] & 1) | (2 if point[0] >= N else 0)
    if s > N // 2:
        s = N - s
        recid ^= 1
    return bytes([27 + 4 + recid]) + r.to_bytes(32, 'big') + s.to_bytes(32, 'big')


def recover_compact(signature, digest):
    recid = (signature[0] - 27) & 3
    r = int.from_bytes(signature[1:33], 'big')
    s = int.from_bytes(signature[33:65], 'big')
    x = r + (N if recid & 2 else 0)
    y = pow((x * x * x + 7) % P, (P + 1) // 4, P)
    if (y & 1) != (recid & 1):
        y = P - y
    z = int.from_bytes(digest, 'big') % N
    r_inv = pow(r, N - 2, N)
    point = add(mul(s * r_inv % N, (x, y)), mul((-z * r_inv) % N, G))
    return compressed(point)


ZBASE32 = 'ybndrfg8ejkmcpqxot1uwisza345h769'


def zbase32(data):
    bits = ''.join(f'{byte:08b}' for byte in data)
    bits += '0' * (-len(bits) % 5)
    return ''.join(ZBASE32[int(bits[i:i + 5], 2)] for i in range(0, len(bits), 5))


def digest_of(message):
    once = hashlib.sha256(b'Lightning Signed Message:' + message.encode('utf-8')).digest()
    return hashlib.sha256(once).digest()


def vector(secret, message):
    digest = digest_of(message)
    signature = sign_compact(secret, digest)
    public_key = compressed(mul(secret, G))
    assert recover_compact(signature, digest) == public_key
    return {
        'secret': secret.to_bytes(32, 'big').hex(),
        'public_key': public_key.hex(),
        'message': message,
        'digest': digest.hex(),
        'signature': zbase32(signature),
    }


NODE = int.from_bytes(hashlib.sha256(b'rifa devnode sign-message vector: node key').digest(), 'big')
OTHER = int.from_bytes(hashlib.sha256(b'rifa devnode sign-message vector: other key').digest(), 'big')
RECEIPT = ('rifa-recibo-v1\n7\n3,15,42\n3000\n'
           + 'ab' * 32 + '\n2026-11-26T14:30:35.000Z')

print(json.dumps({
    'node': [vector(NODE, RECEIPT), vector(NODE, 'olá, rifa ⚡')],
    'other': [vector(OTHER, RECEIPT)],
}, indent=2, ensure_ascii=False))
