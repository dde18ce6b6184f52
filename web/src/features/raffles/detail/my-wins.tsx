import { formatSats, LIGHTNING_CLAIMABLE, ticketNumber, type UserWin } from '@rifa/shared';
import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { useAsync } from '../../../hooks/use-async.ts';
import { t } from '../../../i18n/pt-BR.ts';
import { useAuth } from '../../auth/index.ts';
import { rafflesApi } from '../api.ts';

/** The dashboard's prize card, where every prize is received (docs/protocols/draw.md). */
export const PRIZE_CARD_LINK = '/dashboard#premios';

/**
 * The logged-in visitor's wins, read once per user and `version` (null for a visitor, or
 * before the list arrives). `only` keeps one raffle's.
 */
export function useMyWins(only?: number, version: unknown = 0): UserWin[] | null {
  const { status, user } = useAuth();
  const signedIn = status === 'authenticated' && user !== null;
  const wins = useAsync(
    (signal) => (signedIn ? rafflesApi.listMyWins(signal) : Promise.resolve(null)),
    signedIn ? `wins:${user.id}:${String(version)}` : 'wins:none',
  );
  if (!wins.data) return null;
  return only === undefined ? wins.data : wins.data.filter((win) => win.raffle_id === only);
}

const DELIVERY_STEP = {
  contact_given: 'win.next.contactGiven',
  shipped: 'win.next.shipped',
  delivered: 'win.next.delivered',
} as const;

/**
 * What the winner does next, in one sentence, by how the prize arrives (docs/protocols/draw.md):
 * a physical prize by delivery, a Lightning claim below the operator's threshold, on-chain
 * above it; or that it was sent.
 */
export function winNextStep(win: UserWin): string {
  if (win.prize_amount === 0) {
    // docs/protocols/prize-delivery.md: the winner gives a contact, the organiser ships.
    const step = win.delivery?.status ?? 'awaiting_contact';
    return step === 'awaiting_contact' ? t('win.next.physical') : t(DELIVERY_STEP[step]);
  }
  if (win.payout_status === 'sent' || win.payout_status === 'manual') return t('win.next.sent');
  if (win.payout_method === 'lightning' && win.payout_status !== null)
    return LIGHTNING_CLAIMABLE.includes(win.payout_status)
      ? t('win.next.lightning', { amount: formatSats(win.prize_amount) })
      : t('win.next.sending');
  if (win.payout_method === 'onchain') return t('win.next.onchain');
  return t('win.next.pending');
}

/** 'Parabéns, você ganhou!' at the top of the raffle page: each prize won, and what to do next. */
export function WinnerBanner({ wins, total }: { wins: UserWin[]; total: number }) {
  if (wins.length === 0) return null;
  return (
    <section
      role="status"
      aria-labelledby="winner-banner-title"
      data-testid="winner-banner"
      className="grid gap-3 rounded-xl border-2 border-emerald-500 bg-emerald-50 p-4 text-emerald-950"
    >
      <h2 id="winner-banner-title" className="flex items-center gap-2 text-xl font-bold">
        <Trophy className="size-6 text-emerald-600" aria-hidden="true" />
        {t('win.title')}
      </h2>
      <ul className="grid gap-3">
        {wins.map((win) => (
          <li key={win.position} className="grid gap-1">
            <p className="font-semibold">
              {t('win.line', {
                position: t('prizes.position', { position: win.position }),
                ticket: ticketNumber(win.winning_ticket, total),
                prize:
                  win.prize_amount > 0
                    ? formatSats(win.prize_amount)
                    : (win.prize_description ?? ''),
              })}
            </p>
            <p className="text-sm">{winNextStep(win)}</p>
          </li>
        ))}
      </ul>
      <Link
        to={PRIZE_CARD_LINK}
        className="justify-self-start rounded-md bg-emerald-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-emerald-800"
      >
        {t('win.link')}
      </Link>
    </section>
  );
}
