import {
  formatDateTime,
  formatNumber,
  formatSats,
  ticketNumber,
  type RaffleWinner,
  type WinnersEntry,
} from '@rifa/shared';
import { Link } from 'react-router';
import { HashText } from '../../components/hash-text.tsx';
import { focusRing } from '../../components/ui/button.tsx';
import { useApiUrl } from '../../hooks/use-page-data.tsx';
import { t } from '../../i18n/pt-BR.ts';

const linkClass = `rounded-md font-medium text-orange-700 underline underline-offset-2 ${focusRing}`;

/** A sats prize (with its note, if any) or a physical prize by its description. */
function prizeText(winner: RaffleWinner): string {
  if (winner.amount > 0) {
    const sats = formatSats(winner.amount);
    return winner.description ? `${sats} · ${winner.description}` : sats;
  }
  return t('winners.physical', { description: winner.description ?? '' });
}

/**
 * One drawn raffle on /ganhadores (docs/decisions/0014-numbers-prizes-packages.md): every position as '1º', '2º'… with its prize,
 * the winning number zero-padded to the raffle's width and the winner's public nickname (or
 * 'não sorteado'), then the block that drew it and where to check the draw.
 */
export function WinnersEntryCard({ entry }: { entry: WinnersEntry }) {
  const titleId = `ganhadores-${entry.raffle_id}`;
  const proofUrl = useApiUrl(entry.proof_url);
  return (
    <article
      aria-labelledby={titleId}
      className="grid min-w-0 gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="winners-entry"
      data-raffle-id={entry.raffle_id}
    >
      <header className="grid gap-1">
        <h2 id={titleId} className="break-words text-lg font-semibold text-slate-900">
          <Link to={entry.raffle_url} className={`hover:underline ${focusRing} rounded-md`}>
            {entry.raffle_name}
          </Link>
        </h2>
        <p className="text-sm text-slate-600">
          {t('winners.drawnAt', { date: formatDateTime(entry.drawn_at) })} ·{' '}
          {t('winners.tickets', { count: formatNumber(entry.tickets_count) })}
        </p>
      </header>
      <ol className="grid gap-2">
        {entry.winners.map((winner) => (
          <li
            key={winner.position}
            className="grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-0.5 rounded-lg bg-slate-50 px-3 py-2"
            data-testid="winner-row"
            data-position={winner.position}
          >
            <span
              className="row-span-2 text-lg font-bold text-orange-700"
              aria-label={t('winners.positionLabel', { position: winner.position })}
            >
              {t('winners.position', { position: winner.position })}
            </span>
            {winner.ticket === null ? (
              <span className="text-slate-500" data-testid="winner-not-awarded">
                {t('winners.notAwarded')}
              </span>
            ) : (
              <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
                <span
                  className="font-mono font-semibold text-slate-900"
                  data-testid="winner-ticket"
                >
                  {t('winners.ticket', {
                    ticket: ticketNumber(winner.ticket, entry.total_tickets),
                  })}
                </span>
                {winner.nickname && (
                  <span className="break-words text-slate-700" data-testid="winner-nickname">
                    {winner.nickname}
                  </span>
                )}
              </span>
            )}
            <span className="break-words text-sm text-slate-600">{prizeText(winner)}</span>
          </li>
        ))}
      </ol>
      <div className="grid gap-1 text-sm text-slate-600">
        <p>{t('winners.block', { height: formatNumber(entry.block_height) })}</p>
        <HashText aria-label={t('winners.blockHash')}>{entry.block_hash}</HashText>
      </div>
      <p className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <Link to={entry.raffle_url} className={linkClass}>
          {t('winners.raffleLink')}
        </Link>
        <a href={proofUrl} className={linkClass}>
          {t('winners.proofLink')}
        </a>
      </p>
    </article>
  );
}
