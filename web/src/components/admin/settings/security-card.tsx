import { t } from '../../../i18n/pt-BR.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card.tsx';
import { FieldMessage } from '../../ui/label.tsx';

/** 'Segurança': the admin changes their password in Dashboard → Editar Perfil. */
export function SecurityCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.settings.securityTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button variant="outline" disabled className="justify-self-start">
          {t('admin.settings.changeAdminPassword')}
        </Button>
        <FieldMessage>{t('admin.settings.changeAdminPasswordHint')}</FieldMessage>
      </CardContent>
    </Card>
  );
}
