import type { LucideIcon } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { t } from '../i18n/pt-BR.ts';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './ui/dialog.tsx';

/** A dialog's title (an icon before it, if any) and the line under it. */
export function DialogHeading({
  title,
  description,
  icon: Icon,
  iconClassName,
}: {
  title: ReactNode;
  description: ReactNode;
  icon?: LucideIcon;
  iconClassName?: string;
}) {
  return (
    <DialogHeader>
      <DialogTitle className={Icon && 'flex items-center gap-2'}>
        {Icon && <Icon className={cn('size-5', iconClassName)} aria-hidden="true" />}
        {title}
      </DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}

export interface DialogStepProps {
  title: string;
  description: ReactNode;
  icon?: LucideIcon;
  iconClassName?: string;
  /** 'Cancelar' unless told. */
  cancelLabel?: string;
  onCancel(): void;
  /** The main button, after cancel. */
  action: ReactNode;
  children?: ReactNode;
}

/** One step of a dialog: title and description, the content, then cancel and the action. */
export function DialogStep({
  cancelLabel = t('common.cancel'),
  onCancel,
  action,
  children,
  ...heading
}: DialogStepProps) {
  return (
    <>
      <DialogHeading {...heading} />
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
  noValidate = true,
  ...step
}: Omit<DialogStepProps, 'action'> & {
  onSubmit(event: FormEvent): void;
  submitLabel: string;
  submitDisabled: boolean;
  /**
   * The app's own rules decide, with pt-BR messages (spec §5), never the browser's bubbles in
   * the browser's language: on by default.
   */
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
