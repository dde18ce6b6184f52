import { formatNumber, pageDataKeys, type RankingEntry } from '@rifa/shared';
import { Trophy } from 'lucide-react';
import { embeddedList } from '../../api/embedded.ts';
import { TitledCard } from '../../components/titled-card.tsx';
import { useAsync } from '../../hooks/use-async.ts';
import { useEmbeddedResponse } from '../../hooks/use-page-data.tsx';
import { t, tn } from '../../i18n/pt-BR.ts';
import { rafflesApi } from './api.ts';

/**
 * docs/decisions/0014-numbers-prizes-packages.md: the raffle's top 10 buyers by nickname (never a name or an e-mail). A
 * server-rendered raffle page embeds it (docs/decisions/0013-built-for-tor.md: no second round trip at hydration).
 */
export function RaffleRanking({ raffleId }: { raffleId: number }) {
  const ranking = useAsync(
    (signal) => rafflesApi.ranking(raffleId, signal),
    raffleId,
    embeddedList<RankingEntry>(
      useEmbeddedResponse(pageDataKeys.ranking(raffleId)),
      'ranking.error',
    ),
  );
  const rows = ranking.data ?? [];
  return (
    <TitledCard
      data-testid="raffle-ranking"
      icon={Trophy}
      title={t('ranking.title')}
      description={t('ranking.description')}
    >
      {ranking.loading ? (
        <p role="status" className="text-sm text-slate-600">
          {t('common.loading')}
        </p>
      ) : ranking.error ? (
        <p className="text-sm text-slate-600">{t('ranking.error')}</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('ranking.empty')}</p>
      ) : (
        <ol className="grid gap-1 text-sm">
          {rows.map((row, i) => (
            <li key={row.nickname} className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 break-words">
                <span className="mr-2 font-semibold text-slate-500">
                  {t('ranking.position', { n: i + 1 })}
                </span>
                {row.nickname}
              </span>
              <span className="shrink-0 tabular-nums text-slate-700">
                {tn('ranking.tickets', row.tickets, { n: formatNumber(row.tickets) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </TitledCard>
  );
}
