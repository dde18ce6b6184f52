import type { ReactNode } from 'react';
import { t } from '../../i18n/pt-BR.ts';

type CheckState = boolean | 'pending';

/**
 * One ✓/✗ line of the receipt's checks (docs/decisions/0015-anchored-proof-signed-receipts.md). The mark and the spoken word carry the
 * verdict; the colour only repeats it.
 */
export function CheckLine({
  ok,
  children,
  testId,
}: {
  ok: CheckState;
  children: ReactNode;
  testId?: string;
}) {
  const tone =
    ok === 'pending'
      ? 'border-slate-200 bg-slate-50 text-slate-700'
      : ok
        ? 'border-green-200 bg-green-50 text-green-900'
        : 'border-red-300 bg-red-50 text-red-900';
  return (
    <li
      className={`flex gap-2 rounded-md border p-2 text-sm print:border-slate-400 print:bg-white ${tone}`}
      data-testid={testId}
      data-ok={String(ok)}
    >
      <span aria-hidden="true" className="w-4 shrink-0 font-bold">
        {ok === 'pending' ? '…' : ok ? '✓' : '✗'}
      </span>
      <span className="min-w-0 [overflow-wrap:anywhere]">
        {ok !== 'pending' && (
          <span className="sr-only">{ok ? t('verify.passed') : t('verify.failed')} </span>
        )}
        {children}
      </span>
    </li>
  );
}
