import { formatSats, ticketNumber, type UserWin } from '@rifa/shared';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { HashText } from '../../components/hash-text.tsx';
import { Loaded } from '../../components/load-state.tsx';
import { PayoutStatusBadge } from '../../components/payouts/payout-status.tsx';
import { RaffleLink } from '../../components/raffle-link.tsx';
import { TitledCard } from '../../components/titled-card.tsx';
import type { AsyncState } from '../../hooks/use-async.ts';
import { t } from '../../i18n/pt-BR.ts';
import { dateTimeText } from '../draw-proof/index.ts';
import { PayoutError } from './claim-parts.tsx';
import { DeliveryContactDialog, DeliveryState } from './delivery-parts.tsx';
import { LightningClaimDialog } from './lightning-claim-dialog.tsx';
import { prizeClaim, type LightningClaim } from './lightning-claim.ts';
import { ClaimControl } from './plain-claim-form.tsx';

/**
 * Whether one of the user's tickets won, and where the prize is (docs/protocols/draw.md): a
 * sats prize with its payout, a physical one with its delivery
 * (docs/protocols/prize-delivery.md) — never a Bitcoin address where no sats are sent.
 */
export function WinsCard({ wins }: { wins: AsyncState<UserWin[]> }) {
  const [claim, setClaim] = useState<LightningClaim | null>(null);
  const [contactFor, setContactFor] = useState<UserWin | null>(null);
  return (
    <TitledCard
      id="premios"
      icon={Trophy}
      title={t('dashboard.wins.title')}
      data-testid="wins-card"
    >
      <Loaded state={wins} fallback="errors.wins">
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-slate-600">{t('dashboard.wins.empty')}</p>
          ) : (
            <ul className="grid gap-3" data-testid="wins-list">
              {list.map((win) => (
                <WinItem
                  key={`${win.raffle_id}-${win.position}`}
                  win={win}
                  onClaim={setClaim}
                  onContact={setContactFor}
                  onWithdrawn={wins.reload}
                />
              ))}
            </ul>
          )
        }
      </Loaded>
      <LightningClaimDialog claim={claim} onClose={() => setClaim(null)} onSettled={wins.reload} />
      <DeliveryContactDialog
        win={contactFor}
        onClose={() => setContactFor(null)}
        onSaved={wins.reload}
      />
    </TitledCard>
  );
}

function WinItem({
  win,
  onClaim,
  onContact,
  onWithdrawn,
}: {
  win: UserWin;
  onClaim(claim: LightningClaim): void;
  onContact(win: UserWin): void;
  onWithdrawn(): void;
}) {
  const claim = prizeClaim(win);
  const { delivery } = win;
  return (
    <li className="grid gap-3 rounded-lg border border-orange-200 bg-orange-50/60 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <RaffleLink id={win.raffle_id} className="break-words font-semibold">
            {win.raffle_name}
          </RaffleLink>
          <p className="text-sm font-medium text-orange-900">
            {win.position > 1 && `${t('prizes.position', { position: win.position })} · `}
            {t('dashboard.wins.ticket', {
              n: ticketNumber(win.winning_ticket, win.raffle_total_tickets),
            })}
          </p>
          <p className="text-xs text-slate-600">
            {t('dashboard.wins.drawnAt', { date: dateTimeText(win.drawn_at) })}
          </p>
        </div>
        <div className="text-right">
          <p className="text-xs text-slate-600">{t('dashboard.wins.prize')}</p>
          <p className="text-lg font-bold text-orange-700">
            {win.prize_amount > 0 ? formatSats(win.prize_amount) : win.prize_description}
          </p>
        </div>
      </div>
      {delivery ? (
        <div className="grid gap-1 text-sm">
          <p className="text-slate-500">{t('delivery.title')}</p>
          <DeliveryState win={win} delivery={delivery} onEdit={() => onContact(win)} />
        </div>
      ) : (
        <SatsPayout win={win} claim={claim} onClaim={onClaim} onWithdrawn={onWithdrawn} />
      )}
      <Link
        to={`/raffles/${win.raffle_id}`}
        className="text-sm font-medium text-orange-700 underline underline-offset-2"
      >
        {t('dashboard.wins.proof')}
      </Link>
    </li>
  );
}

/** A sats prize: its payout, and where it goes (the address only for an on-chain send). */
function SatsPayout({
  win,
  claim,
  onClaim,
  onWithdrawn,
}: {
  win: UserWin;
  claim: LightningClaim | null;
  onClaim(claim: LightningClaim): void;
  onWithdrawn(): void;
}) {
  return (
    <dl className="grid gap-2 text-sm">
      <div className="grid gap-1">
        <dt className="text-slate-500">{t('dashboard.wins.payout')}</dt>
        <dd className="grid justify-items-start gap-2">
          <PayoutStatusBadge status={win.payout_status} method={win.payout_method} hint />
          <PayoutError status={win.payout_status} error={win.payout_error} />
          {claim && (
            <ClaimControl
              claim={claim}
              raffleName={win.raffle_name}
              onClaim={onClaim}
              onWithdrawn={onWithdrawn}
            />
          )}
        </dd>
      </div>
      {win.payout_method !== 'lightning' && (
        <div className="grid gap-1">
          <dt className="text-slate-500">{t('dashboard.wins.address')}</dt>
          <dd>
            <HashText>{win.address}</HashText>
          </dd>
        </div>
      )}
      {win.txid && (
        <div className="grid gap-1">
          <dt className="text-slate-500">{t('dashboard.wins.txid')}</dt>
          <dd>
            <HashText data-testid="win-txid">{win.txid}</HashText>
          </dd>
        </div>
      )}
      {win.payout_method === 'lightning' && win.payout_status === 'sent' && win.payment_hash && (
        <div className="grid gap-1">
          <dt className="text-slate-500">{t('dashboard.wins.paymentHash')}</dt>
          <dd>
            <HashText data-testid="win-payment-hash">{win.payment_hash}</HashText>
          </dd>
        </div>
      )}
    </dl>
  );
}
