import type { LinkClaims, UserRefund, UserWin } from '@rifa/shared';
import { formatSats } from '@rifa/shared';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { request } from '../../api/client.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { Loaded } from '../../components/load-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PayoutStatusBadge } from '../../components/payouts/payout-status.tsx';
import { TitledCard } from '../../components/titled-card.tsx';
import { useAsync } from '../../hooks/use-async.ts';
import { t } from '../../i18n/pt-BR.ts';
import { ClaimButton, PayoutError } from './claim-parts.tsx';
import { LightningClaimDialog, type ClaimSubmit } from './lightning-claim-dialog.tsx';
import { prizeClaim, refundClaims, type LightningClaim } from './lightning-claim.ts';

// /resgate#<token> (docs/protocols/prize-delivery.md#claim-links): the holder of a claim link
// receives the account's prizes and refunds over Lightning without logging in — the way a
// deleted account's money stays payable. The token is in the fragment, which the browser
// never sends with the page request; the API gets it in a POST body.

const lookup = (token: string, signal: AbortSignal) =>
  request<LinkClaims>('POST', '/api/claims/lookup', {
    body: { token },
    fallback: 'errors.claimLink',
    signal,
  });

export function ClaimLinkPage() {
  const token = useLocation().hash.replace(/^#/, '');
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <PageHeader title={t('claimLink.title')} subtitle={t('claimLink.subtitle')} />
      {token === '' ? <EmptyState title={t('claimLink.missing')} /> : <Claims token={token} />}
    </div>
  );
}

function Claims({ token }: { token: string }) {
  const load = useCallback((signal: AbortSignal) => lookup(token, signal), [token]);
  const state = useAsync(load, token);
  const [claim, setClaim] = useState<LightningClaim | null>(null);
  const submit = useCallback<ClaimSubmit>(
    (chosen, input) =>
      request('POST', chosen.kind === 'prize' ? '/api/claims/prize' : '/api/claims/refunds', {
        body: { ...input, token, raffle_id: chosen.raffleId },
        fallback: 'errors.lightningClaim',
      }),
    [token],
  );
  return (
    <>
      <Loaded state={state} fallback="errors.claimLink">
        {({ wins, refunds }) =>
          wins.length === 0 && refunds.length === 0 ? (
            <EmptyState title={t('claimLink.nothing')} />
          ) : (
            <>
              {wins.length > 0 && <Prizes wins={wins} onClaim={setClaim} />}
              {refunds.length > 0 && <Refunds refunds={refunds} onClaim={setClaim} />}
            </>
          )
        }
      </Loaded>
      <LightningClaimDialog
        claim={claim}
        onClose={() => setClaim(null)}
        onSettled={state.reload}
        submit={submit}
      />
    </>
  );
}

function Prizes({ wins, onClaim }: { wins: UserWin[]; onClaim(claim: LightningClaim): void }) {
  return (
    <TitledCard title={t('claimLink.prizes')} data-testid="claim-link-prizes">
      <ul className="grid gap-3">
        {wins.map((win) => {
          const claim = prizeClaim(win);
          return (
            <li
              key={`${win.raffle_id}-${win.position}`}
              className="grid justify-items-start gap-2 rounded-lg border border-slate-200 p-3"
            >
              <p className="font-medium">
                {t('claimLink.prizeOf', {
                  name: win.raffle_name,
                  amount: formatSats(win.prize_amount),
                })}
              </p>
              <PayoutStatusBadge status={win.payout_status} method={win.payout_method} hint />
              <PayoutError status={win.payout_status} error={win.payout_error} />
              {claim?.fromOnchain && (
                <p className="text-xs text-slate-600">{t('claimLink.onchain')}</p>
              )}
              {claim && <ClaimButton raffleName={win.raffle_name} onClick={() => onClaim(claim)} />}
            </li>
          );
        })}
      </ul>
    </TitledCard>
  );
}

function Refunds({
  refunds,
  onClaim,
}: {
  refunds: UserRefund[];
  onClaim(claim: LightningClaim): void;
}) {
  const claims = useMemo(() => refundClaims(refunds), [refunds]);
  return (
    <TitledCard title={t('claimLink.refunds')} data-testid="claim-link-refunds">
      <ul className="grid gap-3">
        {refunds.map((refund) => {
          const claim = claims.get(refund.id);
          return (
            <li
              key={refund.id}
              className="grid justify-items-start gap-2 rounded-lg border border-slate-200 p-3"
            >
              <p className="font-medium">
                {t('claimLink.refundOf', {
                  name: refund.raffle_name,
                  amount: formatSats(refund.amount),
                })}
              </p>
              <PayoutStatusBadge
                status={refund.payout_status}
                method={refund.payout_method}
                unpaidLabel="refund.status.unpaid"
              />
              <PayoutError status={refund.payout_status} error={refund.payout_error} />
              {claim && (
                <ClaimButton raffleName={refund.raffle_name} onClick={() => onClaim(claim)} />
              )}
            </li>
          );
        })}
      </ul>
    </TitledCard>
  );
}
