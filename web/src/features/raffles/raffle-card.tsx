import { formatDateTime, formatNumber, formatSats, type Raffle } from '@rifa/shared';
import { Clock, Ticket, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { RafflePackages } from './detail/raffle-packages.tsx';
import { cardButtonState } from './raffle-filters.ts';
import { RaffleCardPhoto } from './raffle-photos.tsx';
import { raffleBadge } from './raffle-text.ts';
import { BuyButton } from './buy-button.tsx';
import { TimeLeft } from './time-left.tsx';
import { CardDrawEstimate } from '../draw-proof/index.ts';
import { ApproxBrl } from '../site/index.ts';
import { CardLightningAddress } from '../wallet/index.ts';

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
  const badge = raffleBadge(raffle, now);
  return (
    <Card
      className="flex flex-col"
      data-testid="raffle-card"
      aria-labelledby={titleId}
      role="article"
    >
      <RaffleCardPhoto photos={raffle.photos} />
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
          <Badge variant={badge.variant} data-testid="raffle-badge">
            {badge.label}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="grid flex-1 gap-3 text-sm">
        <div className="flex items-center gap-2">
          <Trophy className="size-5 text-orange-500" aria-hidden="true" />
          <span className="text-slate-600">{t('raffle.prize')}</span>
          <span className="ml-auto text-right text-base font-bold text-slate-900">
            {formatSats(raffle.prize_amount)}
            <ApproxBrl sats={raffle.prize_amount} className="block text-xs" />
          </span>
        </div>
        {raffle.prize_btc_address && (
          <div className="grid gap-0.5">
            <span className="text-xs text-slate-500">{t('raffle.prizeAddress')}</span>
            <code className="break-all rounded bg-slate-50 px-1.5 py-1 font-mono text-xs text-slate-700">
              {raffle.prize_btc_address}
            </code>
            <span className="text-xs text-slate-500">{t('raffle.prizeAddressShort')}</span>
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
          <span className="ml-auto text-right font-medium">
            {formatSats(raffle.ticket_price)}
            <ApproxBrl sats={raffle.ticket_price} className="block text-xs" />
          </span>
        </div>
        {raffle.status === 'active' && <RafflePackages raffle={raffle} />}
        <div className="flex items-center gap-2">
          <Clock className="size-4 text-slate-500" aria-hidden="true" />
          <span className="text-slate-600">{t('raffle.timeLeft')}</span>
          <TimeLeft
            raffle={raffle}
            className="ml-auto font-medium"
            data-testid="raffle-time-left"
          />
        </div>
        {/* docs/decisions/0014-numbers-prizes-packages.md: the same instant Gerenciar and the edit dialog show, in Brasília time. */}
        <p className="-mt-2 text-right text-xs text-slate-500" data-testid="raffle-ends-at">
          <time dateTime={raffle.end_date}>
            {t(
              raffle.status !== 'active' || new Date(raffle.end_date).getTime() <= now.getTime()
                ? 'raffle.endedAt'
                : 'raffle.endsAt',
              {
                date: formatDateTime(raffle.end_date),
              },
            )}
          </time>
        </p>
        <CardDrawEstimate raffle={raffle} now={now} />
        {state === 'buy' && <CardLightningAddress raffleId={raffle.id} />}
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-2">
        {state === 'reserved' && (
          <p className="text-xs text-slate-600" data-testid="reserved-note">
            {t('raffle.reservedNote')}
          </p>
        )}
        <BuyButton raffle={raffle} state={state} onBuy={onBuy} className="w-full" />
      </CardFooter>
    </Card>
  );
}
