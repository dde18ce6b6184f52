import { formatDateTime, ticketNumber, type Purchase, type Raffle } from '@rifa/shared';
import { Ticket, Trophy, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { TitledCard } from '../../../components/titled-card.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useAsync } from '../../../hooks/use-async.ts';
import { useNow } from '../../../hooks/use-now.ts';
import { t, type MessageKey } from '../../../i18n/pt-BR.ts';
import { useAuth } from '../../auth/index.ts';
import { ReceiptLink } from '../../receipt/index.ts';
import { rafflesApi } from '../api.ts';
import { PRIZE_CARD_LINK } from './my-wins.tsx';
import { myNumbers, type MyPurchase } from './purchase-numbers.ts';

/**
 * docs/decisions/0014-numbers-prizes-packages.md, 'Meus números': a logged-in visitor's numbers in this raffle — paid ones with a
 * link to each purchase's receipt, and those reserved by an open invoice, labelled as awaiting
 * payment. Nothing for a visitor who is not logged in (nor in the server render, which knows
 * no session: the section appears after hydration). `version` changes after a purchase is
 * made or paid, and the list is read again.
 */
export function MyNumbersSection({
  raffle,
  version,
  onPay,
}: {
  raffle: Raffle;
  version: number;
  /** 'Pagar' on a purchase awaiting payment: the same payment dialog as the dashboard's. */
  onPay(purchase: Purchase): void;
}) {
  const { status, user } = useAuth();
  if (status !== 'authenticated' || !user) return null;
  return (
    <MyNumbersCard raffle={raffle} reloadKey={`${user.id}:${raffle.id}:${version}`} onPay={onPay} />
  );
}

function MyNumbersCard({
  raffle,
  reloadKey,
  onPay,
}: {
  raffle: Raffle;
  reloadKey: string;
  onPay(purchase: Purchase): void;
}) {
  const list = useAsync((signal) => rafflesApi.listMyRafflePurchases(raffle.id, signal), reloadKey);
  const now = useNow(30_000);
  const mine = list.data ? myNumbers(list.data, raffle, now) : null;
  // docs/protocols/draw.md#several-prizes: the drawn positions, by zero-padded ticket.
  const prizeOf = winningPositions(raffle);
  const won = mine?.paid.some((purchase) => purchase.numbers.some((n) => prizeOf.has(n)));
  return (
    <TitledCard
      data-testid="my-numbers"
      as="h2"
      icon={Ticket}
      iconClassName="text-orange-600"
      title={t('rafflePage.myNumbers')}
      contentClassName="grid gap-4"
    >
      {list.loading && !mine ? (
        <p role="status" className="text-sm text-slate-600">
          {t('common.loading')}
        </p>
      ) : list.error || !mine ? (
        <p className="text-sm text-slate-600">{t('rafflePage.myNumbersError')}</p>
      ) : mine.paid.length === 0 && mine.awaiting.length === 0 ? (
        <p className="text-sm text-slate-600">{t('rafflePage.myNumbersEmpty')}</p>
      ) : (
        <>
          {won && (
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-900">
              <Trophy className="size-4 text-emerald-600" aria-hidden="true" />
              {t('win.title')}
              <Link
                to={PRIZE_CARD_LINK}
                className="font-medium text-emerald-800 underline underline-offset-2"
              >
                {t('win.link')}
              </Link>
            </p>
          )}
          {KINDS.map((kind) => (
            <PurchaseList
              key={kind}
              kind={kind}
              purchases={mine[kind]}
              prizeOf={prizeOf}
              onPay={onPay}
            />
          ))}
        </>
      )}
    </TitledCard>
  );
}

/** Paid purchases (with a receipt link each), then those awaiting payment. */
const KINDS = ['paid', 'awaiting'] as const;
type Kind = (typeof KINDS)[number];

const LIST: Record<
  Kind,
  { title: MessageKey; variant: 'success' | 'warning'; note(purchase: MyPurchase): string }
> = {
  paid: {
    title: 'rafflePage.myNumbersPaid',
    variant: 'success',
    note: (purchase) => t('rafflePage.myNumbersPurchase', { date: formatDateTime(purchase.at) }),
  },
  awaiting: {
    title: 'rafflePage.myNumbersAwaiting',
    variant: 'warning',
    note: (purchase) =>
      t('rafflePage.myNumbersAwaitingNote', { time: formatDateTime(purchase.at) }),
  },
};

/** The raffle's winning tickets (zero-padded, as 'Meus números' writes them) and their positions. */
function winningPositions(raffle: Raffle): Map<string, number[]> {
  const positions = new Map<string, number[]>();
  for (const winner of raffle.winners ?? []) {
    if (winner.ticket === null) continue;
    const key = ticketNumber(winner.ticket, raffle.total_tickets);
    positions.set(key, [...(positions.get(key) ?? []), winner.position]);
  }
  return positions;
}

function PurchaseList({
  kind,
  purchases,
  prizeOf,
  onPay,
}: {
  kind: Kind;
  purchases: MyPurchase[];
  prizeOf: Map<string, number[]>;
  onPay(purchase: Purchase): void;
}) {
  if (purchases.length === 0) return null;
  const { variant, note } = LIST[kind];
  const title = t(LIST[kind].title);
  return (
    <div className="grid gap-2" data-testid={`my-numbers-${kind}`}>
      <h3 className="text-sm font-semibold text-slate-700">
        <Badge variant={variant}>{title}</Badge>
      </h3>
      <ul className="grid gap-3">
        {purchases.map((purchase) => (
          <li key={purchase.id} className="grid gap-1.5">
            <ul className="flex flex-wrap gap-1.5" aria-label={title}>
              {purchase.numbers.map((number) => {
                const positions = kind === 'paid' ? prizeOf.get(number) : undefined;
                if (!positions)
                  return (
                    <li
                      key={number}
                      className="rounded-md border border-slate-200 bg-slate-50 px-2 py-0.5 font-mono text-sm tabular-nums"
                    >
                      {number}
                    </li>
                  );
                const prizes = positions
                  .map((position) => t('prizes.position', { position }))
                  .join(', ');
                return (
                  <li
                    key={number}
                    data-testid="my-winning-number"
                    className="flex items-center gap-1 rounded-md border border-emerald-500 bg-emerald-100 px-2 py-0.5 text-sm font-semibold text-emerald-900"
                  >
                    <Trophy className="size-3.5" aria-hidden="true" />
                    <span className="font-mono tabular-nums">{number}</span>
                    <span>· {prizes}</span>
                  </li>
                );
              })}
            </ul>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="text-xs text-slate-600">{note(purchase)}</span>
              {kind === 'paid' && <ReceiptLink transactionId={purchase.id} />}
              {kind === 'awaiting' && (
                <Button
                  size="sm"
                  className="h-11"
                  onClick={() => onPay(purchase.purchase)}
                  data-testid="my-numbers-pay"
                >
                  <Zap aria-hidden="true" />
                  {t('rafflePage.myNumbersPay')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
