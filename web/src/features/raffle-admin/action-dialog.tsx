import { useState, type ReactNode } from 'react';
import { DialogStep, type DialogStepProps } from '../../components/dialog-form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { useToast, type ToastInput } from '../../hooks/use-toast.tsx';
import { t } from '../../i18n/pt-BR.ts';

// The admin's confirm dialogs in Gerenciar: raffle changes and money actions (docs/protocols/draw.md).

/** Shows the chosen action's step; dismissing the dialog drops the action. */
export function ActionDialog({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose(): void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>{children}</DialogContent>
    </Dialog>
  );
}

/** An action confirmed with one destructive button, next to 'Voltar'. */
export function ConfirmStep({
  confirmLabel,
  onConfirm,
  busy,
  ...step
}: Omit<DialogStepProps, 'action' | 'cancelLabel'> & {
  confirmLabel: string;
  onConfirm(): void;
  busy: boolean;
}) {
  return (
    <DialogStep
      {...step}
      cancelLabel={t('admin.manage.keep')}
      action={
        <Button variant="destructive" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      }
    />
  );
}

/**
 * Runs one admin call: busy meanwhile, a toast for its outcome, `onDone` after success
 * (the dialog closes); after a failure the dialog stays and can be tried again.
 */
export function useAdminCall(onDone: () => void) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async <T,>(
    call: () => Promise<T>,
    success: (result: T) => ToastInput,
    failure: (error: unknown) => ToastInput,
  ) => {
    setBusy(true);
    try {
      toast(success(await call()));
      onDone();
    } catch (error) {
      toast(failure(error));
      setBusy(false);
    }
  };
  return { busy, run };
}
