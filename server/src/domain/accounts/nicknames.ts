// The public nickname's rules (docs/protocols/accounts.md#nicknames): the shared name rule, no
// e-mail, nobody's default 'Participante #<id>', nothing of the organiser's, and unique by its
// look-alike key (shared nicknames.ts), not by its letters.
import {
  imitatesDefaultNickname,
  imitatesOrganiser,
  nicknameKey,
  NICKNAME_MAX_LENGTH,
} from '@rifa/shared';
import { invalid } from '../kernel/errors.ts';
import type { NicknameChange, NicknameRow } from '../ports/index.ts';
import { displayName } from '../kernel/validate.ts';

export const NICKNAME_TAKEN = 'Este apelido já está em uso; escolha outro';
export const NICKNAME_DEFAULT = 'Apelido não pode imitar o nome padrão de outro participante';
export const NICKNAME_ORGANISER = 'Apelido não pode imitar o organizador da rifa';

export interface NicknameContext {
  /** The organiser may call themselves 'Admin' or 'Organizador'. */
  isAdmin: boolean;
  /** The admin accounts' nicknames, which no participant may take a look-alike of. */
  adminNicknames: readonly string[];
}

/** Why a stored or typed nickname may not be shown, or undefined when it may. */
function impersonation(name: string, context: NicknameContext): string | undefined {
  if (imitatesDefaultNickname(name)) return NICKNAME_DEFAULT;
  if (!context.isAdmin && imitatesOrganiser(name, context.adminNicknames)) {
    return NICKNAME_ORGANISER;
  }
  return undefined;
}

/** The nickname to store, or a 400 in pt-BR saying why not. */
export function nickname(
  value: unknown,
  context: NicknameContext = { isAdmin: false, adminNicknames: [] },
): string {
  const name = displayName(value, 'Apelido', NICKNAME_MAX_LENGTH);
  if (name.includes('@')) throw invalid('Apelido não pode conter @ (não use seu e-mail)');
  const problem = impersonation(name, context);
  if (problem) throw invalid(problem);
  return name;
}

/**
 * What the stored nicknames become under the current rule (docs/protocols/accounts.md#stored-keys):
 * each keeps its nickname with the current key, unless an account that comes first already
 * holds that key, or it poses as the organiser or as a default name — then it is cleared, and
 * its owner shows as 'Participante #<id>' until they choose another. Admins come first, then
 * accounts by id (the older account keeps a nickname two share). Only rows that change return.
 */
export function planNicknameKeys(rows: readonly NicknameRow[]): NicknameChange[] {
  const ordered = [...rows].sort((a, b) => Number(b.is_admin) - Number(a.is_admin) || a.id - b.id);
  const adminNicknames = ordered.filter((row) => row.is_admin).map((row) => row.nickname);
  const taken = new Set<string>();
  const changes: NicknameChange[] = [];
  for (const row of ordered) {
    const key = nicknameKey(row.nickname);
    if (taken.has(key) || impersonation(row.nickname, { isAdmin: row.is_admin, adminNicknames })) {
      changes.push({ id: row.id, nickname: null, key: null });
      continue;
    }
    taken.add(key);
    if (key !== row.nickname_key) changes.push({ id: row.id, nickname: row.nickname, key });
  }
  return changes;
}
