import { Download } from 'lucide-react';
import { t } from '../../../i18n/pt-BR.ts';

/**
 * docs/decisions/0016-operator-cockpit-release.md: the public ticket list as a spreadsheet (GET /api/rifa/:id/tickets.csv), the same
 * numbers and payment hashes as the JSON list, nothing personal. A plain relative link: no login
 * needed, and the server-rendered page and the hydrated one agree on it.
 */
export function PublicTicketsCsv({ raffleId }: { raffleId: number }) {
  return (
    <a
      href={`/api/rifa/${raffleId}/tickets.csv`}
      download
      className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-orange-700 hover:underline"
      data-testid="tickets-csv"
    >
      <Download className="size-4" aria-hidden="true" />
      {t('raffleDetail.ticketsCsv')}
    </a>
  );
}
