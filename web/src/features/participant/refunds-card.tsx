import type { UserRefund } from '@rifa/shared';
import { Undo2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { LoadError } from '../../components/load-state.tsx';
import { RefundCells } from '../../components/payouts/refund-cells.tsx';
import { RaffleLink } from '../../components/raffle-link.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table.tsx';
import type { AsyncState } from '../../hooks/use-async.ts';
import { t } from '../../i18n/pt-BR.ts';
import { ClaimButton, PayoutError } from './claim-parts.tsx';
import { DashboardCard } from './dashboard-card.tsx';
import { LightningClaimDialog } from './lightning-claim-dialog.tsx';
import { refundClaims, type LightningClaim } from './lightning-claim.ts';

/** Refunds the operator owes the user (a cancelled raffle, a payment after the close). Hidden when none. */
export function RefundsCard({ refunds }: { refunds: AsyncState<UserRefund[]> }) {
  const [claim, setClaim] = useState<LightningClaim | null>(null);
  // One claim per raffle, its button on one of the raffle's rows (lightning-claim.ts).
  const claims = useMemo(() => refundClaims(refunds.data ?? []), [refunds.data]);
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
                <RefundCells refund={refund}>
                  <div className="mt-2 grid justify-items-start gap-2 empty:hidden">
                    <PayoutError status={refund.payout_status} error={refund.payout_error} />
                    {claims.has(refund.id) && (
                      <ClaimButton
                        raffleName={refund.raffle_name}
                        onClick={() => setClaim(claims.get(refund.id) ?? null)}
                      />
                    )}
                  </div>
                </RefundCells>
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
      <LightningClaimDialog
        claim={claim}
        onClose={() => setClaim(null)}
        onSettled={refunds.reload}
      />
    </DashboardCard>
  );
}
