import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldMessage, Label } from './label.tsx';

/**
 * A labelled multi-line text field with its help, linked by aria-describedby (`{id}-help`),
 * styled like Input. Other props go to the textarea.
 */
export function TextareaField({
  id,
  label,
  help,
  fieldClassName,
  className,
  ...textarea
}: ComponentProps<'textarea'> & {
  id: string;
  label: string;
  help?: string;
  /** Classes of the wrapper (the textarea takes `className`). */
  fieldClassName?: string;
}) {
  return (
    <div className={cn('grid gap-1.5', fieldClassName)}>
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        aria-describedby={help ? `${id}-help` : undefined}
        className={cn(
          'min-h-20 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900',
          'placeholder:text-placeholder disabled:cursor-not-allowed disabled:opacity-60',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 focus-visible:border-orange-500',
          className,
        )}
        {...textarea}
      />
      {help && <FieldMessage id={`${id}-help`}>{help}</FieldMessage>}
    </div>
  );
}
