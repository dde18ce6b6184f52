import { PASSWORD_MIN_LENGTH } from '@rifa/shared';
import { t } from '../../i18n/pt-BR.ts';
import { nameError } from '../../lib/names.ts';

// Registration validation (spec §5): every field required, password ≥ 6 characters,
// confirmPassword equal to password — else 'As senhas não coincidem' and no submit. Each
// field says what is wrong with it: while typing for what was typed, and, once the person
// tries to send, for what is still missing (with what a Bitcoin address looks like).

export interface RegistrationValues {
  name: string;
  email: string;
  btc_address: string;
  password: string;
  confirmPassword: string;
}

export type RegistrationField = keyof RegistrationValues;

export const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'name',
  'email',
  'btc_address',
  'password',
  'confirmPassword',
];

interface RegistrationCheck {
  /** Messages to show now: typed fields, and missing ones once `showMissing`. */
  errors: Partial<Record<RegistrationField, string>>;
  /** All rules hold: submit sends the form. */
  valid: boolean;
}

export interface RegistrationOptions {
  /** The person tried to send: missing fields say so. */
  showMissing?: boolean;
  /** How an address of this node's network starts: 'bc1' (mainnet), 'bcrt1' in the demo. */
  addressPrefix?: string;
}

// Only a loose shape: the server checks the address against the node's network and answers
// which network it expected. This catches what is plainly not an address (an e-mail, a
// Lightning invoice, spaces in the middle).
const ADDRESS_SHAPE = /^[a-zA-Z0-9]+$/;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

export function validateRegistration(
  values: RegistrationValues,
  { showMissing = false, addressPrefix = 'bc1' }: RegistrationOptions = {},
): RegistrationCheck {
  const errors: Partial<Record<RegistrationField, string>> = {};
  const missing = REGISTRATION_FIELDS.filter((field) => values[field].trim() === '');
  const tooShort = values.password.length < PASSWORD_MIN_LENGTH;
  const mismatch = values.confirmPassword !== values.password;
  const badName = nameError(values.name);
  const email = values.email.trim();
  const badEmail = email !== '' && !EMAIL_SHAPE.test(email);
  const address = values.btc_address.trim();
  const badAddress = address !== '' && !ADDRESS_SHAPE.test(address);

  if (badName) errors.name = badName;
  if (badEmail) errors.email = t('register.emailInvalid');
  if (badAddress) errors.btc_address = t('register.btcAddressInvalid', { prefix: addressPrefix });
  if (values.password !== '' && tooShort)
    errors.password = t('register.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  if (values.confirmPassword !== '' && mismatch)
    errors.confirmPassword = t('register.passwordMismatch');
  if (showMissing) {
    const messages: Record<RegistrationField, string> = {
      name: t('register.nameMissing'),
      email: t('register.emailMissing'),
      btc_address: t('register.btcAddressMissing', { prefix: addressPrefix }),
      password: t('register.passwordMissing', { min: PASSWORD_MIN_LENGTH }),
      confirmPassword: t('register.confirmPasswordMissing'),
    };
    for (const field of missing) errors[field] = messages[field];
  }

  return {
    errors,
    valid: missing.length === 0 && !tooShort && !mismatch && !badName && !badEmail && !badAddress,
  };
}
