import { formatDateTime, formatNumber, formatSats, type Purchase } from '@rifa/shared';
import { Zap } from 'lucide-react';
import { EmptyState } from '../../components/empty-state.tsx';
import { RaffleLink } from '../../components/raffle-link.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { PageLinkButton } from '../../components/page-link-button.tsx';
import { DataTable, TableCell, TableRow } from '../../components/ui/table.tsx';
import { useNow } from '../../hooks/use-now.ts';
import { t } from '../../i18n/pt-BR.ts';
import { TX_STATUS_BADGE, TX_STATUS_LABEL } from '../raffles/index.ts';
import { ReceiptLink } from '../receipt/index.ts';
import { PurchaseCards } from './purchase-cards.tsx';

/** 'Transações': every purchase, newest first; 'Pagar' reopens an unexpired invoice. */
export function PurchasesTable({
  transactions,
  onPay,
}: {
  transactions: Purchase[];
  onPay(tx: Purchase): void;
}) {
  const now = useNow(10_000);
  if (transactions.length === 0) return <EmptyState title={t('dashboard.noPurchases')} />;
  const sorted = [...transactions].sort(
    (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
  );
  const payable = (tx: Purchase) =>
    tx.status === 'pending' && new Date(tx.expires_at).getTime() > now.getTime();
  // docs/decisions/0014-numbers-prizes-packages.md: cards on phones (the table pushed a 390 px page to 767 px), the table from md up.
  return (
    <>
      <PurchaseCards transactions={sorted} payable={payable} onPay={onPay} />
      <div className="hidden md:block">
        <DataTable
          variant="boxed"
          className="min-w-[36rem]"
          data-testid="transactions-table"
          caption={t('dashboard.tx.caption')}
          columns={[
            { label: t('dashboard.tx.date') },
            { label: t('dashboard.tx.raffle') },
            { label: t('dashboard.tx.quantity'), className: 'text-right' },
            { label: t('dashboard.tx.amount'), className: 'text-right' },
            { label: t('dashboard.tx.status') },
            { label: t('dashboard.tx.actions'), hidden: true },
          ]}
        >
          {sorted.map((tx) => {
            return (
              <TableRow key={tx.id}>
                <TableCell className="whitespace-nowrap">{formatDateTime(tx.created_at)}</TableCell>
                <TableCell>
                  <RaffleLink id={tx.raffle_id}>{tx.raffle_name}</RaffleLink>
                </TableCell>
                <TableCell className="text-right">{formatNumber(tx.tickets_count)}</TableCell>
                <TableCell className="whitespace-nowrap text-right">
                  {formatSats(tx.amount)}
                </TableCell>
                <TableCell>
                  <Badge variant={TX_STATUS_BADGE[tx.status]}>
                    {t(TX_STATUS_LABEL[tx.status])}
                  </Badge>
                </TableCell>
                <TableCell className="text-right">
                  {tx.status === 'paid' && <ReceiptLink transactionId={tx.id} />}
                  {payable(tx) && (
                    <PageLinkButton
                      size="sm"
                      href={`/pagamento/${tx.id}`}
                      onActivate={() => onPay(tx)}
                    >
                      <Zap aria-hidden="true" />
                      {t('dashboard.tx.pay')}
                    </PageLinkButton>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </DataTable>
      </div>
    </>
  );
}
