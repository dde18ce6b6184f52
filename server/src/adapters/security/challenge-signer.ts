// HMAC-SHA256 (truncated to 128 bits) under a random secret of this process: the proof-of-work
// challenges (docs/protocols/limits.md) live 2 minutes, so a restart invalidating them costs nothing.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ChallengeSigner } from '../../domain/ports/index.ts';

export function createChallengeSigner(secret: Buffer = randomBytes(32)): ChallengeSigner {
  const mac = (data: string) => createHmac('sha256', secret).update(data).digest().subarray(0, 16);
  return {
    randomHex: (bytes) => randomBytes(bytes).toString('hex'),
    sign: (data) => mac(data).toString('hex'),
    verify(data, given) {
      if (!/^[0-9a-f]{32}$/.test(given)) return false;
      return timingSafeEqual(mac(data), Buffer.from(given, 'hex'));
    },
  };
}
