// The proof of work of registration and login (docs/protocols/limits.md): hashcash over the pure-JS
// sha256 we already ship, so the server, the SPA's Web Worker and any script agree.
// A solution is valid when sha256(utf8(challenge + ":" + nonce)) starts with `difficulty`
// zero bits (read from the first byte, most significant bit first).
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/** GET /auth/challenge, and the `challenge` of a 428 answer. */
export interface PowChallenge {
  /** Hex, at least 32 characters; issued by the server, single use. */
  challenge: string;
  /** Leading zero bits the hash must have, 0–22. */
  difficulty: number;
  /** ISO 8601; the challenge is refused after it. */
  expires_at: string;
}

/** The `pow` field of POST /auth/register and POST /auth/login. */
export interface PowSolution {
  challenge: string;
  nonce: string;
}

/** The highest difficulty a server may ask for (docs/protocols/limits.md). */
export const MAX_POW_DIFFICULTY = 22;

/** The digest a solution is judged by. */
export function powDigest(challenge: string, nonce: string): Uint8Array {
  return sha256(utf8ToBytes(`${challenge}:${nonce}`));
}

/** How many zero bits the digest starts with (256 for an all-zero digest). */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export function meetsDifficulty(challenge: string, nonce: string, difficulty: number): boolean {
  return leadingZeroBits(powDigest(challenge, nonce)) >= difficulty;
}

/**
 * Tries the nonces `from`, `from + 1`, … (in base 10) for at most `tries` hashes; the first
 * that meets the difficulty, or null. Expected work: 2^difficulty hashes. The hash state after
 * `challenge:` is computed once and copied for each nonce (the same digest as powDigest, at
 * about 2.5 times the speed).
 */
export function searchNonce(
  challenge: string,
  difficulty: number,
  from = 0,
  tries = Number.MAX_SAFE_INTEGER,
): string | null {
  const prefix = sha256.create().update(utf8ToBytes(`${challenge}:`));
  let hash = sha256.create();
  for (let n = from; n - from < tries; n++) {
    const nonce = String(n);
    hash = prefix._cloneInto(hash);
    if (leadingZeroBits(hash.update(utf8ToBytes(nonce)).digest()) >= difficulty) return nonce;
  }
  return null;
}

/** Solves a challenge in one go (a Web Worker or a script: it blocks while it runs). */
export function solvePow(challenge: PowChallenge): PowSolution {
  const nonce = searchNonce(challenge.challenge, challenge.difficulty) ?? '0';
  return { challenge: challenge.challenge, nonce };
}
