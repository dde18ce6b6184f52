// The origin a request reached us at ('http://abc….onion', 'https://rifa.exemplo'), for links
// handed to wallets (docs/protocols/lnurl.md). req.protocol follows X-Forwarded-Proto only
// behind TRUST_PROXY hops; a Host header that is no host falls back to localhost.
import type { Request } from 'express';

export function requestOrigin(req: Request): string {
  try {
    const url = new URL(`${req.protocol}://${req.host}`);
    return url.origin;
  } catch {
    return `${req.protocol}://localhost`;
  }
}
