import { formatDateTime, formatNumber, formatSats, type Purchase } from '@rifa/shared';
import { Zap } from 'lucide-react';
import { RaffleLink } from '../../components/raffle-link.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { TX_STATUS_BADGE, TX_STATUS_LABEL } from '../raffles/index.ts';
import { ReceiptLink } from '../receipt/index.ts';

/** 'Transações' on phones (docs/decisions/0014-numbers-prizes-packages.md): one card per purchase, the table's columns as lines. */
export function PurchaseCards({
  transactions,
  payable,
  onPay,
}: {
  transactions: Purchase[];
  payable(tx: Purchase): boolean;
  onPay(tx: Purchase): void;
}) {
  return (
    <ul
      className="grid gap-3 md:hidden"
      aria-label={t('dashboard.tx.caption')}
      data-testid="transactions-cards"
    >
      {transactions.map((tx) => (
        <li key={tx.id} className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex items-start justify-between gap-2">
            <span className="min-w-0 break-words font-medium">
              <RaffleLink id={tx.raffle_id}>{tx.raffle_name}</RaffleLink>
            </span>
            <Badge variant={TX_STATUS_BADGE[tx.status]}>{t(TX_STATUS_LABEL[tx.status])}</Badge>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">{t('dashboard.tx.date')}</dt>
            <dd className="text-right">{formatDateTime(tx.created_at)}</dd>
            <dt className="text-slate-600">{t('dashboard.tx.quantity')}</dt>
            <dd className="text-right">{formatNumber(tx.tickets_count)}</dd>
            <dt className="text-slate-600">{t('dashboard.tx.amount')}</dt>
            <dd className="text-right font-medium">{formatSats(tx.amount)}</dd>
          </dl>
          {tx.status === 'paid' && (
            <ReceiptLink transactionId={tx.id} className="justify-self-start" />
          )}
          {payable(tx) && (
            <Button className="h-11" onClick={() => onPay(tx)}>
              <Zap aria-hidden="true" />
              {t('dashboard.tx.pay')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
