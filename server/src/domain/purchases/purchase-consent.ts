// An account's first purchase carries its consent (docs/protocols/payment.md#consent-before-the-first-purchase):
// it accepts the raffle's rules and says it is 18 or older. Asked once per account.
import { invalid } from '../kernel/errors.ts';
import type { UserRecord } from '../ports/index.ts';

export const TERMS_REQUIRED = 'Aceite o regulamento para comprar (accept_terms)';
export const ADULT_REQUIRED = 'Confirme que você tem 18 anos ou mais (adult)';

/**
 * Whether this purchase gives the account's consent, to be recorded; false when it was given
 * before. Throws the 400 naming the missing field when it is needed and absent.
 */
export function consentToRecord(
  user: Pick<UserRecord, 'purchase_consent_at'>,
  input: Record<string, unknown>,
): boolean {
  if (user.purchase_consent_at) return false;
  if (input.accept_terms !== true) throw invalid(TERMS_REQUIRED, 'accept_terms');
  if (input.adult !== true) throw invalid(ADULT_REQUIRED, 'adult');
  return true;
}
