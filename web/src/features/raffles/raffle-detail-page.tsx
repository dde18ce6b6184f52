import {
  formatDateTime,
  formatNumber,
  formatSats,
  pageDataKeys,
  type RaffleDetail,
} from '@rifa/shared';
import { useCallback, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { embeddedAnswer } from '../../api/embedded.ts';
import { BackLink } from '../../components/back-link.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { RetryButton } from '../../components/load-state.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAsync } from '../../hooks/use-async.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.tsx';
import { useNow } from '../../hooks/use-now.ts';
import { useEmbeddedResponse } from '../../hooks/use-page-data.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { PurchaseDialogs, usePurchaseFlow, availableTickets, minTickets } from '../buy/index.ts';
import { DrawEstimateLink, DrawProofSection } from '../draw-proof/index.ts';
import { rafflesApi } from './api.ts';
import { DrawResult } from './detail/draw-result.tsx';
import { MyNumbersSection } from './detail/my-numbers.tsx';
import { useMyWins, WinnerBanner } from './detail/my-wins.tsx';
import { PublicTicketsCsv } from './detail/public-tickets-csv.tsx';
import { RaffleCountdown } from './detail/raffle-countdown.tsx';
import { RaffleBoard } from './detail/raffle-board.tsx';
import { RafflePackages } from './detail/raffle-packages.tsx';
import { RaffleDescription, RaffleRulesAndContact } from './detail/raffle-texts.tsx';
import { ShareButton } from './detail/share-button.tsx';
import { BuyButton } from './buy-button.tsx';
import { cardButtonState } from './raffle-filters.ts';
import { RafflePhotos } from './raffle-photos.tsx';
import { RaffleRanking } from './raffle-ranking.tsx';
import { raffleBadge } from './raffle-text.ts';
import { ApproxBrl } from '../site/index.ts';
import { RaffleWalletPay, useRaffleLnurl } from '../wallet/index.ts';

