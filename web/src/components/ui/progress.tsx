import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export function Progress({
  className,
  value,
  max = 100,
  ...props
}: ComponentProps<typeof ProgressPrimitive.Root>) {
  const safeMax = max && max > 0 ? max : 100;
  const percent = Math.min(100, Math.max(0, ((value ?? 0) / safeMax) * 100));
  return (
    <ProgressPrimitive.Root
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
      value={value ?? 0}
      max={safeMax}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full bg-orange-500 transition-[width]"
        style={{ width: `${percent}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
