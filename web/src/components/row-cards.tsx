import { Fragment, type Key, type ReactNode } from 'react';

/**
 * A table's rows as cards on phones (docs/decisions/0014-numbers-prizes-packages.md: no sideways
 * scroll at 390 px), hidden from md up where the table shows; `label` names the list.
 */
export function RowCards<T>({
  label,
  rows,
  rowKey,
  children,
  ...props
}: {
  label: string;
  rows: T[];
  rowKey(row: T): Key;
  /** One card's content. */
  children(row: T): ReactNode;
  'data-testid': string;
}) {
  return (
    <ul className="grid gap-3 md:hidden" aria-label={label} {...props}>
      {rows.map((row) => (
        <li
          key={rowKey(row)}
          className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4"
        >
          {children(row)}
        </li>
      ))}
    </ul>
  );
}

/** A card's figures: each label with its value on the right; `strong` values in bold. */
export function CardFacts({
  facts,
}: {
  facts: { label: string; value: ReactNode; strong?: boolean }[];
}) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {facts.map(({ label, value, strong }) => (
        <Fragment key={label}>
          <dt className="text-slate-600">{label}</dt>
          <dd className={strong ? 'text-right font-medium' : 'text-right'}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
