import type { ReactNode } from 'react';
import { t } from '../../i18n/pt-BR.ts';
import { Button } from '../ui/button.tsx';
import { DialogFooter } from '../ui/dialog.tsx';

/** The footer of the admin's confirm dialogs: 'Voltar' and one destructive action. */
export function ConfirmFooter({
  onCancel,
  onConfirm,
  busy,
  children,
}: {
  onCancel(): void;
  onConfirm(): void;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel}>
        {t('admin.manage.keep')}
      </Button>
      <Button variant="destructive" disabled={busy} onClick={onConfirm}>
        {children}
      </Button>
    </DialogFooter>
  );
}
