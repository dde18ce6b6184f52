import { FlaskConical } from 'lucide-react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useIsDemo, SiteInfoProvider } from '../../features/site/index.ts';
import { t } from '../../i18n/pt-BR.ts';
import { Navbar } from './navbar.tsx';
import { SiteFooter } from './site-footer.tsx';

/** docs/protocols/configuration.md: a permanent banner in demo mode, on every page. */
function DemoBanner() {
  const demo = useIsDemo();
  if (!demo) return null;
  return (
    <div
      role="note"
      className="bg-amber-400 px-4 py-1.5 text-center text-sm text-amber-950 print:hidden"
      data-testid="demo-banner"
    >
      <FlaskConical className="mr-1 inline size-4 align-[-2px]" aria-hidden="true" />
      <strong>{t('demo.banner')}</strong>
      <span className="hidden sm:inline"> · {t('demo.bannerDetail')}</span>
    </div>
  );
}

/** Every route: skip link, demo banner, the page, the footer (docs/decisions/0014-numbers-prizes-packages.md). */
export function RootLayout() {
  // One column of the viewport's height: the banner takes its line and the page the rest, so a
  // short page never scrolls because of the banner (docs/decisions/0014-numbers-prizes-packages.md); the footer closes the column.
  return (
    <SiteInfoProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#conteudo"
          className="sr-only z-[60] rounded-md bg-white px-4 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:ring-2 focus:ring-orange-500"
        >
          {t('app.skipToContent')}
        </a>
        <DemoBanner />
        <Outlet />
        <SiteFooter />
        <ScrollRestoration />
      </div>
    </SiteInfoProvider>
  );
}

/** Routes with the navigation bar (spec §2 layout table). */
export function NavLayout() {
  return (
    <div className="flex flex-1 flex-col bg-slate-50 print:bg-white">
      <Navbar />
      <main id="conteudo" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
