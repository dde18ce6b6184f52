import { formatNumber, formatSats, publicNickname, type AdminUserRow } from '@rifa/shared';
import { KeyRound } from 'lucide-react';
import { CardFacts, RowCards } from '../../../components/row-cards.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, TableCell, TableRow } from '../../../components/ui/table.tsx';
import { t } from '../../../i18n/pt-BR.ts';

// The participants of Configurações → 'Usuários' (docs/decisions/0014-numbers-prizes-packages.md): nickname, e-mail, paid tickets,
// sats spent and a one-time reset link. Cards on phones (no sideways scroll at 390 px), a
// table from md up, as Dashboard → Transações does.

interface ListProps {
  users: AdminUserRow[];
  onResetLink(user: AdminUserRow): void;
}

function ResetLinkButton({
  user,
  onResetLink,
  className,
}: {
  user: AdminUserRow;
  onResetLink(user: AdminUserRow): void;
  className?: string;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      aria-label={t('admin.users.resetLinkFor', { name: publicNickname(user.id, user.nickname) })}
      onClick={() => onResetLink(user)}
    >
      <KeyRound aria-hidden="true" />
      {t('admin.resetLink')}
    </Button>
  );
}

export function UserCards({ users, onResetLink }: ListProps) {
  return (
    <RowCards
      label={t('admin.users.caption')}
      data-testid="user-cards"
      rows={users}
      rowKey={(user) => user.id}
    >
      {(user) => (
        <>
          <div className="grid min-w-0 gap-0.5">
            <span className="break-words font-medium">
              {publicNickname(user.id, user.nickname)}
            </span>
            <span className="break-all text-sm text-slate-600">{user.email}</span>
          </div>
          <CardFacts
            facts={[
              { label: t('admin.users.tickets'), value: formatNumber(user.tickets_count) },
              { label: t('admin.users.spent'), value: formatSats(user.sats_spent), strong: true },
            ]}
          />
          <ResetLinkButton user={user} onResetLink={onResetLink} className="h-11" />
        </>
      )}
    </RowCards>
  );
}

export function UsersTable({ users, onResetLink }: ListProps) {
  return (
    <div className="hidden md:block">
      <DataTable
        variant="compact"
        className="min-w-[36rem]"
        data-testid="users-table"
        caption={t('admin.users.caption')}
        columns={[
          { label: t('admin.users.nickname') },
          { label: t('admin.users.email') },
          { label: t('admin.users.tickets'), className: 'text-right' },
          { label: t('admin.users.spent'), className: 'text-right' },
          { label: t('admin.users.actions'), hidden: true },
        ]}
      >
        {users.map((user) => (
          <TableRow key={user.id}>
            <TableCell className="break-words">{publicNickname(user.id, user.nickname)}</TableCell>
            <TableCell className="break-all">{user.email}</TableCell>
            <TableCell className="text-right">{formatNumber(user.tickets_count)}</TableCell>
            <TableCell className="whitespace-nowrap text-right">
              {formatSats(user.sats_spent)}
            </TableCell>
            <TableCell className="text-right">
              <ResetLinkButton user={user} onResetLink={onResetLink} />
            </TableCell>
          </TableRow>
        ))}
      </DataTable>
    </div>
  );
}
