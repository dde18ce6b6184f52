import {
  formatDateTime,
  formatNumber,
  type AdminUserRow,
  type ResetLinkResponse,
} from '@rifa/shared';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useAsync } from '../../../hooks/use-async.ts';
import { useToast } from '../../../hooks/use-toast.tsx';
import { t } from '../../../i18n/pt-BR.ts';
import { settingsApi } from '../api.ts';
import { matchUsers } from './user-search.ts';
import { UserCards, UsersTable } from './users-list.tsx';
import { WideCard } from '../wide-card.tsx';

/**
 * 'Usuários': how many accounts there are and the participants with their tickets and sats
 * spent, each with a one-time password reset link (docs/decisions/0014-numbers-prizes-packages.md: there is no e-mail server; the
 * admin hands the link to the person).
 */
export function UsersCard() {
  const users = useAsync((signal) => settingsApi.listUsers(signal));
  const toast = useToast();
  const [link, setLink] = useState<(ResetLinkResponse & { userId: number }) | null>(null);
  const [query, setQuery] = useState('');
  // The total counts the rows listed: participants (deleted accounts never reach the list).
  const participants = (users.data ?? []).filter((row) => !row.is_admin);
  const shown = matchUsers(participants, query);

  const issue = async (user: AdminUserRow) => {
    try {
      setLink({ ...(await settingsApi.resetLink(user.id)), userId: user.id });
    } catch (error) {
      toast({
        title: t('admin.resetLinkError'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <WideCard title={t('admin.settings.usersTitle')} contentClassName="grid gap-3">
      <p data-testid="users-total">
        {users.data
          ? t('admin.settings.usersTotal', { n: formatNumber(participants.length) })
          : users.loading
            ? t('common.loading')
            : t('admin.settings.usersUnavailable')}
      </p>
      {link && (
        <div
          role="status"
          className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-3"
        >
          <p className="font-medium">{t('admin.resetLinkTitle')}</p>
          <p className="text-sm">
            {t('admin.resetLinkText', { date: formatDateTime(link.expires_at) })}
          </p>
          <code className="break-all text-xs" data-testid="reset-link">
            {`${window.location.origin}${link.url}`}
          </code>
        </div>
      )}
      {participants.length > 0 && (
        <FormField
          id="users-search"
          label={t('admin.users.search')}
          type="search"
          fieldClassName="md:max-w-md"
          autoComplete="off"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      )}
      {users.data && participants.length === 0 && (
        <p className="text-sm text-slate-600">{t('admin.users.none')}</p>
      )}
      {participants.length > 0 && shown.length === 0 && (
        <p className="text-sm text-slate-600" role="status">
          {t('admin.users.noMatch', { query: query.trim() })}
        </p>
      )}
      {shown.length > 0 && (
        <>
          <UserCards users={shown} onResetLink={(user) => void issue(user)} />
          <UsersTable users={shown} onResetLink={(user) => void issue(user)} />
        </>
      )}
    </WideCard>
  );
}
