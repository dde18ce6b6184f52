import type { UserRefund } from '@rifa/shared';
import { Undo2 } from 'lucide-react';
import type { AsyncState } from '../../hooks/use-async.ts';
import { t } from '../../i18n/pt-BR.ts';
import { LoadError } from '../load-state.tsx';
import { RaffleLink } from '../raffle-link.tsx';
import { RefundCells } from '../refund-cells.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../ui/table.tsx';
import { DashboardCard } from './dashboard-card.tsx';

/** Refunds the operator owes the user (a cancelled raffle, a payment after the close). Hidden when none. */
export function RefundsCard({ refunds }: { refunds: AsyncState<UserRefund[]> }) {
  if (refunds.loading && !refunds.data) return null;
  if (refunds.data && refunds.data.length === 0) return null;
  return (
    <DashboardCard
      icon={Undo2}
      title={t('dashboard.refunds.title')}
      description={t('dashboard.refunds.intro')}
      data-testid="refunds-card"
    >
      {refunds.data ? (
        <Table className="min-w-[36rem]" data-testid="refunds-table">
          <TableCaption>{t('dashboard.refunds.caption')}</TableCaption>
          <TableHeader>
            <TableHead>{t('dashboard.refunds.raffle')}</TableHead>
            <TableHead className="text-right">{t('dashboard.refunds.amount')}</TableHead>
            <TableHead>{t('dashboard.refunds.reason')}</TableHead>
            <TableHead>{t('dashboard.refunds.status')}</TableHead>
            <TableHead>{t('dashboard.refunds.txid')}</TableHead>
          </TableHeader>
          <TableBody>
            {refunds.data.map((refund) => (
              <TableRow key={refund.id} className="align-top">
                <TableCell>
                  <RaffleLink id={refund.raffle_id}>{refund.raffle_name}</RaffleLink>
                </TableCell>
                <RefundCells refund={refund} />
                <TableCell className="max-w-[16rem]">
                  {refund.txid && (
                    <code className="break-all font-mono text-xs">{refund.txid}</code>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <LoadError error={refunds.error} fallback="errors.userRefunds" reload={refunds.reload} />
      )}
    </DashboardCard>
  );
}
