import { formatDate, publicNickname, type User } from '@rifa/shared';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { EditProfileDialog } from './edit-profile-dialog.tsx';

/** 'Perfil': the account's fields and 'Editar Perfil' (a real form, docs/protocols/http-api.md#authentication-and-roles). */
export function ProfileCard({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            {t('dashboard.profile')}
            {user.is_admin && <Badge>{t('dashboard.adminBadge')}</Badge>}
          </CardTitle>
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {t('dashboard.editProfile')}
          </Button>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <ProfileField label={t('dashboard.name')} value={user.name} />
            <ProfileField
              label={t('dashboard.nickname')}
              value={publicNickname(user.id, user.nickname)}
            />
            <ProfileField label={t('dashboard.email')} value={user.email} />
            <ProfileField label={t('dashboard.btcAddress')} value={user.btc_address} mono />
            <ProfileField
              label={t('dashboard.lightningAddress')}
              value={user.lightning_address ?? t('dashboard.noLightningAddress')}
              mono={user.lightning_address !== null}
            />
            <ProfileField label={t('dashboard.memberSince')} value={formatDate(user.created_at)} />
          </dl>
        </CardContent>
      </Card>
      <EditProfileDialog user={user} open={editing} onOpenChange={setEditing} />
    </>
  );
}

function ProfileField({
  label,
  value,
  mono = false,
}: {
  label: string;
  value: string;
  mono?: boolean;
}) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-slate-500">{label}</dt>
      <dd className={mono ? 'break-all font-mono text-xs sm:text-sm' : 'break-words font-medium'}>
        {value}
      </dd>
    </div>
  );
}
