import { PASSWORD_MIN_LENGTH } from '@rifa/shared';
import { t } from '../../i18n/pt-BR.ts';
import { nameError } from '../../lib/names.ts';

// Registration validation (spec §5): every field required, password ≥ 6 characters,
// confirmPassword equal to password — else 'As senhas não coincidem' and no submit.

export interface RegistrationValues {
  name: string;
  email: string;
  btc_address: string;
  password: string;
  confirmPassword: string;
}

export type RegistrationField = keyof RegistrationValues;

interface RegistrationCheck {
  /** Messages to show now (only for fields the user already typed into). */
  errors: Partial<Record<RegistrationField, string>>;
  /** All rules hold: the submit button is enabled and submit does something. */
  valid: boolean;
}

export function validateRegistration(values: RegistrationValues): RegistrationCheck {
  const errors: Partial<Record<RegistrationField, string>> = {};
  const missing = (Object.keys(values) as RegistrationField[]).some(
    (field) => values[field].trim() === '',
  );
  const tooShort = values.password.length < PASSWORD_MIN_LENGTH;
  const mismatch = values.confirmPassword !== values.password;
  const badName = nameError(values.name);

  if (badName) errors.name = badName;
  if (values.password !== '' && tooShort)
    errors.password = t('register.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  if (values.confirmPassword !== '' && mismatch)
    errors.confirmPassword = t('register.passwordMismatch');

  return { errors, valid: !missing && !tooShort && !mismatch && !badName };
}
