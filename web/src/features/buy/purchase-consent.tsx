import type { Raffle } from '@rifa/shared';
import { Link } from 'react-router';
import { t } from '../../i18n/pt-BR.ts';

export interface Consent {
  terms: boolean;
  adult: boolean;
}

/**
 * Before an account's first purchase (docs/protocols/payment.md#consent-before-the-first-purchase):
 * 'Li e aceito o regulamento' and the '+18' confirmation, both required. The raffle's rules
 * open inside the dialog (leaving it would lose the chosen numbers); without rules, the site's
 * terms open in a new tab.
 */
export function PurchaseConsent({
  raffle,
  value,
  onChange,
}: {
  raffle: Raffle;
  value: Consent;
  onChange(next: Consent): void;
}) {
  return (
    <fieldset
      className="grid gap-1 rounded-lg border border-slate-200 p-3"
      data-testid="purchase-consent"
    >
      <legend className="px-1 text-sm font-medium">{t('consent.title')}</legend>
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-orange-600"
          required
          checked={value.terms}
          onChange={(e) => onChange({ ...value, terms: e.target.checked })}
        />
        {t('consent.terms')}
      </label>
      {raffle.rules ? (
        <details className="pl-8 text-sm">
          <summary className="w-fit cursor-pointer font-medium text-orange-700">
            {t('consent.readRules')}
          </summary>
          <p className="mt-2 max-h-40 overflow-y-auto whitespace-pre-line break-words text-slate-700">
            {raffle.rules}
          </p>
        </details>
      ) : (
        <Link
          to="/termos"
          target="_blank"
          rel="noopener"
          className="w-fit pl-8 text-sm font-medium text-orange-700 underline underline-offset-2"
        >
          {t('consent.readTerms')}
        </Link>
      )}
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-orange-600"
          required
          checked={value.adult}
          onChange={(e) => onChange({ ...value, adult: e.target.checked })}
        />
        {t('consent.adult')}
      </label>
    </fieldset>
  );
}
