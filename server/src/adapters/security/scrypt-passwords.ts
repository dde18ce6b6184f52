// Password hashes with node's scrypt (docs/architecture.md): `scrypt$N$r$p$salt$hash`, so the
// cost can be raised later without breaking existing hashes.
import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import type { PasswordHasher } from '../../domain/ports/index.ts';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

const KEY_LENGTH = 32;

/** cost 2^14 (16 MiB, ~30–50 ms): OWASP's scrypt minimum; tests may lower it for speed. */
export function createScryptPasswords(cost = 1 << 14): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, {
        N: cost,
        r: 8,
        p: 1,
        maxmem: 64 * 1024 * 1024,
      });
      return ['scrypt', cost, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    },
    async verify(password, stored) {
      const [scheme, n, r, p, salt, hash] = stored.split('$');
      if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
      const expected = Buffer.from(hash, 'base64');
      const key = await scrypt(
        password.normalize('NFKC'),
        Buffer.from(salt, 'base64'),
        expected.length,
        {
          N: Number(n),
          r: Number(r),
          p: Number(p),
          maxmem: 64 * 1024 * 1024,
        },
      );
      return key.length === expected.length && timingSafeEqual(key, expected);
    },
  };
}
