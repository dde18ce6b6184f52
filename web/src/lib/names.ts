import { checkName, NAME_MAX_LENGTH, type NameProblem } from '@rifa/shared';
import { t } from '../i18n/pt-BR.ts';

// The forms' side of the name rule (shared names.ts, docs/decisions/0013-built-for-tor.md): the server refuses the same
// names with a 400, so the forms say why before sending, and send the cleaned name.

const MESSAGES: Record<Exclude<NameProblem, 'empty'>, () => string> = {
  invisible: () => t('name.invisible'),
  control: () => t('name.control'),
  bidi: () => t('name.bidi'),
  too_long: () => t('name.tooLong', { max: NAME_MAX_LENGTH }),
};

/** Why a typed name would be refused; nothing while it is empty (the field is just required). */
export function nameError(value: string): string | undefined {
  const checked = checkName(value);
  return checked.ok || checked.problem === 'empty' ? undefined : MESSAGES[checked.problem]();
}

/** The name as the server stores it (NFC, invisible characters stripped), or null if refused. */
export function cleanName(value: string): string | null {
  const checked = checkName(value);
  return checked.ok ? checked.name : null;
}
