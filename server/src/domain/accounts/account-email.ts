// The e-mail of an account, and the domain no account may have (docs/protocols/accounts.md#erased-accounts).
// Erasure leaves a placeholder under .invalid (RFC 2606: never a real address), so an e-mail
// there is refused wherever one is typed: nobody can hold an erased account's placeholder, nor
// make an erasure fail by taking it first.
import { invalid } from '../kernel/errors.ts';
import { email } from '../kernel/validate.ts';

export const RESERVED_EMAIL = 'E-mail inválido: endereços terminados em .invalid são reservados';

/** Whether the address is at .invalid, however it is written ('X@Apagado.INVALID.'). */
export function isReservedEmail(address: string): boolean {
  const domain = address
    .slice(address.lastIndexOf('@') + 1)
    .normalize('NFKC')
    .toLowerCase()
    .trim()
    .replace(/\.+$/, '');
  return domain === 'invalid' || domain.endsWith('.invalid');
}

/** A well-formed e-mail (kernel/validate.ts) that is not at a reserved domain; or a 400. */
export function accountEmail(value: unknown): string {
  const address = email(value);
  if (isReservedEmail(address)) throw invalid(RESERVED_EMAIL);
  return address;
}
