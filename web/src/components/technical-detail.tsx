import type { ReactNode } from 'react';

/** docs/decisions/0014-numbers-prizes-packages.md: the plain explanation stays visible; the exact technical rule is folded below it. */
export function TechnicalDetail({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="text-xs text-slate-600" data-testid="technical-detail">
      <summary className="w-fit rounded-md font-medium text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500">
        {summary}
      </summary>
      <p className="mt-1">{children}</p>
    </details>
  );
}
