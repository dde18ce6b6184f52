// Passwords, session tokens and API keys: the crypto the domain delegates (docs/protocols/http-api.md#authentication-and-roles).
import type { BitcoinNetwork } from '@rifa/shared';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
}

export interface TokenSigner {
  sign(claims: TokenClaims): string;
  /** Returns null for a bad signature, a wrong algorithm, an expired or malformed token. */
  verify(token: string): TokenClaims | null;
}

/** Random secrets (API keys) and their one-way hashes. */
export interface SecretGenerator {
  newApiKey(): string;
  hashApiKey(key: string): string;
  /** docs/decisions/0014-numbers-prizes-packages.md: a recovery code people can write down (e.g. 'ABCD-EFGH-JKMN-PQRS-TVWX'). */
  newRecoveryCode(): string;
  /** docs/decisions/0014-numbers-prizes-packages.md: the token of a one-time password reset link (URL-safe). */
  newResetToken(): string;
}

/** Bitcoin addresses of the configured network (bech32, bech32m, base58). */
export interface AddressValidator {
  readonly network: BitcoinNetwork;
  isValid(address: string): boolean;
}

/**
 * Authenticates the proof-of-work challenges the server hands out (docs/protocols/limits.md), so none
 * needs storing until it is used: a MAC under a secret of this process.
 */
export interface ChallengeSigner {
  randomHex(bytes: number): string;
  /** The MAC of `data`, 32 hex characters. */
  sign(data: string): string;
  /** Whether `mac` is sign(data), compared in constant time. */
  verify(data: string, mac: string): boolean;
}
