import {
  checkName,
  NICKNAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type ProfileUpdateInput,
  type User,
} from '@rifa/shared';
import { t } from '../../i18n/pt-BR.ts';
import { cleanName, nameError } from '../../lib/names.ts';

// The profile form's rules ('Editar Perfil', docs/protocols/http-api.md#authentication-and-roles).

export interface ProfileValues {
  name: string;
  btc_address: string;
  /** docs/decisions/0014-numbers-prizes-packages.md: the public nickname; empty goes back to 'Participante #<id>'. */
  nickname: string;
  /** docs/protocols/lnurl.md#lightning-address-payouts: name@domain; empty clears it. */
  lightning_address: string;
  current_password: string;
  new_password: string;
  confirm_password: string;
}

/** What PUT /user/me receives: only changed fields; a new password needs the current one. */
export function profileUpdate(user: User, values: ProfileValues): ProfileUpdateInput {
  const input: ProfileUpdateInput = {};
  const name = cleanName(values.name) ?? values.name.trim();
  if (name !== user.name) input.name = name;
  if (values.btc_address.trim() !== user.btc_address) input.btc_address = values.btc_address.trim();
  const nickname =
    values.nickname.trim() === '' ? null : (cleanName(values.nickname) ?? values.nickname.trim());
  if (nickname !== user.nickname) input.nickname = nickname;
  // The server keeps it lower-cased and judges it (LUD-16), naming the field when it refuses.
  const address = values.lightning_address.trim().toLowerCase() || null;
  if (address !== user.lightning_address) input.lightning_address = address;
  if (values.new_password) {
    input.current_password = values.current_password;
    input.new_password = values.new_password;
  }
  return input;
}

export function profileErrors(values: ProfileValues): Partial<Record<keyof ProfileValues, string>> {
  const errors: Partial<Record<keyof ProfileValues, string>> = {};
  const badName = nameError(values.name);
  if (badName) errors.name = badName;
  if (values.nickname.trim() !== '') {
    const checked = checkName(values.nickname, NICKNAME_MAX_LENGTH);
    if (!checked.ok && checked.problem === 'too_long')
      errors.nickname = t('name.tooLong', { max: NICKNAME_MAX_LENGTH });
    else errors.nickname = nameError(values.nickname);
    if (!errors.nickname && values.nickname.includes('@'))
      errors.nickname = t('profile.nicknameEmail');
    if (!errors.nickname) delete errors.nickname;
  }
  if (values.new_password) {
    if (values.new_password.length < PASSWORD_MIN_LENGTH)
      errors.new_password = t('register.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
    if (!values.current_password) errors.current_password = t('profile.currentPasswordRequired');
  }
  if (values.confirm_password && values.confirm_password !== values.new_password)
    errors.confirm_password = t('register.passwordMismatch');
  return errors;
}
