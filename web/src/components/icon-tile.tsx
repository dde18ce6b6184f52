import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn.ts';

/** An icon on a small orange square: the dashboard counters, the landing and how-it-works cards. */
export function IconTile({ icon: Icon, className }: { icon: LucideIcon; className?: string }) {
  return (
    <span
      className={cn(
        'flex size-10 items-center justify-center rounded-lg bg-orange-100 text-orange-600',
        className,
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
