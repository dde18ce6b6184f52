import {
  formatSats,
  ticketNumber,
  type TicketPage,
  type UserRefund,
  type UserWin,
} from '@rifa/shared';
import { Trophy, Undo2 } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { PayoutStatusBadge } from '../../components/payouts/payout-status.tsx';
import { TitledCard } from '../../components/titled-card.tsx';
import { t } from '../../i18n/pt-BR.ts';
import {
  ClaimButton,
  LightningClaimDialog,
  PayoutError,
  prizeClaim,
  refundClaims,
  type ClaimSubmit,
  type LightningClaim,
} from '../participant/index.ts';
import { walletApi } from './api.ts';
import { WithdrawAction } from './withdraw-action.tsx';

/**
 * The wallet buyer's prizes and refund, and how to receive each (docs/protocols/lnurl.md): an
 * LNURL-withdraw QR, or a pasted invoice as on the dashboard — both authorised by the page's
 * secret, offered exactly when the dashboard would offer 'Receber via Lightning'
 * (participant/lightning-claim.ts).
 */
export function TicketPayouts({
  secret,
  page,
  onSettled,
}: {
  secret: string;
  page: TicketPage;
  /** A payout may have changed: read the page again. */
  onSettled(): void;
}) {
  const [claim, setClaim] = useState<LightningClaim | null>(null);
  const submit = useCallback<ClaimSubmit>(
    (chosen, input) =>
      chosen.kind === 'prize'
        ? walletApi.claimTicketPrize(secret, input)
        : walletApi.claimTicketRefund(secret, input),
    [secret],
  );
  const refunds = useMemo(() => refundClaims(page.refunds), [page.refunds]);
  if (page.wins.length === 0 && page.refunds.length === 0) return null;
  return (
    <>
      {page.wins.length > 0 && (
        <TitledCard as="h2" icon={Trophy} title={t('ticket.prizes')} data-testid="ticket-prizes">
          <ul className="grid gap-3">
            {page.wins.map((win) => (
              <WinRow
                key={win.position}
                win={win}
                claim={prizeClaim(win)}
                withdraw={() =>
                  walletApi.ticketWithdraw(secret, { kind: 'prize', position: win.position })
                }
                onClaim={setClaim}
                onSettled={onSettled}
              />
            ))}
          </ul>
        </TitledCard>
      )}
      {page.refunds.length > 0 && (
        <TitledCard as="h2" icon={Undo2} title={t('ticket.refunds')} data-testid="ticket-refunds">
          <ul className="grid gap-3">
            {page.refunds.map((refund) => (
              <RefundRow
                key={refund.id}
                refund={refund}
                claim={refunds.get(refund.id) ?? null}
                withdraw={() => walletApi.ticketWithdraw(secret, { kind: 'refund' })}
                onClaim={setClaim}
                onSettled={onSettled}
              />
            ))}
          </ul>
        </TitledCard>
      )}
      <LightningClaimDialog
        claim={claim}
        onClose={() => setClaim(null)}
        onSettled={onSettled}
        submit={submit}
      />
    </>
  );
}

interface RowActions {
  claim: LightningClaim | null;
  withdraw(): ReturnType<typeof walletApi.ticketWithdraw>;
  onClaim(claim: LightningClaim): void;
  onSettled(): void;
}

const ROW =
  'grid justify-items-start gap-2 rounded-lg border border-orange-200 bg-orange-50/60 p-4';

function WinRow({ win, ...actions }: { win: UserWin } & RowActions) {
  return (
    <li className={ROW} data-testid="ticket-prize">
      <p className="font-semibold">
        {t('win.line', {
          position: t('prizes.position', { position: win.position }),
          ticket: ticketNumber(win.winning_ticket, win.raffle_total_tickets),
          prize:
            win.prize_amount > 0 ? formatSats(win.prize_amount) : (win.prize_description ?? ''),
        })}
      </p>
      {win.prize_amount === 0 ? (
        <p className="text-sm text-slate-700">{t('ticket.physical')}</p>
      ) : (
        <Payout
          status={win.payout_status}
          method={win.payout_method}
          error={win.payout_error}
          name={win.raffle_name}
          {...actions}
        />
      )}
    </li>
  );
}

function RefundRow({ refund, ...actions }: { refund: UserRefund } & RowActions) {
  return (
    <li className={ROW} data-testid="ticket-refund">
      <p className="font-semibold">{t('ticket.refundOf', { amount: formatSats(refund.amount) })}</p>
      <Payout
        status={refund.payout_status}
        method={refund.payout_method}
        error={refund.payout_error}
        name={refund.raffle_name}
        unpaidLabel="refund.status.unpaid"
        {...actions}
      />
    </li>
  );
}

/** The payout's state and, while nothing left the node, the two ways to receive it. */
function Payout({
  status,
  method,
  error,
  name,
  unpaidLabel,
  claim,
  withdraw,
  onClaim,
  onSettled,
}: {
  status: UserWin['payout_status'];
  method: UserWin['payout_method'];
  error: string | null;
  name: string;
  unpaidLabel?: 'refund.status.unpaid';
} & RowActions) {
  return (
    <>
      <PayoutStatusBadge status={status} method={method} unpaidLabel={unpaidLabel} />
      <PayoutError status={status} error={error} />
      {claim && (
        <div className="flex flex-wrap gap-2">
          <WithdrawAction raffleName={name} load={withdraw} onClose={onSettled} />
          <ClaimButton raffleName={name} onClick={() => onClaim(claim)} />
        </div>
      )}
    </>
  );
}
