import type { Raffle } from '@rifa/shared';
import { Clock } from 'lucide-react';
import { useNow } from '../../../hooks/use-now.ts';
import { t } from '../../../i18n/pt-BR.ts';
import { timeLeftLabel } from '../raffle-text.ts';

/**
 * docs/decisions/0014-numbers-prizes-packages.md: the live countdown of a raffle on sale: whole days while at least a day is left,
 * then hh:mm:ss ticking every second. The first render uses the server's time (useNow), so
 * the hydration matches the server-rendered HTML; the browser's clock takes over after it.
 * A raffle no longer active shows its badge instead.
 */
export function RaffleCountdown({ raffle }: { raffle: Raffle }) {
  const now = useNow(1000);
  if (raffle.status !== 'active') return null;
  const ended = new Date(raffle.end_date).getTime() <= now.getTime();
  return (
    <div
      className="flex items-center gap-3 rounded-lg border border-orange-200 bg-orange-50 px-4 py-3"
      data-testid="raffle-countdown"
    >
      <Clock className="size-6 shrink-0 text-orange-700" aria-hidden="true" />
      {ended ? (
        <p className="font-semibold text-slate-900">{t('rafflePage.countdownEnded')}</p>
      ) : (
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-sm text-slate-700">{t('rafflePage.countdown')}</span>
          {/* role="timer" is not announced on each tick (implicit aria-live="off"). */}
          <span
            role="timer"
            className="text-2xl font-bold tabular-nums text-orange-800"
            data-testid="raffle-countdown-value"
          >
            {timeLeftLabel(raffle, now)}
          </span>
        </p>
      )}
    </div>
  );
}
