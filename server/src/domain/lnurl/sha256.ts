// sha256 of a string's UTF-8 bytes, hex: the metadata's description_hash (LUD-06), and how the
// ticket page's secret and a withdraw link's k1 are kept (docs/protocols/lnurl.md).
import { createHash } from 'node:crypto';

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