/** /raffles/:id (docs/protocols/web.md): everything on the card, a progress view, the draw section. */
export function RaffleDetailPage() {
  const { id = '' } = useParams();
  // docs/decisions/0013-built-for-tor.md: a server-rendered page carries the raffle (or its 404); hydration starts from it.
  const raffle = useAsync(
    (signal) => rafflesApi.getRaffle(id, signal),
    id,
    embeddedAnswer<RaffleDetail>(useEmbeddedResponse(pageDataKeys.raffle(id)), 'errors.raffle'),
  );
  const now = useNow(30_000);
  // docs/decisions/0014-numbers-prizes-packages.md: 'Meus números' is read again after each purchase made or paid.
  const [purchases, setPurchases] = useState(0);
  const purchaseMade = useCallback(() => setPurchases((n) => n + 1), []);
  const { reload } = raffle;
  const paid = useCallback(() => {
    reload();
    purchaseMade();
  }, [reload, purchaseMade]);
  const purchase = usePurchaseFlow({ onPaid: paid, onCreated: purchaseMade });
  // docs/protocols/draw.md: the winner is told here too, read again once the raffle is drawn.
  const wins = useMyWins(Number(id), raffle.data?.status);
  // docs/protocols/lnurl.md#pay-request: read after hydration, for a raffle still selling.
  const lnurl = useRaffleLnurl(raffle.data?.status === 'active' ? raffle.data.id : null);
  const notFound = raffle.error instanceof ApiError && raffle.error.status === 404;
  useDocumentTitle(
    raffle.data ? raffle.data.name : notFound ? t('raffleDetail.notFound') : undefined,
  );

  const back = <BackLink to="/raffles">{t('raffleDetail.back')}</BackLink>;

  if (raffle.loading && !raffle.data) {
    return (
      <div className="flex justify-center py-20">
        <Spinner />
      </div>
    );
  }

  if (raffle.error || !raffle.data) {
    return (
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-8">
        {back}
        {notFound ? (
          // The page's one heading, said once: the server's 'Rifa não encontrada' is not repeated.
          <div
            role="alert"
            className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center"
          >
            <h1 className="text-lg font-semibold text-slate-900">{t('raffleDetail.notFound')}</h1>
            <p className="mt-1 text-sm text-slate-600">{t('raffleDetail.notFoundText')}</p>
          </div>
        ) : (
          <div role="alert">
            <EmptyState
              title={t('errors.raffle')}
              text={errorMessage(raffle.error, 'errors.raffle')}
            >
              <RetryButton onClick={raffle.reload} />
            </EmptyState>
          </div>
        )}
      </div>
    );
  }

  const r = raffle.data;
  const state = cardButtonState(r, now);
  const badge = raffleBadge(r, now);
  const percent = r.total_tickets > 0 ? Math.floor((r.sold_tickets / r.total_tickets) * 100) : 0;
  // Drawn or cancelled, or past its end date: the sales are over.
  const ended = r.status !== 'active' || new Date(r.end_date).getTime() <= now.getTime();
  // A drawn or cancelled raffle sells nothing: no 'Disponíveis' count.
  const selling = r.status === 'active';

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      {back}
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="min-w-0 break-words text-3xl font-bold">{r.name}</h1>
        <div className="flex items-center gap-3">
          <Badge variant={badge.variant} className="text-sm">
            {badge.label}
          </Badge>
          <ShareButton raffle={r} address={lnurl?.works ? lnurl.address : null} />
        </div>
      </header>

      {wins && <WinnerBanner wins={wins} total={r.total_tickets} />}
      <DrawResult raffle={r} />
      <RafflePhotos photos={r.photos ?? []} name={r.name} />
      <RaffleCountdown raffle={r} />
      <DrawEstimateLink estimate={r.draw_estimate} />
      <RaffleDescription raffle={r} />

      <Card>
        <CardContent className="grid gap-4 pt-5 sm:grid-cols-2">
          <Fact
            label={t('raffle.prize')}
            value={
              <>
                {formatSats(r.prize_amount)} <ApproxBrl sats={r.prize_amount} />
              </>
            }
            strong
          />
          <Fact
            label={t('raffle.ticketPrice')}
            value={
              <>
                {formatSats(r.ticket_price)} <ApproxBrl sats={r.ticket_price} />
              </>
            }
          />
          <Fact
            label={t(ended ? 'raffleDetail.endedAt' : 'raffleDetail.endDate')}
            value={`${formatDateTime(r.end_date)} ${t('raffleDetail.timeZone')}`}
          />
          <Fact label={t('raffleDetail.minTickets')} value={formatNumber(minTickets(r))} />
          <Fact label={t('raffleDetail.createdAt')} value={formatDateTime(r.created_at)} />
          {(r.packages?.length ?? 0) > 0 && (
            <div className="grid gap-1 sm:col-span-2">
              <span className="text-sm text-slate-500">{t('raffleDetail.packagesTitle')}</span>
              <RafflePackages raffle={r} />
            </div>
          )}
          {r.prize_btc_address && (
            <div className="grid gap-0.5 sm:col-span-2">
              <span className="text-sm text-slate-500">{t('raffle.prizeAddress')}</span>
              <code className="break-all rounded bg-slate-50 px-2 py-1 font-mono text-sm">
                {r.prize_btc_address}
              </code>
              <p className="text-xs text-slate-600" data-testid="prize-address-help">
                {t('raffle.prizeAddressHelp')}
              </p>
            </div>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('raffleDetail.progressTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <Progress
            value={r.sold_tickets}
            max={r.total_tickets}
            aria-label={t('raffle.progressLabel', { name: r.name })}
            className="h-4"
          />
          <p className="text-sm font-medium">{t('raffleDetail.percentSold', { percent })}</p>
          <dl className={`grid gap-2 text-center ${selling ? 'grid-cols-3' : 'grid-cols-2'}`}>
            <Stat label={t('raffle.sold')} value={formatNumber(r.sold_tickets)} />
            {selling && (
              <Stat label={t('raffleDetail.available')} value={formatNumber(availableTickets(r))} />
            )}
            <Stat label={t('raffleDetail.total')} value={formatNumber(r.total_tickets)} />
          </dl>
          {r.sold_tickets > 0 && <PublicTicketsCsv raffleId={r.id} />}
          <BuyButton raffle={r} state={state} onBuy={purchase.startPurchase} size="lg" />
          {state === 'reserved' && (
            <p className="text-sm text-slate-600">{t('raffle.reservedNote')}</p>
          )}
        </CardContent>
      </Card>

      {!ended && <RaffleWalletPay lnurl={lnurl} price={r.ticket_price} />}
      <MyNumbersSection raffle={r} version={purchases} onPay={purchase.showPayment} />
      <RaffleBoard raffle={r} version={purchases} />
      <RaffleRulesAndContact raffle={r} />
      <RaffleRanking raffleId={r.id} />
      <div id="sorteio" className="scroll-mt-20">
        <DrawProofSection
          raffle={r}
          draw={r.draw ?? null}
          estimate={r.draw_estimate}
          onSettled={raffle.reload}
        />
      </div>
      <PurchaseDialogs flow={purchase} />
    </div>
  );
}

function Fact({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className="grid gap-0.5">
      <span className="text-sm text-slate-500">{label}</span>
      <span className={strong ? 'text-xl font-bold text-orange-700' : 'font-medium'}>{value}</span>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
}
