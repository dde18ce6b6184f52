import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { PRIZE_CARD_LINK, useMyWins } from '../../features/raffles/index.ts';
import { t } from '../../i18n/pt-BR.ts';

/** How long after a draw the header keeps telling the winner (they may not visit at once). */
const TOLD_FOR_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * 'Parabéns, você ganhou!' under the navigation bar, on every page, for a recent win
 * (docs/protocols/draw.md): the position and raffle, and the way to the dashboard's prize
 * card where the prize is received. Lazy: only an account that won loads it.
 */
export function WinnerBar() {
  const wins = useMyWins();
  const now = Date.now();
  const recent = (wins ?? []).filter((win) => now - new Date(win.drawn_at).getTime() < TOLD_FOR_MS);
  const first = recent[0];
  if (!first) return null;
  return (
    <div
      role="status"
      data-testid="winner-bar"
      className="border-t border-emerald-200 bg-emerald-50 text-emerald-950"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 px-4 py-1.5 text-sm">
        <p className="flex items-center gap-2 font-semibold">
          <Trophy className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
          <span>
            {recent.length === 1
              ? t('win.header', {
                  position: t('prizes.position', { position: first.position }),
                  raffle: first.raffle_name,
                })
              : t('win.headerMore', { n: recent.length })}
          </span>
        </p>
        <Link
          to={PRIZE_CARD_LINK}
          className="inline-flex min-h-11 items-center font-medium text-emerald-800 underline underline-offset-2"
        >
          {t('win.headerLink')}
        </Link>
      </div>
    </div>
  );
}
