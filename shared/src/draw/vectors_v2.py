#!/usr/bin/env python3
"""Generates vectors-v2.json: known-answer vectors for proof version 2 (docs/protocols/draw-v2.md).

Independent of the TypeScript modules on purpose: Python's hashlib and struct compute every
expected value (the ticket Merkle tree, the anchor script, Bitcoin's txid and transaction
Merkle tree, the draw block after the anchor), so a bug in the modules cannot leak into their
own reference answers. Run from anywhere: python3 shared/src/draw/vectors_v2.py
"""

import calendar
import hashlib
import json
import os
import struct


def sha256(data: bytes) -> bytes:
    return hashlib.sha256(data).digest()


def sha256d(data: bytes) -> bytes:
    return sha256(sha256(data))


def payment_hash(label: str) -> str:
    return sha256(("pagamento " + label).encode()).hex()


# ---- the ticket Merkle tree (§8.2) ---------------------------------------------------------

def leaf(number: int, phash: str) -> bytes:
    return sha256(b"\x00" + f"{number} {phash}".encode("utf-8"))


def node(left: bytes, right: bytes) -> bytes:
    return sha256(b"\x01" + left + right)


def levels(leaves):
    """Every level from the leaves up; an odd last node is carried up unchanged."""
    out = [leaves]
    while len(out[-1]) > 1:
        below = out[-1]
        above = [node(below[i], below[i + 1]) for i in range(0, len(below) - 1, 2)]
        if len(below) % 2 == 1:
            above.append(below[-1])
        out.append(above)
    return out


def inclusion_proof(tree, index):
    """Sibling hashes from the leaf up, each with the side the sibling sits on."""
    steps = []
    for level in tree[:-1]:
        sibling = index ^ 1
        if sibling < len(level):
            steps.append({"side": "left" if sibling < index else "right", "hash": level[sibling].hex()})
        index //= 2
    return steps


TICKET_SETS = [
    ("um bilhete: a raiz é a própria folha", [(1, payment_hash("a"))]),
    ("dois bilhetes da mesma compra", [(1, payment_hash("b")), (2, payment_hash("b"))]),
    ("três bilhetes: o terceiro sobe sem par (nunca duplicado)",
     [(3, payment_hash("c")), (1, payment_hash("d")), (2, payment_hash("e"))]),
    ("cinco bilhetes, dados fora de ordem", [(n, payment_hash(str(n))) for n in [5, 2, 4, 1, 3]]),
    ("12 bilhetes: ordem numérica (10 vem depois de 9)",
     [(n, payment_hash("x" + str(n))) for n in [10, 2, 11, 1, 9, 12, 3, 8, 4, 7, 5, 6]]),
    ("números escolhidos, grandes e não contíguos",
     [(1000001, payment_hash("g")), (7, payment_hash("h")), (999999, payment_hash("i")),
      (42, payment_hash("h")), (100000, payment_hash("j")), (8, payment_hash("k")), (13, payment_hash("l"))]),
]


def merkle_vector(name, tickets):
    ordered = sorted(tickets)
    leaves = [leaf(n, h) for n, h in ordered]
    tree = levels(leaves)
    return {
        "name": name,
        "tickets": [{"number": n, "payment_hash": h} for n, h in tickets],
        "leaves": [x.hex() for x in leaves],
        "tickets_root": tree[-1][0].hex(),
        "proofs": [
            {"number": n, "payment_hash": h, "index": i, "path": inclusion_proof(tree, i)}
            for i, (n, h) in enumerate(ordered)
        ],
    }


# ---- the anchor transaction and its block (§8.2) ------------------------------------------

def anchor_script(root_hex: str) -> bytes:
    return bytes([0x6A, 0x24]) + b"RIFA" + bytes.fromhex(root_hex)


def varint(n: int) -> bytes:
    if n < 0xFD:
        return bytes([n])
    if n <= 0xFFFF:
        return b"\xfd" + struct.pack("<H", n)
    return b"\xfe" + struct.pack("<I", n)


def raw_tx(inputs, outputs, witness):
    """A version-2 transaction; with witness data it is serialized with marker and flag."""
    body_in = varint(len(inputs)) + b"".join(
        bytes.fromhex(txid)[::-1] + struct.pack("<I", vout) + varint(0) + struct.pack("<I", 0xFFFFFFFD)
        for txid, vout in inputs)
    body_out = varint(len(outputs)) + b"".join(
        struct.pack("<q", value) + varint(len(script)) + script for value, script in outputs)
    version, locktime = struct.pack("<i", 2), struct.pack("<I", 0)
    legacy = version + body_in + body_out + locktime
    if not witness:
        return legacy, legacy
    wit = b"".join(varint(len(items)) + b"".join(varint(len(x)) + x for x in items) for items in witness)
    return version + b"\x00\x01" + body_in + body_out + wit + locktime, legacy


