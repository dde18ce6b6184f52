import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn.ts';

/** A raffle's name in a list or table, linking to its page (/raffles/:id). */
export function RaffleLink({
  id,
  className,
  children,
}: {
  id: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={`/raffles/${id}`} className={cn('hover:text-orange-700 hover:underline', className)}>
      {children}
    </Link>
  );
}
