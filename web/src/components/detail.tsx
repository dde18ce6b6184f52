import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/** A label and its value in a <dl>; `wide` spans both columns of a two-column list. */
export function Detail({
  label,
  wide = false,
  className,
  valueClassName,
  children,
}: {
  label: string;
  wide?: boolean;
  className?: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid min-w-0 gap-0.5', wide && 'sm:col-span-2', className)}>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
