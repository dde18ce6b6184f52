import { createContext, useContext, type ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

// A data table that scrolls sideways on phones (give the table a min-w-[…] class) instead
// of squeezing its columns. `boxed` draws its own frame and header band; `plain` and
// `compact` sit inside a card. Every table has a caption, read by screen readers only.

type TableVariant = 'boxed' | 'plain' | 'compact';

const VARIANTS: Record<TableVariant, { frame: string; header: string; cell: string }> = {
  boxed: {
    frame: 'rounded-xl border border-slate-200 bg-white',
    header: 'bg-slate-50',
    cell: 'px-4 py-2',
  },
  plain: { frame: '', header: '', cell: 'py-2 pr-3 last:pr-0' },
  compact: { frame: '', header: '', cell: 'py-1.5 pr-3 last:pr-0' },
};

const Variant = createContext<TableVariant>('plain');

export function Table({
  variant = 'plain',
  className,
  ...props
}: ComponentProps<'table'> & { variant?: TableVariant }) {
  return (
    <Variant.Provider value={variant}>
      <div className={cn('overflow-x-auto', VARIANTS[variant].frame)}>
        <table className={cn('w-full text-left text-sm', className)} {...props} />
      </div>
    </Variant.Provider>
  );
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('sr-only', className)} {...props} />;
}

/** The column headings: one row of <TableHead>. */
export function TableHeader({ className, children, ...props }: ComponentProps<'thead'>) {
  const variant = useContext(Variant);
  return (
    <thead className={cn('text-slate-600', VARIANTS[variant].header, className)} {...props}>
      <tr>{children}</tr>
    </thead>
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  const variant = useContext(Variant);
  return (
    <th scope="col" className={cn(VARIANTS[variant].cell, 'font-medium', className)} {...props} />
  );
}

export function TableBody(props: ComponentProps<'tbody'>) {
  return <tbody {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-t border-slate-100', className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  const variant = useContext(Variant);
  return <td className={cn(VARIANTS[variant].cell, className)} {...props} />;
}

export interface Column {
  label: string;
  className?: string;
  /** A heading for screen readers only (the actions column). */
  hidden?: boolean;
}

/** A table with its caption and one heading per column; `children` are its rows. */
export function DataTable({
  caption,
  columns,
  children,
  ...table
}: ComponentProps<typeof Table> & { caption: string; columns: Column[] }) {
  return (
    <Table {...table}>
      <TableCaption>{caption}</TableCaption>
      <TableHeader>
        {columns.map(({ label, className, hidden }) => (
          <TableHead key={label} className={className}>
            {hidden ? <span className="sr-only">{label}</span> : label}
          </TableHead>
        ))}
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
