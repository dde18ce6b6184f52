#!/usr/bin/env python3
"""Generates vectors.json: known-answer vectors for the draw (docs/protocols/draw.md , docs/protocols/draw.md#several-prizes).

Independent of the TypeScript module on purpose: Python's hashlib and int() compute every
expected value, so a bug in the module cannot leak into its own reference answers.
Run from anywhere: python3 shared/src/draw/vectors.py  (rewrites vectors.json beside it).
"""

import calendar
import hashlib
import json
import os
import unicodedata


def sha256_hex(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def synthetic_hash(prefix: str, label: str) -> str:
    """A reproducible, realistic-looking 64-hex block hash (not a real block unless noted)."""
    return (prefix + sha256_hex(label.encode()))[:64]


def payment_hash(label: str) -> str:
    return sha256_hex(("pagamento " + label).encode())


GENESIS = "000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f"  # real: mainnet block 0

DRAWS = [
    ("N = 1 (um único bilhete sempre vence); hash real do bloco gênese da mainnet", GENESIS, "1", [1], None),
    ("hash no estilo da mainnet com zeros à esquerda (fictício), N = 1000",
     synthetic_hash("00000000000000000002", "vetor mainnet 1"), "42", None, 1000),
    ("draw_id com acentos em NFC (ç = U+00E7, ã = U+00E3, ü = U+00FC)",
     synthetic_hash("000000000000000000013", "vetor acentos"), unicodedata.normalize("NFC", "sorteio-ação-ü"), None, 100),
    ("mesmo draw_id em NFD (letra + acento combinante): outros bytes, outro resultado; sem normalização",
     synthetic_hash("000000000000000000013", "vetor acentos"), unicodedata.normalize("NFD", "sorteio-ação-ü"), None, 100),
    ("draw_id com emoji fora do BMP (4 bytes em UTF-8) e seletor de variação",
     synthetic_hash("0000000000000000000", "vetor emoji"), "rifa-🎟️", None, 9),
    ("N = 2^32 + 1 (maior que 32 bits; numeração 1..N)",
     synthetic_hash("00000000000000000001", "vetor 2^32"), "7", None, 2**32 + 1),
    ("N = 2^53 − 1 (maior N exato em número JavaScript; numeração 1..N)",
     synthetic_hash("00000000000000000003", "vetor 2^53"), "9007199254740991", None, 2**53 - 1),
    ("números pagos não contíguos, dados fora de ordem (o vencedor é o i-ésimo em ordem crescente)",
     synthetic_hash("0000000000000000000", "vetor nao contiguo"), "15", [42, 3, 100, 7, 15, 8, 1000000], None),
    ("números pares (escolhidos pelos compradores), N = 6",
     synthetic_hash("0000000000000000000", "vetor pares"), "8", [2, 4, 6, 8, 10, 12], None),
    ("N = 2, hash no estilo regtest (sem zeros à esquerda)",
     synthetic_hash("", "vetor regtest 2"), "23", None, 2),
    ("N = 3, hash no estilo regtest", synthetic_hash("", "vetor regtest 3"), "14", None, 3),
    ("hash extremo: todos os bits 1", "f" * 64, "5", None, 10),
    ("hash extremo: todos os bits 0", "0" * 64, "6", None, 1000000),
]

# docs/protocols/draw.md#several-prizes, several prizes: (name, block_hash, draw_id, paid_numbers or None for 1..N, N, P)
PRIZE_DRAWS = [
    ("1 prêmio: idêntico ao sorteio de um prêmio", synthetic_hash("00000000000000000002", "vetor mainnet 1"), "42", None, 1000, 1),
    ("3 prêmios, 10 bilhetes numerados 1..10", synthetic_hash("0000000000000000000", "premios 3"), "17", None, 10, 3),
    ("3 prêmios, só 2 bilhetes pagos: a 3ª posição não é sorteada",
     synthetic_hash("0000000000000000000", "premios N<P"), "5", [4, 9], None, 3),
    ("5 prêmios, 1 bilhete: só a 1ª posição é sorteada", synthetic_hash("", "premios N=1"), "8", [7], None, 5),
    ("N = P = 4: todos os bilhetes ganham, a última posição tem um só candidato",
     synthetic_hash("", "premios N=P"), "31", [2, 3, 5, 11], None, 4),
    ("12 prêmios (posição 10 e seguintes: k com dois dígitos), números não contíguos fora de ordem",
     synthetic_hash("00000000000000000001", "premios 12"), "99",
     [500, 12, 7, 1000001, 33, 2, 90, 41, 8, 77, 64, 3, 19, 250, 6], None, 12),
    ("draw_id com acentos (NFC), 3 prêmios", synthetic_hash("000000000000000000013", "premios acentos"),
     unicodedata.normalize("NFC", "sorteio-ação"), None, 50, 3),
]

TICKET_SETS = [
    ("nenhum bilhete (N = 0): sha256 da string vazia", []),
    ("um bilhete", [(1, payment_hash("a"))]),
    ("uma compra de 3 bilhetes (mesmo payment_hash) e outra de 1, dados fora de ordem",
     [(3, payment_hash("b")), (4, payment_hash("c")), (1, payment_hash("b")), (2, payment_hash("b"))]),
    ("12 bilhetes: ordem numérica (10 vem depois de 9, não depois de 1)",
     [(n, payment_hash(str(n))) for n in [10, 2, 11, 1, 9, 12, 3, 8, 4, 7, 5, 6]]),
    ("números grandes e não contíguos", [(1000001, payment_hash("x")), (999999, payment_hash("y")), (1000000, payment_hash("z"))]),
]

END = "2025-08-17T17:00:00.000Z"  # 17/08/2025 14:00 in Brasília (UTC−3)
END_SECONDS = calendar.timegm((2025, 8, 17, 17, 0, 0))
AFTER_CLOSE = [
    (END_SECONDS - 1, END, False),
    (END_SECONDS, END, False),  # equal is not after: strictly greater
    (END_SECONDS + 1, END, True),
    (END_SECONDS, "2025-08-17T14:00:00-03:00", False),  # same instant with an offset
    (END_SECONDS + 1, "2025-08-17T14:00:00-03:00", True),
    (END_SECONDS, "2025-08-17T17:00:00.500Z", False),  # a fraction of a second after the mediantime
    (END_SECONDS + 1, "2025-08-17T17:00:00.500Z", True),
]


def draw_vector(name, block_hash, draw_id, paid, count):
    message = (block_hash + draw_id).encode("utf-8")
    digest = sha256_hex(message)
    n = int(digest, 16)  # big-endian unsigned
    numbers = sorted(paid) if paid is not None else None
    count = len(numbers) if numbers is not None else count
    index = n % count
    winner = numbers[index] if numbers is not None else index + 1
    return {
        "name": name,
        "block_hash": block_hash,
        "draw_id": draw_id,
        "draw_id_utf8_hex": draw_id.encode("utf-8").hex(),
        "paid_numbers": paid,
        "tickets_count": count,
        "digest": digest,
        "n": str(n),
        "index": index,
        "winning_ticket": winner,
    }


def prize_vector(name, block_hash, draw_id, paid, count, prizes):
    numbers = sorted(paid) if paid is not None else list(range(1, count + 1))
    remaining = list(numbers)
    winners = []
    for k in range(1, prizes + 1):
        if not remaining:
            break
        text = block_hash + draw_id if k == 1 else block_hash + draw_id + "#" + str(k)
        digest = sha256_hex(text.encode("utf-8"))
        n = int(digest, 16)
        index = n % len(remaining)
        winners.append({
            "position": k,
            "message": text,
            "digest": digest,
            "n": str(n),
            "tickets_count": len(remaining),
            "index": index,
            "winning_ticket": remaining[index],
        })
        del remaining[index]
    return {
        "name": name,
        "block_hash": block_hash,
        "draw_id": draw_id,
        "draw_id_utf8_hex": draw_id.encode("utf-8").hex(),
        "paid_numbers": paid,
        "tickets_count": len(numbers),
        "prizes": prizes,
        "winners": winners,
        "not_awarded": list(range(len(winners) + 1, prizes + 1)),
    }


def tickets_vector(name, tickets):
    lines = "".join(f"{number} {h}\n" for number, h in sorted(tickets))
    return {
        "name": name,
        "tickets": [{"number": number, "payment_hash": h} for number, h in tickets],
        "lines": lines,
        "tickets_hash": sha256_hex(lines.encode("utf-8")),
    }


def main():
    vectors = {
        "comment": (
            "Known-answer vectors for the draw of docs/protocols/draw.md, generated by vectors.py with Python's "
            "hashlib and int(), independently of the TypeScript module. draw: n = int(sha256(utf8(block_hash + "
            "draw_id)), big-endian), index = n mod N, winning_ticket = ascending(paid_numbers)[index]; "
            "paid_numbers null means tickets numbered 1..tickets_count (winning_ticket = index + 1). "
            "prizes (docs/protocols/draw.md#several-prizes): position 1 as draw; position k >= 2 hashes block_hash + draw_id + '#' + k and "
            "picks index n mod (N - k + 1) among the paid numbers not yet drawn, ascending; not_awarded lists "
            "positions beyond N. "
            "Block hashes are synthetic (sha256 of a label, behind a zero prefix) except the mainnet genesis."
        ),
        "draw": [draw_vector(*v) for v in DRAWS],
        "prizes": [prize_vector(*v) for v in PRIZE_DRAWS],
        "tickets_hash": [tickets_vector(*v) for v in TICKET_SETS],
        "after_close": [{"mediantime": m, "end_date": e, "after": a} for m, e, a in AFTER_CLOSE],
    }
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "vectors.json")
    with open(path, "w", encoding="utf-8") as out:
        json.dump(vectors, out, ensure_ascii=False, indent=2)
        out.write("\n")


if __name__ == "__main__":
    main()
