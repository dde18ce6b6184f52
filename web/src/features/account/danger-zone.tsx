import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '../../i18n/pt-BR.ts';

/**
 * What cannot be undone (the account's deletion), folded under 'Zona de perigo' at the end of
 * the page: a red button is never the first thing a thumb meets on a phone. A native
 * <details>, so it opens without JavaScript and with the keyboard.
 */
export function DangerZone({ children }: { children: ReactNode }) {
  return (
    <details className="group rounded-lg border border-red-200" data-testid="danger-zone">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-3 text-sm font-medium text-red-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 [&::-webkit-details-marker]:hidden">
        {t('account.dangerZone')}
        <ChevronDown
          className="size-4 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="grid gap-2 border-t border-red-200 p-3">{children}</div>
    </details>
  );
}
