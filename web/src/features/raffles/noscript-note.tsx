import { t } from '../../i18n/pt-BR.ts';

/**
 * docs/decisions/0013-built-for-tor.md: with JavaScript off (Tor Browser's Safest level) the public pages still read in
 * full, but buying cannot work; this says so where the buy button is. A <noscript> is shown
 * only when scripts are off, and React leaves its contents alone when it hydrates.
 */
export function NoScriptNote() {
  return (
    <noscript>
      <p
        className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        data-testid="noscript-note"
      >
        {t('raffle.noScript')}
      </p>
    </noscript>
  );
}
