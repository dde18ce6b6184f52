import type { Raffle } from '@rifa/shared';
import type { ComponentProps } from 'react';
import { useNow } from '../../hooks/use-now.ts';
import { timeLeftLabel } from './raffle-text.ts';

/** 'Tempo restante', ticking each second: days, then hh:mm:ss on the last day (docs/decisions/0014-numbers-prizes-packages.md). */
export function TimeLeft({ raffle, ...props }: { raffle: Raffle } & ComponentProps<'span'>) {
  const now = useNow(1000);
  return <span {...props}>{timeLeftLabel(raffle, now)}</span>;
}
