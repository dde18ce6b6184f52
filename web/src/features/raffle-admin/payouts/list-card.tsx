import type { ReactNode } from 'react';
import { Loaded } from '../../../components/load-state.tsx';
import { TitledCard } from '../../../components/titled-card.tsx';
import type { AsyncState } from '../../../hooks/use-async.ts';
import type { MessageKey } from '../../../i18n/pt-BR.ts';

/**
 * One of the money cards under 'Gerenciar' (payouts, anchors, refunds owed): what `state` loads,
 * put in order by `items`, one list item each; `empty` when there is none.
 */
export function ListCard<T, Item>({
  title,
  description,
  state,
  fallback,
  items,
  empty,
  listClassName,
  listTestId,
  children: renderItem,
}: {
  title: string;
  description: string;
  state: AsyncState<T>;
  fallback: MessageKey;
  items(data: T): Item[];
  empty: string;
  listClassName: string;
  listTestId: string;
  /** The list item (an <li> with its key). */
  children(item: Item): ReactNode;
}) {
  return (
    <TitledCard title={title} description={description}>
      <Loaded state={state} fallback={fallback}>
        {(data) => {
          const list = items(data);
          return list.length === 0 ? (
            <p className="py-4 text-center text-sm text-slate-600">{empty}</p>
          ) : (
            <ul className={listClassName} data-testid={listTestId}>
              {list.map(renderItem)}
            </ul>
          );
        }}
      </Loaded>
    </TitledCard>
  );
}