def tx_merkle(txids_internal):
    """Bitcoin's transaction Merkle tree: sha256d pairs, an odd last hash paired with itself."""
    tree = [txids_internal]
    while len(tree[-1]) > 1:
        level = list(tree[-1])
        if len(level) % 2 == 1:
            level.append(level[-1])
        tree.append([sha256d(level[i] + level[i + 1]) for i in range(0, len(level), 2)])
    return tree


def tx_branch(tree, index):
    branch = []
    for level in tree[:-1]:
        sibling = index ^ 1
        branch.append((level[sibling] if sibling < len(level) else level[index])[::-1].hex())
        index //= 2
    return branch


def anchor_vectors():
    out = []
    for case, (label, segwit, others, position) in enumerate([
        ("âncora segwit (P2WPKH) com troco, bloco de 5 transações, âncora na posição 3", True, 4, 3),
        ("âncora sem witness, bloco de 2 transações (coinbase + âncora)", False, 1, 1),
        ("âncora segwit, bloco de 7 transações, âncora por último (par consigo mesma)", True, 6, 6),
    ]):
        root = merkle_vector("", TICKET_SETS[case + 2][1])["tickets_root"]
        script = anchor_script(root)
        change = bytes.fromhex("0014") + sha256(f"troco {case}".encode())[:20]
        funding = sha256(f"entrada {case}".encode()).hex()
        witness = [[sha256(b"assinatura")[:32] + sha256(b"assinatura2")[:39], b"\x02" + sha256(b"chave")]] if segwit else None
        raw, legacy = raw_tx([(funding, 1)], [(0, script), (87_654, change)], witness)
        txid = sha256d(legacy)
        txids = [sha256d(f"outra {case} {k}".encode()) for k in range(others)]
        txids.insert(position, txid)
        tree = tx_merkle(txids)
        out.append({
            "name": label,
            "tickets_root": root,
            "anchor_script": script.hex(),
            "raw_tx": raw.hex(),
            "txid": txid[::-1].hex(),
            "block_txids": [x[::-1].hex() for x in txids],
            "index": position,
            "merkle_branch": tx_branch(tree, position),
            "merkle_root": tree[-1][0][::-1].hex(),
        })
    return out


# ---- the draw block after the anchor (§8.2) ------------------------------------------------

END = "2025-08-17T17:00:00.000Z"
END_SECONDS = calendar.timegm((2025, 8, 17, 17, 0, 0))


def draw_block_after_anchor(mediantimes, anchor_height):
    """The lowest height > anchor_height whose mediantime > end_date, or None."""
    for height, mtp in enumerate(mediantimes):
        if height > anchor_height and mtp > END_SECONDS:
            return height
    return None


DRAW_BLOCKS = [
    ("a âncora entra antes do primeiro bloco com mediantime > end_date: vale a regra do bloco da prova versão 1",
     [END_SECONDS - 600 * (10 - h) for h in range(10)] + [END_SECONDS + 1, END_SECONDS + 300], 6),
    ("ataque: blocos com carimbo no futuro deram mediantime > end_date antes do fechamento; "
     "o bloco do sorteio é o primeiro depois da âncora",
     [END_SECONDS - 600 * (6 - h) for h in range(6)] + [END_SECONDS + 5, END_SECONDS + 10, END_SECONDS + 20,
                                                        END_SECONDS + 30, END_SECONDS + 40], 8),
    ("a âncora está no último bloco: ainda não há bloco do sorteio",
     [END_SECONDS + h for h in range(1, 6)], 4),
    ("mediantime igual a end_date não basta (estritamente maior)",
     [END_SECONDS - 10, END_SECONDS, END_SECONDS, END_SECONDS + 1], 0),
]


def main():
    vectors = {
        "comment": (
            "Known-answer vectors for proof version 2 (docs/protocols/draw-v2.md), generated by vectors_v2.py with "
            "Python's hashlib and struct, independently of the TypeScript modules. merkle: leaf = "
            "sha256(0x00 || utf8('<number> <payment_hash>')), node = sha256(0x01 || left || right), ascending "
            "numbers, an odd last node carried up unchanged; path = siblings from the leaf up with their side. "
            "anchor: script 6a 24 'RIFA' root; txid = sha256d of the transaction without witness, displayed "
            "reversed; merkle_branch = Bitcoin's transaction tree siblings (display order) from the txid up, "
            "an odd last hash paired with itself. draw_block: the lowest height > anchor_height whose "
            "mediantime > end_date (mediantimes[h] is the block at height h)."
        ),
        "merkle": [merkle_vector(*v) for v in TICKET_SETS],
        "anchor": anchor_vectors(),
        "draw_block": [
            {"name": n, "end_date": END, "mediantimes": m, "anchor_height": a,
             "draw_height": draw_block_after_anchor(m, a)}
            for n, m, a in DRAW_BLOCKS
        ],
    }
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "vectors-v2.json")
    with open(path, "w", encoding="utf-8") as out:
        json.dump(vectors, out, ensure_ascii=False, indent=2)
        out.write("\n")


if __name__ == "__main__":
    main()
