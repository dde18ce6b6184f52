import { formatDateTime, formatSats, ticketNumber, type TicketPage } from '@rifa/shared';
import { Ticket, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { RaffleLink } from '../../components/raffle-link.tsx';
import { TitledCard } from '../../components/titled-card.tsx';
import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';
import { useNow } from '../../hooks/use-now.ts';
import { t, type MessageKey } from '../../i18n/pt-BR.ts';
import { receiptNumbers } from '../receipt/index.ts';

type Status = TicketPage['purchase']['status'];

const STATUS: Record<Status, { label: MessageKey; variant: BadgeVariant; note?: MessageKey }> = {
  pending: { label: 'ticket.status.pending', variant: 'warning', note: 'ticket.pendingNote' },
  paid: { label: 'ticket.status.paid', variant: 'success' },
  expired: { label: 'ticket.status.expired', variant: 'secondary', note: 'ticket.expiredNote' },
  refund_owed: {
    label: 'ticket.status.refund_owed',
    variant: 'warning',
    note: 'ticket.refundNote',
  },
};

/**
 * The purchase: its raffle, whether it is paid, and its numbers — held while the invoice is
 * open, the tickets once paid, zero-padded as everywhere else, a winning one marked.
 */
export function TicketSummary({ page }: { page: TicketPage }) {
  const tx = page.purchase;
  const status = STATUS[tx.status];
  const numbers =
    tx.status === 'paid'
      ? receiptNumbers(tx)
      : tx.status === 'pending'
        ? [...tx.numbers].sort((a, b) => a - b).map((n) => ticketNumber(n, tx.raffle_total_tickets))
        : [];
  const winning = new Set(
    page.wins.map((win) => ticketNumber(win.winning_ticket, tx.raffle_total_tickets)),
  );
  return (
    <TitledCard as="h2" icon={Ticket} title={tx.raffle_name} contentClassName="grid gap-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <dt className="text-sm text-slate-600">{t('ticket.status')}</dt>
          <dd>
            <Badge variant={status.variant} className="text-sm" data-testid="ticket-status">
              {t(status.label)}
            </Badge>
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-sm text-slate-600">{t('receipt.amount')}</dt>
          <dd className="font-semibold">{formatSats(tx.amount)}</dd>
        </div>
      </dl>
      {status.note && <p className="text-sm text-slate-700">{t(status.note)}</p>}
      {(tx.status === 'paid' || tx.status === 'pending') && (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold text-slate-700">
            {t(tx.status === 'paid' ? 'ticket.numbers' : 'ticket.reserved')}
          </h3>
          {numbers.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" data-testid="ticket-numbers">
              {numbers.map((number) =>
                winning.has(number) ? (
                  <li
                    key={number}
                    className="flex items-center gap-1 rounded-md border border-emerald-500 bg-emerald-100 px-2 py-0.5 font-mono text-sm font-semibold text-emerald-900"
                    data-testid="ticket-winning-number"
                  >
                    <Trophy className="size-3.5" aria-hidden="true" />
                    {number}
                    <span className="sr-only">{t('ticket.winning')}</span>
                  </li>
                ) : (
                  <li
                    key={number}
                    className="rounded-md border border-orange-200 bg-orange-50 px-2 py-0.5 font-mono text-sm font-semibold text-orange-900"
                  >
                    {number}
                  </li>
                ),
              )}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{t('ticket.numbersLater')}</p>
          )}
        </div>
      )}
    </TitledCard>
  );
}

/**
 * Where the raffle is: selling until its end date, closed and awaiting the draw, drawn — with
 * whether one of these numbers won and the draw proof (on the raffle page) — or cancelled.
 */
export function TicketResult({ page }: { page: TicketPage }) {
  const now = useNow(30_000);
  const raffleId = page.purchase.raffle_id;
  const won = page.wins.length > 0;
  const text =
    page.raffle_status === 'completed'
      ? won
        ? t('win.title')
        : t('ticket.result.lost')
      : page.raffle_status === 'cancelled'
        ? t('ticket.result.cancelled')
        : new Date(page.raffle_end_date).getTime() > now.getTime()
          ? t('ticket.result.open', { date: formatDateTime(page.raffle_end_date) })
          : t('ticket.result.closed');
  return (
    <TitledCard as="h2" icon={Trophy} title={t('ticket.result')} contentClassName="grid gap-3">
      <p
        className={won ? 'text-lg font-bold text-emerald-800' : 'text-slate-800'}
        data-testid="ticket-result"
      >
        {text}
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-medium">
        {page.raffle_status === 'completed' && (
          <Link
            to={`/raffles/${raffleId}#sorteio`}
            className="text-orange-700 underline underline-offset-2"
            data-testid="ticket-proof"
          >
            {t('ticket.proof')}
          </Link>
        )}
        <RaffleLink id={raffleId} className="text-orange-700 underline underline-offset-2">
          {t('ticket.raffleLink')}
        </RaffleLink>
      </div>
    </TitledCard>
  );
}
