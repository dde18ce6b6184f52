// Per-install secrets kept in DATA_DIR (docs/protocols/http-api.md#authentication-and-roles) and admin API keys.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SecretGenerator } from '../../domain/ports/index.ts';
import { ensurePrivateDir, makePrivate } from './private-files.ts';

/** Reads DATA_DIR/<name>, creating it with a random value (mode 0600) on first start. */
export function readOrCreateSecret(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, name);
  try {
    const value = fs.readFileSync(file, 'utf8').trim();
    makePrivate(file);
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  ensurePrivateDir(dataDir);
  const value = make();
  // 'wx' never overwrites: if another process won the race, read its value instead.
  try {
    fs.writeFileSync(file, `${value}\n`, { mode: 0o600, flag: 'wx' });
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
}

export const randomSecret = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Lowercase hex of random bytes (names such as the install id in LND labels). */
export const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');

/** A readable generated password: 20 base64url characters (120 bits). */
export const generatePassword = () => randomBytes(15).toString('base64url');

export const apiKeySecrets: SecretGenerator = {
  newApiKey: () => `rr_${randomBytes(32).toString('base64url')}`,
  // The key has 256 bits of entropy, so a plain sha256 is enough to store it safely.
  hashApiKey: (key) => createHash('sha256').update(key).digest('hex'),
  // 20 symbols of Crockford's base32 (no I, L, O, U): 100 bits, so sha256 stores it safely too.
  newRecoveryCode: () => {
    const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    const symbols = Array.from(randomBytes(20), (byte) => alphabet[byte & 31]).join('');
    return symbols.match(/.{4}/g)!.join('-');
  },
  newResetToken: () => randomBytes(32).toString('base64url'),
};
