import { formatDateTime, formatNumber, formatSats, type Purchase } from '@rifa/shared';
import { Zap } from 'lucide-react';
import { RaffleLink } from '../../components/raffle-link.tsx';
import { CardFacts, RowCards } from '../../components/row-cards.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { PageLinkButton } from '../../components/page-link-button.tsx';
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
    <RowCards
      label={t('dashboard.tx.caption')}
      data-testid="transactions-cards"
      rows={transactions}
      rowKey={(tx) => tx.id}
    >
      {(tx) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <span className="min-w-0 break-words font-medium">
              <RaffleLink id={tx.raffle_id}>{tx.raffle_name}</RaffleLink>
            </span>
            <Badge variant={TX_STATUS_BADGE[tx.status]}>{t(TX_STATUS_LABEL[tx.status])}</Badge>
          </div>
          <CardFacts
            facts={[
              { label: t('dashboard.tx.date'), value: formatDateTime(tx.created_at) },
              { label: t('dashboard.tx.quantity'), value: formatNumber(tx.tickets_count) },
              { label: t('dashboard.tx.amount'), value: formatSats(tx.amount), strong: true },
            ]}
          />
          {tx.status === 'paid' && (
            <ReceiptLink transactionId={tx.id} className="justify-self-start" />
          )}
          {payable(tx) && (
            <PageLinkButton
              className="h-11"
              href={`/pagamento/${tx.id}`}
              onActivate={() => onPay(tx)}
            >
              <Zap aria-hidden="true" />
              {t('dashboard.tx.pay')}
            </PageLinkButton>
          )}
        </>
      )}
    </RowCards>
  );
}
