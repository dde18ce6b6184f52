import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { FieldMessage } from '../../components/ui/label.tsx';
import { t } from '../../i18n/pt-BR.ts';

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
