import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * The browser's own <select>, styled like the inputs: its picker is the phone's native one,
 * it works before hydration and costs no JavaScript (a popover select would add ~13 KB
 * gzipped to /raffles, docs/decisions/0013-built-for-tor.md).
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'h-10 w-full appearance-none rounded-md border border-slate-300 bg-white py-2 pl-3 pr-9 text-sm text-slate-900',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 disabled:opacity-60',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-3 top-3 size-4 opacity-60"
        aria-hidden="true"
      />
    </div>
  );
}
