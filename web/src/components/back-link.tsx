import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn.ts';

/** '← Voltar para …': a link back to the list a page was opened from; `tall` for a 44 px target. */
export function BackLink({
  to,
  tall = false,
  children,
}: {
  to: string;
  tall?: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex',
        tall && 'min-h-11',
        'items-center gap-1 text-sm font-medium text-orange-700 hover:underline',
      )}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
