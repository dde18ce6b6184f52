import type { ReactNode } from 'react';
import { t } from '../../i18n/pt-BR.ts';

/**
 * docs/decisions/0015-anchored-proof-signed-receipts.md: the technical proof (facts, formula, 'Verificar', how to audit) folded below the
 * plain-language steps. A native <details>, so it opens without JavaScript too (Tor Browser's
 * Safest level reads the server-rendered page).
 */
export function TechnicalProof({ children }: { children: ReactNode }) {
  return (
    <details className="group grid gap-5" data-testid="technical-proof">
      <summary className="w-fit cursor-pointer rounded-md font-medium text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500">
        {t('plain.technical')}
      </summary>
      <div className="mt-4 grid gap-5">{children}</div>
    </details>
  );
}
