// The ports the domain needs from the outside world (DESIGN.md §2). Adapters implement
// them; tests pass the real adapters against the devnode, or small fakes of the node.
import type { BitcoinNetwork } from '@rifa/shared';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

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

export interface AddressValidator {
  readonly network: BitcoinNetwork;
  isValid(address: string): boolean;
}

/** Random secrets (API keys) and their one-way hashes. */
export interface SecretGenerator {
  newApiKey(): string;
  hashApiKey(key: string): string;
}
