// Which Content-Encoding to answer with, from the request's Accept-Encoding (RFC 9110
// §12.5.3) and the encodings a response is available in. Pure, so it is tested by vectors
// (content-encoding.test.ts) and shared by the precompressed static files, the cached public
// list and the compressed-bytes cache the server-rendered pages can use (docs/decisions/0013-built-for-tor.md: Tor links
// carry tens of KB/s, so every byte counts).

export type Encoding = 'br' | 'gzip';
/** What a response can be sent as: one of our encodings, or the bytes as they are. */
export type Coding = Encoding | 'identity';

/** Our preference when the client weighs several codings the same: br is 15–20% smaller. */
const PREFERENCE: readonly Coding[] = ['br', 'gzip', 'identity'];

/** Parses `gzip;q=0.8, br, *;q=0` into coding → q (lowercase names, q in [0, 1]). */
export function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([01](?:\.\d{0,3})?)$/i.exec(param);
      if (match) q = Math.min(1, Number(match[1]));
    }
    const coding = name.toLowerCase();
    // A coding named twice keeps its highest weight (lenient: the header is invalid anyway).
    weights.set(coding, Math.max(q, weights.get(coding) ?? 0));
  }
  return weights;
}

/**
 * The coding to send, among `available` (identity is always available). With no header every
 * coding is acceptable but identity is what we send (a client that says nothing may not
 * decode). `*` covers codings the header does not name; identity is acceptable unless refused
 * by `identity;q=0` or `*;q=0` without identity named — then, with nothing else acceptable,
 * identity is still sent (RFC 9110 lets a server ignore the header rather than answer 406).
 */
export function chooseEncoding(
  acceptEncoding: string | string[] | undefined,
  available: readonly Encoding[],
): Coding {
  if (acceptEncoding === undefined) return 'identity';
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  const weights = parseAcceptEncoding(header);
  const star = weights.get('*');
  // Unnamed identity weighs as little as the least wanted coding the client named, so that
  // `gzip;q=0.5` still means gzip (what the negotiator package behind Express does too).
  const listed = [...weights.values()].filter((q) => q > 0);
  const implicitIdentity = listed.length > 0 ? Math.min(...listed) : 1;
  const weight = (coding: Coding): number => {
    const named = weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined);
    if (named !== undefined) return named;
    if (star !== undefined) return star;
    return coding === 'identity' ? implicitIdentity : 0;
  };
  let best: Coding = 'identity';
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    if (coding !== 'identity' && !available.includes(coding)) continue;
    const q = weight(coding);
    if (q > bestWeight) {
      best = coding;
      bestWeight = q;
    }
  }
  return best;
}
