import type { FormEvent, ReactNode } from 'react';
import { t } from '../i18n/pt-BR.ts';
import { Button } from './ui/button.tsx';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './ui/dialog.tsx';

export interface DialogStepProps {
  title: string;
  description: string;
  /** 'Cancelar' unless told. */
  cancelLabel?: string;
  onCancel(): void;
  /** The main button, after cancel. */
  action: ReactNode;
  children?: ReactNode;
}

/** One step of a dialog: title and description, the content, then cancel and the action. */
export function DialogStep({
  title,
  description,
  cancelLabel = t('common.cancel'),
  onCancel,
  action,
  children,
}: DialogStepProps) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
        {action}
      </DialogFooter>
    </>
  );
}

/** A dialog step that is a form: the action submits it (Enter in a field too). */
export function DialogForm({
  onSubmit,
  submitLabel,
  submitDisabled,
  noValidate,
  ...step
}: Omit<DialogStepProps, 'action'> & {
  onSubmit(event: FormEvent): void;
  submitLabel: string;
  submitDisabled: boolean;
  /** The app's own rules decide (spec §5), not the browser's. */
  noValidate?: boolean;
}) {
  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate={noValidate}>
      <DialogStep
        {...step}
        action={
          <Button type="submit" disabled={submitDisabled}>
            {submitLabel}
          </Button>
        }
      />
    </form>
  );
}
