import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const variants = {
  default: 'bg-orange-100 text-orange-800 border-orange-200',
  success: 'bg-green-100 text-green-800 border-green-200',
  secondary: 'bg-slate-100 text-slate-700 border-slate-200',
  destructive: 'bg-red-100 text-red-800 border-red-200',
  warning: 'bg-amber-100 text-amber-900 border-amber-200',
  outline: 'bg-white text-slate-700 border-slate-300',
} as const;

export type BadgeVariant = keyof typeof variants;

export function Badge({
  className,
  variant = 'default',
  ...props
}: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
