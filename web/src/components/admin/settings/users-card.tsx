import { formatNumber } from '@rifa/shared';
import { api } from '../../../api/client.ts';
import { useAsync } from '../../../hooks/use-async.ts';
import { t } from '../../../i18n/pt-BR.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card.tsx';

/** 'Usuários': how many accounts there are. */
export function UsersCard() {
  const users = useAsync((signal) => api.listUsers(signal));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.settings.usersTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <p data-testid="users-total">
          {users.data
            ? t('admin.settings.usersTotal', { n: formatNumber(users.data.length) })
            : users.loading
              ? t('common.loading')
              : t('admin.settings.usersUnavailable')}
        </p>
      </CardContent>
    </Card>
  );
}
