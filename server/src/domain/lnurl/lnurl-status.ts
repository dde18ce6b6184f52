// LNURL's own answer shapes (LUD-03, LUD-06): a wallet reads `status` and shows `reason`, and
// ignores HTTP status codes, so a refusal travels as this JSON rather than the API's {error}.
import type { DomainError } from '../kernel/errors.ts';

export type LnurlStatus = { status: 'OK' } | { status: 'ERROR'; reason: string };

export function lnurlOk(): LnurlStatus {
  return { status: 'OK' };
}

/** {"status":"ERROR","reason":"<pt-BR message>"} from a refusal of this folder or the domain. */
export function lnurlError(error: Pick<DomainError, 'message'>): LnurlStatus {
  return { status: 'ERROR', reason: error.message };
}
