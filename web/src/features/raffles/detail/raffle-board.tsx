import type { Raffle } from '@rifa/shared';
import { Grid3x3 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { TitledCard } from '../../../components/titled-card.tsx';
import { useAsync } from '../../../hooks/use-async.ts';
import { t } from '../../../i18n/pt-BR.ts';
import { rafflesApi } from '../api.ts';
import { numberMap } from '../number-grid/number-choice.ts';
import { NumberGrid } from '../number-grid/number-grid.tsx';

/**
 * The raffle's board on its page, as Brazilian rifas show it (docs/decisions/0014-numbers-prizes-packages.md):
 * every number free, reserved or sold, to anyone, with a field to look one number up. Folded
 * until opened: the numbers of a large raffle are hundreds of KB, too much to fetch on every
 * visit over Tor (docs/protocols/web.md), and the page the server rendered stays as it is
 * through hydration. Read again when `version` changes (a purchase made or paid); the winning
 * tickets are ringed.
 */
export function RaffleBoard({ raffle, version }: { raffle: Raffle; version: number }) {
  const [open, setOpen] = useState(false);
  return (
    <TitledCard
      as="h2"
      icon={Grid3x3}
      iconClassName="text-orange-600"
      title={t('raffleDetail.boardTitle')}
      data-testid="raffle-board"
    >
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-orange-700">
          {t('raffleDetail.boardOpen')}
        </summary>
        {open && <BoardNumbers raffle={raffle} version={version} />}
      </details>
    </TitledCard>
  );
}

function BoardNumbers({ raffle, version }: { raffle: Raffle; version: number }) {
  const numbers = useAsync(
    (signal) => rafflesApi.getRaffleNumbers(raffle.id, signal),
    `${raffle.id}:${version}:${raffle.sold_tickets}`,
  );
  const map = useMemo(() => numbers.data && numberMap(numbers.data), [numbers.data]);
  const winning = useMemo(
    () =>
      new Set(
        (raffle.winners ?? []).flatMap((winner) => (winner.ticket === null ? [] : [winner.ticket])),
      ),
    [raffle.winners],
  );
  return map ? (
    <NumberGrid map={map} winning={winning} />
  ) : (
    <p className="text-sm text-slate-600">
      {numbers.loading ? t('numbers.loading') : t('errors.numbers')}
    </p>
  );
}
