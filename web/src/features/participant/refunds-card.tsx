import type { UserRefund } from '@rifa/shared';
import { Undo2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { LoadError } from '../../components/load-state.tsx';
import { RefundCells } from '../../components/payouts/refund-cells.tsx';
import { RaffleLink } from '../../components/raffle-link.tsx';
import { TitledCard } from '../../components/titled-card.tsx';
import { DataTable, TableCell, TableRow } from '../../components/ui/table.tsx';
import type { AsyncState } from '../../hooks/use-async.ts';
import { t } from '../../i18n/pt-BR.ts';
import { PayoutError } from './claim-parts.tsx';
import { LightningClaimDialog } from './lightning-claim-dialog.tsx';
import { refundClaims, type LightningClaim } from './lightning-claim.ts';
import { ClaimControl } from './plain-claim-form.tsx';

/** Refunds the operator owes the user (a cancelled raffle, a payment after the close). Hidden when none. */
export function RefundsCard({ refunds }: { refunds: AsyncState<UserRefund[]> }) {
  const [claim, setClaim] = useState<LightningClaim | null>(null);
  // One claim per raffle, its button on one of the raffle's rows (lightning-claim.ts).
  const claims = useMemo(() => refundClaims(refunds.data ?? []), [refunds.data]);
  if (refunds.loading && !refunds.data) return null;
  if (refunds.data && refunds.data.length === 0) return null;
  return (
    <TitledCard
      icon={Undo2}
      title={t('dashboard.refunds.title')}
      description={t('dashboard.refunds.intro')}
      // min-w-0: in the dashboard's grid the table scrolls inside the card instead of
      // widening the whole page on a phone.
      className="min-w-0"
      id="reembolsos"
      data-testid="refunds-card"
    >
      {refunds.data ? (
        <DataTable
          className="min-w-[36rem]"
          data-testid="refunds-table"
          caption={t('dashboard.refunds.caption')}
          columns={[
            { label: t('dashboard.refunds.raffle') },
            { label: t('dashboard.refunds.amount'), className: 'text-right' },
            { label: t('dashboard.refunds.reason') },
            { label: t('dashboard.refunds.status') },
            { label: t('dashboard.refunds.txid') },
          ]}
        >
          {refunds.data.map((refund) => (
            <TableRow key={refund.id} className="align-top">
              <TableCell>
                <RaffleLink id={refund.raffle_id}>{refund.raffle_name}</RaffleLink>
              </TableCell>
              <RefundCells refund={refund}>
                <div className="mt-2 grid justify-items-start gap-2 empty:hidden">
                  <PayoutError status={refund.payout_status} error={refund.payout_error} />
                  {claims.has(refund.id) && (
                    <ClaimControl
                      claim={claims.get(refund.id)!}
                      raffleName={refund.raffle_name}
                      onClaim={setClaim}
                      onWithdrawn={refunds.reload}
                    />
                  )}
                </div>
              </RefundCells>
              <TableCell className="max-w-[16rem]">
                {refund.txid && <code className="break-all font-mono text-xs">{refund.txid}</code>}
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
      ) : (
        <LoadError error={refunds.error} fallback="errors.userRefunds" reload={refunds.reload} />
      )}
      <LightningClaimDialog
        claim={claim}
        onClose={() => setClaim(null)}
        onSettled={refunds.reload}
      />
    </TitledCard>
  );
}
