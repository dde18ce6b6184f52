import type { RaffleDetail } from '@rifa/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n/pt-BR.ts';

export type BuyConsent = { terms: boolean; adult: boolean };

/** The buy page's consent boxes (terms, adult), asked once of a user who has not given them. */
export function BuyPageConsent({
  raffle,
  consent,
  setConsent,
  termsError,
  adultError,
}: {
  raffle: RaffleDetail;
  consent: BuyConsent;
  setConsent(next: BuyConsent): void;
  termsError: ReactNode;
  adultError: ReactNode;
}) {
  return (
    <fieldset className="grid gap-1 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium">{t('consent.title')}</legend>
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input
          type="checkbox"
          name="accept_terms"
          value="true"
          checked={consent.terms}
          onChange={(event) => setConsent({ ...consent, terms: event.target.checked })}
          className="size-5 shrink-0 accent-orange-600"
        />
        {t('consent.terms')}
      </label>
      {termsError}
      <Link
        to={raffle.rules ? `/raffles/${raffle.id}` : '/termos'}
        className="w-fit pl-8 text-sm font-medium text-orange-700 underline underline-offset-2"
      >
        {t(raffle.rules ? 'consent.readRules' : 'consent.readTerms')}
      </Link>
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input
          type="checkbox"
          name="adult"
          value="true"
          checked={consent.adult}
          onChange={(event) => setConsent({ ...consent, adult: event.target.checked })}
          className="size-5 shrink-0 accent-orange-600"
        />
        {t('consent.adult')}
      </label>
      {adultError}
    </fieldset>
  );
}
