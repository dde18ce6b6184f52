import { ticketNumber, type Raffle } from '@rifa/shared';
import { Trophy } from 'lucide-react';
import { t } from '../../../i18n/pt-BR.ts';

/**
 * After the draw, its result first on the raffle page (docs/protocols/draw.md#several-prizes):
 * each position with its ticket and public nickname, and a link down to the proof.
 */
export function DrawResult({ raffle }: { raffle: Raffle }) {
  const winners = raffle.winners ?? [];
  if (raffle.status !== 'completed' || winners.length === 0) return null;
  return (
    <section
      aria-labelledby="draw-result-title"
      data-testid="draw-result"
      className="grid gap-2 rounded-xl border border-orange-200 bg-orange-50 p-4"
    >
      <h2
        id="draw-result-title"
        className="flex items-center gap-2 text-lg font-bold text-orange-950"
      >
        <Trophy className="size-5 text-orange-600" aria-hidden="true" />
        {t('result.title')}
      </h2>
      <ol className="grid gap-1 text-sm text-slate-900">
        {winners.map((winner) => {
          const position = t('prizes.position', { position: winner.position });
          return (
            <li key={winner.position}>
              {winner.ticket === null ? (
                t('result.notAwarded', { position })
              ) : (
                <>
                  <span className="font-semibold">
                    {t('result.line', {
                      position,
                      ticket: ticketNumber(winner.ticket, raffle.total_tickets),
                    })}
                  </span>
                  {winner.nickname && <span> · {winner.nickname}</span>}
                </>
              )}
            </li>
          );
        })}
      </ol>
      <a
        href="#sorteio"
        className="justify-self-start text-sm font-medium text-orange-800 underline underline-offset-2"
      >
        {t('result.proofLink')}
      </a>
    </section>
  );
}
