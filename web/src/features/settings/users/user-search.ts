import { publicNickname, type AdminUserRow } from '@rifa/shared';

// Configurações → 'Usuários' search (docs/decisions/0014-numbers-prizes-packages.md): by nickname or e-mail.

/** Lower case without accents: 'Conceição' is found by 'conceicao'. */
const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');

/** Participants whose nickname or e-mail contains the query, ignoring case and accents. */
export function matchUsers(users: readonly AdminUserRow[], query: string): AdminUserRow[] {
  const wanted = fold(query.trim());
  if (!wanted) return [...users];
  return users.filter(
    (user) =>
      fold(publicNickname(user.id, user.nickname)).includes(wanted) ||
      fold(user.email).includes(wanted),
  );
}
