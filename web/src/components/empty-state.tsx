import type { ReactNode } from 'react';

export function EmptyState({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {text && <p className="mt-1 text-sm text-slate-600">{text}</p>}
      {children && <div className="mt-4 flex justify-center">{children}</div>}
    </div>
  );
}
