import type { Raffle } from '@rifa/shared';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { t } from '../../../i18n/pt-BR.ts';

// docs/decisions/0014-numbers-prizes-packages.md: the organiser's description, regulamento and contact on the raffle page. Plain
// text rendered as text (React escapes it, nothing is parsed as HTML), with its line breaks
// and tabs kept by `white-space: pre-wrap`.

/** A regulamento longer than this (characters or lines) starts folded. */
const LONG_RULES_CHARS = 600;
const LONG_RULES_LINES = 8;

const TEXT = 'whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-800';

function isLongText(text: string): boolean {
  return text.length > LONG_RULES_CHARS || text.split('\n').length > LONG_RULES_LINES;
}

/** 'Sobre a rifa': the description, when the organiser wrote one. */
export function RaffleDescription({ raffle }: { raffle: Raffle }) {
  if (!raffle.description) return null;
  return (
    <Card data-testid="raffle-description">
      <CardHeader>
        <CardTitle>{t('rafflePage.description')}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className={TEXT}>{raffle.description}</p>
      </CardContent>
    </Card>
  );
}

/** 'Regulamento', folded in a <details> when long; then the organiser's contact. */
export function RaffleRulesAndContact({ raffle }: { raffle: Raffle }) {
  if (!raffle.rules && !raffle.contact) return null;
  return (
    <Card data-testid="raffle-rules-contact">
      <CardContent className="grid gap-5 pt-5">
        {raffle.rules && (
          <section aria-labelledby="raffle-rules-title" className="grid gap-2">
            <h2 id="raffle-rules-title" className="text-lg font-semibold">
              {t('rafflePage.rules')}
            </h2>
            {isLongText(raffle.rules) ? (
              <details data-testid="raffle-rules-folded">
                <summary className="w-fit cursor-pointer rounded-md text-sm font-medium text-orange-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500">
                  {t('rafflePage.rulesShow')}
                </summary>
                <p className={`${TEXT} mt-2`}>{raffle.rules}</p>
              </details>
            ) : (
              <p className={TEXT}>{raffle.rules}</p>
            )}
          </section>
        )}
        {raffle.contact && (
          <section aria-labelledby="raffle-contact-title" className="grid gap-1">
            <h2 id="raffle-contact-title" className="text-lg font-semibold">
              {t('rafflePage.contact')}
            </h2>
            <p className={TEXT} data-testid="raffle-contact">
              {raffle.contact}
            </p>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
