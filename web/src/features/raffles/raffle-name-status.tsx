import type { RaffleStatus } from '@rifa/shared';
import { RaffleLink } from '../../components/raffle-link.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { STATUS_BADGE, STATUS_LABEL } from './raffle-text.ts';

/** A raffle's name, linked to its page, and its status badge: a line of the admin's lists. */
export function RaffleNameStatus({
  id,
  name,
  status,
}: {
  id: number;
  name: string;
  status: RaffleStatus;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <RaffleLink id={id} className="break-words font-semibold">
        {name}
      </RaffleLink>
      <Badge variant={STATUS_BADGE[status]}>{t(STATUS_LABEL[status])}</Badge>
    </div>
  );
}
