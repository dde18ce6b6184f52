import {
  formatNumber,
  formatSats,
  type DrawProof,
  type Raffle,
  type RafflePrize,
  type RaffleWinner,
} from '@rifa/shared';
import { PayoutStatusBadge } from '../../components/payouts/payout-status.tsx';
import { t } from '../../i18n/pt-BR.ts';

function prizeText(prize: RafflePrize): string {
  if (prize.amount > 0) {
    const sats = t('prizes.sats', { amount: formatSats(prize.amount) });
    return prize.description ? `${sats} · ${prize.description}` : sats;
  }
  return t('prizes.physical', { description: prize.description ?? '' });
}

/** The ticket of a position: the raffle's winners (with nickname) or, before they reload, the proof's. */
function winnerOf(
  position: number,
  winners: readonly RaffleWinner[],
  proof: DrawProof | null,
): { ticket: number | null; nickname: string | null; winner?: RaffleWinner } | null {
  const winner = winners.find((w) => w.position === position);
  if (winner) return { ticket: winner.ticket, nickname: winner.nickname, winner };
  const drawn = proof?.winners?.find((w) => w.position === position);
  return drawn ? { ticket: drawn.winning_ticket, nickname: null } : null;
}

/**
 * The ranked prizes of a raffle (docs/protocols/draw.md#several-prizes) and, once drawn, the ticket and public
 * nickname of each position — 'não sorteado' when there were fewer paid tickets than prizes.
 * Shown only for raffles with two or more prizes; a single prize keeps the §8 layout.
 */
export function PrizeWinners({ raffle, proof }: { raffle: Raffle; proof: DrawProof | null }) {
  const prizes = raffle.prizes ?? [];
  if (prizes.length < 2) return null;
  const drawn = (raffle.winners?.length ?? 0) > 0 || (proof?.winners?.length ?? 0) > 0;
  return (
    <section
      className="grid gap-2"
      aria-labelledby="prize-winners-title"
      data-testid="prize-winners"
    >
      <h3 id="prize-winners-title" className="font-semibold text-slate-900">
        {t('prizes.title')}
      </h3>
      <ol className="grid gap-2">
        {prizes.map((prize) => {
          const result = drawn ? winnerOf(prize.position, raffle.winners ?? [], proof) : null;
          return (
            <li
              key={prize.position}
              className="grid gap-1 rounded-lg border border-slate-200 p-3"
              data-testid="prize-position"
              data-position={prize.position}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold text-slate-900">
                  {t('prizes.position', { position: prize.position })}
                </span>
                <span>{prizeText(prize)}</span>
              </div>
              {!drawn && <span className="text-slate-500">{t('prizes.toBeDrawn')}</span>}
              {drawn && (result?.ticket ?? null) === null && (
                <span className="text-slate-500" data-testid="prize-not-awarded">
                  {t('prizes.notAwarded')}
                </span>
              )}
              {drawn && result?.ticket != null && (
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-mono font-semibold" data-testid="prize-ticket">
                    {t('prizes.ticket', { n: formatNumber(result.ticket) })}
                  </span>
                  {result.nickname && <span data-testid="prize-nickname">{result.nickname}</span>}
                  {result.winner?.payout_status && (
                    <PayoutStatusBadge status={result.winner.payout_status} method={null} />
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {drawn && <p className="text-xs text-slate-500">{t('prizes.rule')}</p>}
    </section>
  );
}
