import type { ComponentProps, ReactNode } from 'react';
import { t } from '../../i18n/pt-BR.ts';
import { cn } from '../../lib/cn.ts';
import { Input } from './input.tsx';
import { FieldMessage, Label } from './label.tsx';

/**
 * A labelled input with its help and error text, linked to it by aria-describedby
 * (`{id}-help`, `{id}-error`); an error also sets aria-invalid. Other props go to the input;
 * `children` come after it (an extra action, a custom hint).
 */
export function FormField({
  id,
  label,
  requiredHint = false,
  help,
  error,
  fieldClassName,
  children,
  ...input
}: ComponentProps<'input'> & {
  id: string;
  label: string;
  /** Say '(obrigatório)' to screen readers after the label. */
  requiredHint?: boolean;
  help?: string;
  error?: string;
  /** Classes of the wrapper (the input takes `className`). */
  fieldClassName?: string;
  children?: ReactNode;
}) {
  const describedBy = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={cn('grid gap-1.5', fieldClassName)}>
      <Label htmlFor={id}>
        {label}
        {requiredHint && <span className="sr-only"> ({t('common.required')})</span>}
      </Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {help && <FieldMessage id={`${id}-help`}>{help}</FieldMessage>}
      {children}
      {error && (
        <FieldMessage id={`${id}-error`} tone="error">
          {error}
        </FieldMessage>
      )}
    </div>
  );
}

/** A web address field: the URL keyboard on phones, no autofill. */
export function UrlField(props: ComponentProps<typeof FormField>) {
  return <FormField type="url" inputMode="url" autoComplete="off" {...props} />;
}
