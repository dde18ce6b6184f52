import { LoadError } from '../../components/load-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { useSiteInfo } from './use-site-info.tsx';

/**
 * A paragraph of the terms: plain text with its line breaks. A short first line without a
 * final period over more lines reads as the paragraph's heading ("Quem organiza").
 */
function TermsParagraph({ text }: { text: string }) {
  const [first = '', ...rest] = text.split('\n');
  const heading = rest.length > 0 && first.length <= 80 && !/[.:;!?]$/.test(first);
  if (!heading) return <p className="whitespace-pre-line break-words">{text}</p>;
  return (
    <section className="grid gap-1">
      <h2 className="break-words font-semibold text-slate-900">{first}</h2>
      <p className="whitespace-pre-line break-words">{rest.join('\n')}</p>
    </section>
  );
}

const comparable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .toLowerCase();

/**
 * The terms' paragraphs, without a first line that only repeats the page's title ('Termos
 * gerais', 'TERMOS GERAIS:'): operators often start their text with it, and the page already
 * has it as its one h1.
 */
export function withoutRepeatedTitle(terms: string, title: string): string[] {
  const paragraphs = terms
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const [first = '', ...rest] = paragraphs[0]?.split('\n') ?? [];
  if (comparable(first) !== comparable(title)) return paragraphs;
  const remainder = rest.join('\n').trim();
  return remainder ? [remainder, ...paragraphs.slice(1)] : paragraphs.slice(1);
}

/**
 * /termos (docs/decisions/0014-numbers-prizes-packages.md): the general terms the admin wrote in Configurações, or the default that
 * says who runs these raffles; rendered on the server from the footer's own data.
 */
export function TermsPage() {
  const site = useSiteInfo();
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <PageHeader title={t('terms.title')} subtitle={t('terms.subtitle')} />
      {site.info ? (
        <div
          className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 text-sm leading-relaxed text-slate-700 shadow-sm sm:text-base"
          data-testid="terms-text"
        >
          {withoutRepeatedTitle(site.info.terms, t('terms.title')).map((paragraph, index) => (
            <TermsParagraph key={index} text={paragraph} />
          ))}
          {site.info.organiser_contact && (
            <p className="whitespace-pre-line break-words border-t border-slate-200 pt-4">
              <span className="font-semibold text-slate-900">{t('footer.contact')}</span>{' '}
              {site.info.organiser_contact}
            </p>
          )}
        </div>
      ) : site.loading ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : (
        <LoadError error={site.error} fallback="terms.error" reload={site.reload} />
      )}
    </div>
  );
}
