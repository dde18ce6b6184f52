// One line of a verification report, built the same way by every check.
import type { DrawCheck, DrawCheckId } from './types.ts';

/** A check that passes when no problem was found: the problems, or what was confirmed. */
export function checkOf(
  id: DrawCheckId,
  label_ptBR: string,
  problems: readonly string[],
  /** Built only when the check passes: a failed input may not even have the fields. */
  confirmed: () => string,
): DrawCheck {
  return {
    id,
    ok: problems.length === 0,
    label_ptBR,
    detail: problems.length > 0 ? problems.join('; ') : confirmed(),
  };
}
