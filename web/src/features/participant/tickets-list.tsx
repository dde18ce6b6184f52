import { formatNumber, ticketNumber, type Raffle, type Purchase, type UserWin } from '@rifa/shared';
import { Trophy } from 'lucide-react';
import { useMemo } from 'react';
import { RaffleLink } from '../../components/raffle-link.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useNow } from '../../hooks/use-now.ts';
import { t } from '../../i18n/pt-BR.ts';
import { raffleBadge } from '../raffles/index.ts';
import { groupTicketsByRaffle } from './tickets.ts';

/** 'Meus Bilhetes': the paid ticket numbers per raffle, the winning one marked (docs/protocols/draw.md). */
export function TicketsList({
  transactions,
  raffles,
  wins,
}: {
  transactions: Purchase[];
  raffles: Raffle[];
  wins: UserWin[];
}) {
  const groups = useMemo(() => groupTicketsByRaffle(transactions), [transactions]);
  const byId = useMemo(() => new Map(raffles.map((r) => [r.id, r])), [raffles]);
  // docs/protocols/draw.md#several-prizes: one raffle may have several winning tickets of the user.
  const winning = useMemo(
    () => new Set(wins.map((w) => `${w.raffle_id}:${w.winning_ticket}`)),
    [wins],
  );
  const now = useNow(60_000);
  if (groups.length === 0) return null;
  return (
    <ul className="grid gap-3 md:grid-cols-2" data-testid="ticket-groups">
      {groups.map((group) => {
        const raffle = byId.get(group.raffle_id);
        return (
          <li key={group.raffle_id}>
            <Card>
              <CardHeader className="flex-row items-start justify-between gap-2 pb-2">
                <CardTitle className="text-base">
                  <RaffleLink id={group.raffle_id}>{group.raffle_name}</RaffleLink>
                </CardTitle>
                {raffle && (
                  <Badge variant={raffleBadge(raffle, now).variant}>
                    {raffleBadge(raffle, now).label}
                  </Badge>
                )}
              </CardHeader>
              <CardContent className="grid gap-2 text-sm">
                <p className="text-slate-600">
                  {t('dashboard.ticketCount', { n: formatNumber(group.tickets.length) })}
                </p>
                <div>
                  <p className="sr-only">{t('dashboard.ticketNumbers')}</p>
                  <ul className="flex flex-wrap gap-1.5" data-testid={`tickets-${group.raffle_id}`}>
                    {group.tickets.map((n) =>
                      winning.has(`${group.raffle_id}:${n}`) ? (
                        <li
                          key={n}
                          className="inline-flex items-center gap-1 rounded-md border border-green-300 bg-green-100 px-2 py-0.5 font-mono text-sm font-semibold text-green-900"
                          data-won="true"
                        >
                          <Trophy className="size-3.5" aria-hidden="true" />
                          {ticketNumber(n, group.total)}
                          <span className="font-sans text-xs font-normal">
                            {t('dashboard.ticketWon')}
                          </span>
                        </li>
                      ) : (
                        <li
                          key={n}
                          className="rounded-md border border-orange-200 bg-orange-50 px-2 py-0.5 font-mono text-sm text-orange-900"
                        >
                          {ticketNumber(n, group.total)}
                        </li>
                      ),
                    )}
                  </ul>
                </div>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
