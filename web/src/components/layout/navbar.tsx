import { User as UserIcon, Zap } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useAuth } from '../../features/auth/index.ts';
import { t } from '../../i18n/pt-BR.ts';
import { cn } from '../../lib/cn.ts';
import { Button, focusRing } from '../ui/button.tsx';
import { navLinkClass, useNavItems } from './nav-items.ts';
import { PlainMobileMenu, PlainUserMenu } from './plain-menus.tsx';
import { useHydrated } from './use-hydrated.ts';

// Spec §2 navigation bar: brand, public links, logged-in links (Admin only for
// is_admin) and the user menu, or Entrar / Criar Conta; a mobile menu with the same
// links. The dropdown and the sheet are lazy chunks (landing initial JS ≤ 150 KB).
// docs/protocols/no-javascript.md: the server's markup (and so the hydration's) holds both
// menus as plain HTML (plain-menus.tsx); the SPA's own take over once it runs.

const loadUserMenu = () => import('./user-menu.tsx');
const loadMobileMenu = () => import('./mobile-menu.tsx');
const UserMenu = lazy(async () => ({ default: (await loadUserMenu()).UserMenu }));
// docs/protocols/draw.md: the winner is told on every page; only an account that won loads it.
const WinnerBar = lazy(async () => ({ default: (await import('./winner-bar.tsx')).WinnerBar }));
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));

export function Navbar() {
  const { user } = useAuth();
  const items = useNavItems();
  const userLabel = user?.name || t('nav.userFallback');
  const hydrated = useHydrated();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
      <nav
        aria-label={t('nav.label')}
        className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4"
      >
        <Link
          to="/"
          aria-label={t('nav.home')}
          className={cn(
            'mr-2 flex items-center gap-2 rounded-md text-lg font-bold text-slate-900',
            focusRing,
          )}
        >
          <span className="flex size-8 items-center justify-center rounded-lg bg-brand text-white">
            <Zap className="size-5" aria-hidden="true" />
          </span>
          <span>{t('app.name')}</span>
        </Link>

        <div className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} className={navLinkClass}>
              {t(item.label)}
            </NavLink>
          ))}
        </div>

        <div className="ml-auto hidden items-center gap-2 md:flex">
          {user && !hydrated ? (
            <PlainUserMenu label={userLabel} />
          ) : user ? (
            <Suspense
              fallback={
                <Button
                  variant="outline"
                  disabled
                  aria-label={t('nav.userMenu', { name: userLabel })}
                >
                  <UserIcon aria-hidden="true" />
                  <span className="max-w-40 truncate">{userLabel}</span>
                </Button>
              }
            >
              <UserMenu label={userLabel} />
            </Suspense>
          ) : (
            <>
              <Button variant="ghost" asChild>
                <Link to="/login">{t('nav.login')}</Link>
              </Button>
              <Button asChild>
                <Link to="/register">{t('nav.register')}</Link>
              </Button>
            </>
          )}
        </div>

        <MobileMenuControl items={items} user={user} live={hydrated} />
      </nav>
      {user && user.won_tickets > 0 && (
        <Suspense fallback={null}>
          <WinnerBar />
        </Suspense>
      )}
    </header>
  );
}

/** The phone menu: plain HTML until the SPA runs, then the same summary opens the sheet. */
function MobileMenuControl({
  items,
  user,
  live,
}: {
  items: Parameters<typeof PlainMobileMenu>[0]['items'];
  user: Parameters<typeof PlainMobileMenu>[0]['user'];
  live: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const summaryRef = useRef<HTMLElement>(null);
  const prefetch = () => void loadMobileMenu();

  return (
    <>
      <PlainMobileMenu
        items={items}
        user={user}
        summaryRef={summaryRef}
        {...(live && {
          onOpen: () => {
            setMounted(true);
            setOpen(true);
          },
          onPrefetch: prefetch,
          expanded: open,
        })}
      />
      {mounted && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onOpenChange={setOpen} returnFocusTo={summaryRef} />
        </Suspense>
      )}
    </>
  );
}
