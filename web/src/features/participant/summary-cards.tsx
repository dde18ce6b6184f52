import { formatNumber, formatSats, type User } from '@rifa/shared';
import { Award, Ticket, Trophy, type LucideIcon } from 'lucide-react';
import { IconTile } from '../../components/icon-tile.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { t } from '../../i18n/pt-BR.ts';

/** The dashboard counters: sats won, tickets in active raffles, winning tickets. */
export function SummaryCards({ user }: { user: User }) {
  return (
    // Three across even on a phone, compact, so 'Meus Bilhetes' shows on the first screen.
    <section className="grid grid-cols-3 gap-2 sm:gap-4" aria-label={t('dashboard.title')}>
      <SummaryCard
        icon={Trophy}
        label={t('dashboard.totalWon')}
        value={formatSats(user.total_won)}
        testId="total-won"
      />
      <SummaryCard
        icon={Ticket}
        label={t('dashboard.activeTickets')}
        value={formatNumber(user.active_tickets)}
        testId="active-tickets"
      />
      <SummaryCard
        icon={Award}
        label={t('dashboard.wonTickets')}
        value={formatNumber(user.won_tickets)}
        testId="won-tickets"
      />
    </section>
  );
}

function SummaryCard({
  icon,
  label,
  value,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  testId: string;
}) {
  return (
    <Card>
      <CardContent className="flex items-center gap-4 p-3 sm:p-5">
        <IconTile icon={icon} className="hidden size-11 sm:flex" />
        <div className="min-w-0">
          <p className="text-xs text-slate-600 sm:text-sm">{label}</p>
          <p className="break-words text-base font-bold sm:text-2xl" data-testid={testId}>
            {value}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
