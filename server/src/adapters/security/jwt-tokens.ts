// JWT sessions (docs/protocols/http-api.md#authentication-and-roles): HS256 only, 7 days, secret per install.
import jwt from 'jsonwebtoken';
import type { TokenClaims, TokenSigner } from '../../domain/ports/index.ts';

export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export function createJwtTokens(secret: string, ttlSeconds = TOKEN_TTL_SECONDS): TokenSigner {
  return {
    sign({ userId, tokenVersion }) {
      return jwt.sign({ tv: tokenVersion }, secret, {
        algorithm: 'HS256',
        expiresIn: ttlSeconds,
        subject: String(userId),
      });
    },
    verify(token): TokenClaims | null {
      try {
        // Pinning the algorithm refuses alg:none and algorithm-confusion tokens.
        const payload = jwt.verify(token, secret, { algorithms: ['HS256'] });
        if (typeof payload === 'string' || !payload.sub || !/^\d+$/.test(payload.sub)) return null;
        const tokenVersion = typeof payload.tv === 'number' ? payload.tv : -1;
        return { userId: Number(payload.sub), tokenVersion };
      } catch {
        return null;
      }
    },
  };
}
