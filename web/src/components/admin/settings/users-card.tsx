import { formatDateTime, formatNumber, publicNickname, type ResetLinkResponse } from '@rifa/shared';
import { useState } from 'react';
import { accountApi } from '../../../api/account.ts';
import { api, errorMessage } from '../../../api/client.ts';
import { useAsync } from '../../../hooks/use-async.ts';
import { useToast } from '../../../hooks/use-toast.tsx';
import { t } from '../../../i18n/pt-BR.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card.tsx';

/**
 * 'Usuários': how many accounts there are and, per participant, a one-time password reset
 * link (issue 14: there is no e-mail server; the admin hands the link to the person).
 */
export function UsersCard() {
  const users = useAsync((signal) => api.listUsers(signal));
  const toast = useToast();
  const [link, setLink] = useState<(ResetLinkResponse & { userId: number }) | null>(null);

  const issue = async (userId: number) => {
    try {
      setLink({ ...(await accountApi.resetLink(userId)), userId });
    } catch (error) {
      toast({
        title: t('admin.resetLinkError'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.settings.usersTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p data-testid="users-total">
          {users.data
            ? t('admin.settings.usersTotal', { n: formatNumber(users.data.length) })
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
        <ul className="grid gap-1 text-sm">
          {(users.data ?? [])
            .filter((row) => !row.is_admin)
            .map((row) => (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 break-all">
                  {publicNickname(row.id, row.nickname)} · {row.email}
                </span>
                <Button variant="outline" size="sm" onClick={() => void issue(row.id)}>
                  {t('admin.resetLink')}
                </Button>
              </li>
            ))}
        </ul>
      </CardContent>
    </Card>
  );
}
