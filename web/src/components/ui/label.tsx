import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-slate-800', className)} {...props} />;
}

/** An input's help or error text, linked to it with aria-describedby. */
export function FieldMessage({
  className,
  tone = 'muted',
  ...props
}: ComponentProps<'p'> & { tone?: 'muted' | 'error' }) {
  return (
    <p
      className={cn('text-xs', tone === 'error' ? 'text-red-700' : 'text-slate-500', className)}
      {...(tone === 'error' ? { role: 'alert' } : {})}
      {...props}
    />
  );
}
