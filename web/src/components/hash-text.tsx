import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

/** A hash, txid, address or long number: monospace, shown in full, wrapping anywhere. */
export function HashText({ className, ...props }: ComponentProps<'code'>) {
  return (
    <code
      className={cn(
        'block break-all rounded bg-slate-50 px-2 py-1 font-mono text-xs text-slate-900 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
