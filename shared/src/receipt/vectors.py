#!/usr/bin/env python3
"""Generates vectors.json: signed purchase receipts (docs/protocols/receipts.md) as LND signs them.

Independent of the TypeScript module and of @noble/secp256k1: the elliptic-curve arithmetic,
LND's message digest (sha256d("Lightning Signed Message:" + text), lnd rpcserver.go SignMessage),
the compact recoverable signature (btcec SignCompact: header byte 27 + 4 + recovery id, then r, s)
and zbase32 are all written out here with Python integers. The nonce is fixed per vector (not
RFC 6979): verification does not depend on how k was chosen.
Run: python3 shared/src/receipt/vectors.py  (rewrites vectors.json beside it).
"""

import hashlib
import json
import os

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
        m = 3 * a[0] * a[0] * pow(2 * a[1], -1, P) % P
    else:
        m = (b[1] - a[1]) * pow(b[0] - a[0], -1, P) % P
    x = (m * m - a[0] - b[0]) % P
    return (x, (m * (a[0] - x) - a[1]) % P)


def mul(k, point):
    result = None
    while k:
        if k & 1:
            result = add(result, point)
        point = add(point, point)
        k >>= 1
    return result


def compressed(point):
    return bytes([2 + (point[1] & 1)]) + point[0].to_bytes(32, "big")


ZBASE32 = "ybndrfg8ejkmcpqxot1uwisza345h769"


def zbase32(data: bytes) -> str:
    bits = "".join(f"{b:08b}" for b in data)
    bits += "0" * (-len(bits) % 5)
    return "".join(ZBASE32[int(bits[i:i + 5], 2)] for i in range(0, len(bits), 5))


def receipt_text(draw_id, numbers, amount, payment_hash, settled_at):
    return "\n".join(["rifa-recibo-v1", draw_id, ",".join(str(n) for n in sorted(numbers)),
                      str(amount), payment_hash, settled_at])


def sign(secret: int, nonce: int, text: str):
    digest = hashlib.sha256(hashlib.sha256(b"Lightning Signed Message:" + text.encode("utf-8")).digest()).digest()
    z = int.from_bytes(digest, "big")
    point = mul(nonce, G)
    r = point[0] % N
    s = pow(nonce, -1, N) * (z + r * secret) % N
    recovery = (point[1] & 1) | (2 if point[0] >= N else 0)
    if s > N // 2:  # low-S, as btcec does; negating s flips R's parity
        s = N - s
        recovery ^= 1
    signature = bytes([27 + 4 + recovery]) + r.to_bytes(32, "big") + s.to_bytes(32, "big")
    return digest.hex(), signature


CASES = [
    ("um bilhete", 0x1F2E3D4C5B6A79880102030405060708090A0B0C0D0E0F101112131415161718, 0x5A17,
     ("12", [7], 1000, hashlib.sha256(b"pagamento 1").hexdigest(), "2026-11-26T15:04:05.123Z")),
    ("três números escolhidos, fora de ordem", 0x1F2E3D4C5B6A79880102030405060708090A0B0C0D0E0F101112131415161718,
     0xC0FFEE1234567,
     ("12", [420, 7, 99], 3000, hashlib.sha256(b"pagamento 2").hexdigest(), "2026-11-26T15:06:00.000Z")),
    ("outra chave de nó", 0x7777777777777777777777777777777777777777777777777777777777777777, 0xABCDEF0123,
     ("3", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 9000, hashlib.sha256(b"pagamento 3").hexdigest(),
      "2027-01-01T00:00:00.000Z")),
]


def main():
    out = []
    for name, secret, nonce, fields in CASES:
        text = receipt_text(*fields)
        digest, signature = sign(secret, nonce, text)
        out.append({
            "name": name,
            "receipt": {"draw_id": fields[0], "numbers": fields[1], "amount": fields[2],
                        "payment_hash": fields[3], "settled_at": fields[4]},
            "text": text,
            "digest": digest,
            "signature_hex": signature.hex(),
            "signature": zbase32(signature),
            "node_pubkey": compressed(mul(secret, G)).hex(),
        })
    vectors = {
        "comment": ("Signed receipts (docs/protocols/receipts.md) as LND's SignMessage makes them, computed with Python "
                    "integers by vectors.py, independently of the TypeScript module and of @noble/secp256k1."),
        "receipts": out,
    }
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "vectors.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(vectors, f, ensure_ascii=False, indent=2)
        f.write("\n")


if __name__ == "__main__":
    main()
