// Input validation shared by the draw functions. Every rule here removes an ambiguity an
// auditor would otherwise have to guess about (docs/protocols/draw.md: "follow it to the letter").

/** Bad input to a draw function; the message is pt-BR and names the offending value. */
export class DrawInputError extends Error {
  override name = 'DrawInputError';
}

const LOWER_HEX_64 = /^[0-9a-f]{64}$/;

/** 64 lowercase hex characters: a block hash or payment hash exactly as bitcoind/LND print it. */
export function isLowerHex64(value: unknown): value is string {
  return typeof value === 'string' && LOWER_HEX_64.test(value);
}

/** Block hashes are hashed as text, so 'ABC…' and 'abc…' would draw differently: only the
 *  64 lowercase hex characters bitcoind prints are accepted (docs/protocols/draw.md). */
export function assertBlockHash(blockHash: unknown): asserts blockHash is string {
  if (!isLowerHex64(blockHash)) {
    throw new DrawInputError(
      `hash de bloco inválido: ${JSON.stringify(blockHash)} (esperado: 64 caracteres hexadecimais minúsculos, como o bitcoind imprime)`,
    );
  }
}

/** A ticket number: a positive integer that a JS number represents exactly. */
export function isTicketNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;
}

/** Lone UTF-16 surrogates have no UTF-8 encoding (TextEncoder would silently write U+FFFD). */
const LONE_SURROGATE = /\p{Cs}/u;

export function assertDrawId(drawId: unknown): asserts drawId is string {
  if (typeof drawId !== 'string' || drawId.length === 0) {
    throw new DrawInputError(
      `draw_id inválido: ${JSON.stringify(drawId)} (esperado: texto não vazio)`,
    );
  }
  if (LONE_SURROGATE.test(drawId)) {
    throw new DrawInputError(
      'draw_id inválido: contém um caractere UTF-16 sem par (não tem codificação UTF-8)',
    );
  }
}

/**
 * Paid ticket numbers in ascending order, validated: positive safe integers, no repeats, at
 * least one. Returns the input itself when it is already strictly ascending (the usual case:
 * the server lists tickets by number), so the check costs one pass.
 */
export function ascendingTicketNumbers(numbers: readonly number[]): readonly number[] {
  if (!Array.isArray(numbers) || numbers.length === 0) {
    throw new DrawInputError(
      'lista de bilhetes pagos vazia: com N = 0 não há sorteio (docs/protocols/draw.md)',
    );
  }
  let ascending = true;
  for (let k = 0; k < numbers.length; k++) {
    const value = numbers[k];
    if (!isTicketNumber(value)) {
      throw new DrawInputError(
        `número de bilhete inválido: ${JSON.stringify(value)} (esperado: inteiro ≥ 1)`,
      );
    }
    if (k > 0 && value <= (numbers[k - 1] as number)) ascending = false;
  }
  if (ascending) return numbers;
  const sorted = [...numbers].sort((a, b) => a - b);
  for (let k = 1; k < sorted.length; k++) {
    if (sorted[k] === sorted[k - 1]) throw new DrawInputError(`bilhete nº ${sorted[k]} repetido`);
  }
  return sorted;
}
