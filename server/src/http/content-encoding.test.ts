// Accept-Encoding negotiation (RFC 9110 §12.5.3), as vectors: header, encodings the response
// has → the coding sent. docs/decisions/0013-built-for-tor.md: br before gzip, q-values respected, identity otherwise.
import { describe, expect, it } from 'vitest';
import { chooseEncoding, type Coding, type Encoding } from './content-encoding.ts';

const BOTH: Encoding[] = ['br', 'gzip'];

const VECTORS: [header: string | undefined, available: Encoding[], expected: Coding][] = [
  // What browsers send: br preferred over gzip.
  ['gzip, deflate, br, zstd', BOTH, 'br'],
  ['gzip, deflate', BOTH, 'gzip'],
  ['br', BOTH, 'br'],
  // No header, an empty one, or only codings we lack: the bytes as they are.
  [undefined, BOTH, 'identity'],
  ['', BOTH, 'identity'],
  ['deflate, zstd', BOTH, 'identity'],
  ['identity', BOTH, 'identity'],
  // q-values decide; ties go to our preference.
  ['br;q=0.5, gzip', BOTH, 'gzip'],
  ['br;q=0.9, gzip;q=0.9', BOTH, 'br'],
  ['gzip;q=1.0, br;q=0.999', BOTH, 'gzip'],
  ['br;q=0, gzip', BOTH, 'gzip'],
  ['br;q=0, gzip;q=0', BOTH, 'identity'],
  // Only what the response has.
  ['br, gzip', ['gzip'], 'gzip'],
  ['br', ['gzip'], 'identity'],
  ['br, gzip', [], 'identity'],
  // Unnamed identity weighs as the least wanted named coding: gzip;q=0.5 still means gzip.
  ['gzip;q=0.5', BOTH, 'gzip'],
  ['gzip;q=0.5, identity', BOTH, 'identity'],
  ['gzip;q=0.5, identity;q=0.4', BOTH, 'gzip'],
  // The wildcard covers what the header does not name.
  ['*', BOTH, 'br'],
  ['*;q=0.1, br;q=0', BOTH, 'gzip'],
  ['*;q=0', BOTH, 'identity'],
  ['identity;q=0, gzip', BOTH, 'gzip'],
  // Case, spaces and the legacy name.
  ['GZIP , BR ; Q=0.8', BOTH, 'gzip'],
  ['x-gzip', BOTH, 'gzip'],
  // Garbage is ignored, not an error.
  ['br;q=abc', BOTH, 'br'],
  [',,;q=1, gzip', BOTH, 'gzip'],
];

describe('chooseEncoding', () => {
  it.each(VECTORS)('Accept-Encoding %j with %j → %s', (header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected);
  });

  it('reads a header repeated as several lines as one list', () => {
    expect(chooseEncoding(['gzip;q=0.5', 'br'], BOTH)).toBe('br');
  });
});
