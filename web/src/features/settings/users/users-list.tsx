import { formatNumber, formatSats, publicNickname, type AdminUserRow } from '@rifa/shared';
import { KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
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
    <ul
      className="grid gap-3 md:hidden"
      aria-label={t('admin.users.caption')}
      data-testid="user-cards"
    >
      {users.map((user) => (
        <li key={user.id} className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4">
          <div className="grid min-w-0 gap-0.5">
            <span className="break-words font-medium">
              {publicNickname(user.id, user.nickname)}
            </span>
            <span className="break-all text-sm text-slate-600">{user.email}</span>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">{t('admin.users.tickets')}</dt>
            <dd className="text-right">{formatNumber(user.tickets_count)}</dd>
            <dt className="text-slate-600">{t('admin.users.spent')}</dt>
            <dd className="text-right font-medium">{formatSats(user.sats_spent)}</dd>
          </dl>
          <ResetLinkButton user={user} onResetLink={onResetLink} className="h-11" />
        </li>
      ))}
    </ul>
  );
}

export function UsersTable({ users, onResetLink }: ListProps) {
  return (
    <div className="hidden md:block">
      <Table variant="compact" className="min-w-[36rem]" data-testid="users-table">
        <TableCaption>{t('admin.users.caption')}</TableCaption>
        <TableHeader>
          <TableHead>{t('admin.users.nickname')}</TableHead>
          <TableHead>{t('admin.users.email')}</TableHead>
          <TableHead className="text-right">{t('admin.users.tickets')}</TableHead>
          <TableHead className="text-right">{t('admin.users.spent')}</TableHead>
          <TableHead>
            <span className="sr-only">{t('admin.users.actions')}</span>
          </TableHead>
        </TableHeader>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id}>
              <TableCell className="break-words">
                {publicNickname(user.id, user.nickname)}
              </TableCell>
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
        </TableBody>
      </Table>
    </div>
  );
}
