import { formatNumber, formatSats, type Raffle } from '@rifa/shared';
import { Clock, Ticket, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../i18n/pt-BR.ts';
import { cardButtonState } from '../lib/raffle-filters.ts';
import { BUTTON_LABEL, STATUS_BADGE, STATUS_LABEL, timeLeftLabel } from '../lib/raffle-text.ts';
import { Badge } from './ui/badge.tsx';
import { Button } from './ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from './ui/card.tsx';
import { Progress } from './ui/progress.tsx';

/** Spec §2 raffle card: every field, the buy button's states, days left rounded up. */
export function RaffleCard({
  raffle,
  now,
  onBuy,
}: {
  raffle: Raffle;
  now: Date;
  onBuy(raffle: Raffle): void;
}) {
  const state = cardButtonState(raffle, now);
  const titleId = `raffle-${raffle.id}-title`;
  return (
    <Card
      className="flex flex-col"
      data-testid="raffle-card"
      aria-labelledby={titleId}
      role="article"
    >
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle id={titleId} className="break-words">
            <Link
              to={`/raffles/${raffle.id}`}
              className="rounded-sm hover:text-orange-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
            >
              {raffle.name}
            </Link>
          </CardTitle>
          <Badge variant={STATUS_BADGE[raffle.status]}>{t(STATUS_LABEL[raffle.status])}</Badge>
        </div>
      </CardHeader>
      <CardContent className="grid flex-1 gap-3 text-sm">
        <div className="flex items-center gap-2">
          <Trophy className="size-5 text-orange-500" aria-hidden="true" />
          <span className="text-slate-600">{t('raffle.prize')}</span>
          <span className="ml-auto text-base font-bold text-slate-900">
            {formatSats(raffle.prize_amount)}
          </span>
        </div>
        {raffle.prize_btc_address && (
          <div className="grid gap-0.5">
            <span className="text-xs text-slate-500">{t('raffle.prizeAddress')}</span>
            <code className="break-all rounded bg-slate-50 px-1.5 py-1 font-mono text-xs text-slate-700">
              {raffle.prize_btc_address}
            </code>
          </div>
        )}
        <div className="grid gap-1">
          <div className="flex justify-between text-slate-600">
            <span>{t('raffle.sold')}</span>
            <span data-testid="raffle-sold">
              {t('raffle.soldOf', {
                sold: formatNumber(raffle.sold_tickets),
                total: formatNumber(raffle.total_tickets),
              })}
            </span>
          </div>
          <Progress
            value={raffle.sold_tickets}
            max={raffle.total_tickets}
            aria-label={t('raffle.progressLabel', { name: raffle.name })}
          />
        </div>
        <div className="flex items-center gap-2">
          <Ticket className="size-4 text-slate-500" aria-hidden="true" />
          <span className="text-slate-600">{t('raffle.ticketPrice')}</span>
          <span className="ml-auto font-medium">{formatSats(raffle.ticket_price)}</span>
        </div>
        <div className="flex items-center gap-2">
          <Clock className="size-4 text-slate-500" aria-hidden="true" />
          <span className="text-slate-600">{t('raffle.timeLeft')}</span>
          <span className="ml-auto font-medium" data-testid="raffle-time-left">
            {timeLeftLabel(raffle, now)}
          </span>
        </div>
      </CardContent>
      <CardFooter>
        <Button
          className="w-full"
          variant={state === 'buy' ? 'default' : 'secondary'}
          disabled={state !== 'buy'}
          onClick={() => onBuy(raffle)}
        >
          {t(BUTTON_LABEL[state])}
        </Button>
      </CardFooter>
    </Card>
  );
}
