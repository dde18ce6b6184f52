import { Link } from 'react-router';
import { useSiteInfo } from '../../features/site/index.ts';
import { t } from '../../i18n/pt-BR.ts';
import { focusRing } from '../ui/button.tsx';

const linkClass = `inline-flex min-h-11 items-center rounded-md font-medium text-slate-700 underline underline-offset-2 hover:text-orange-800 ${focusRing}`;

/**
 * docs/decisions/0014-numbers-prizes-packages.md: every page's footer — the organiser's contact (when given), the general terms,
 * where to verify a draw, and the version. In the landing's first bundle: nothing heavy here.
 * Not printed (the receipt prints without it).
 */
export function SiteFooter() {
  const { info } = useSiteInfo();
  return (
    <footer
      className="border-t border-slate-200 bg-white px-4 py-4 text-sm text-slate-600 print:hidden"
      data-testid="site-footer"
    >
      <div className="mx-auto grid max-w-6xl gap-x-6 gap-y-1 sm:flex sm:flex-wrap sm:items-center sm:justify-between">
        {info?.organiser_contact && (
          <p className="min-w-0 whitespace-pre-line break-words" data-testid="footer-contact">
            <span className="font-medium text-slate-800">{t('footer.contact')}</span>{' '}
            {info.organiser_contact}
          </p>
        )}
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-wrap gap-x-5">
            <li>
              <Link to="/termos" className={linkClass}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to="/how-it-works#verificar" className={linkClass}>
                {t('footer.verify')}
              </Link>
            </li>
          </ul>
        </nav>
        {info && (
          <p className="text-slate-500" data-testid="footer-version">
            {t('footer.version', { version: info.version })}
          </p>
        )}
      </div>
    </footer>
  );
}
