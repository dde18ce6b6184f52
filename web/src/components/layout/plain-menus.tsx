import { LogOut, Menu, User as UserIcon } from 'lucide-react';
import type { Ref } from 'react';
import { Link, NavLink } from 'react-router';
import type { User } from '@rifa/shared';
import { t } from '../../i18n/pt-BR.ts';
import { cn } from '../../lib/cn.ts';
import { PlainForm } from '../plain-form.tsx';
import { Button } from '../ui/button.tsx';
import { navLinkClass, type NavItem } from './nav-items.ts';

// docs/protocols/no-javascript.md: the phone menu and the user menu as plain HTML, which the
// server renders and the hydration keeps (its first render must equal the server's): a
// <details> opened by its <summary>, holding real links and the logout form. Once the SPA
// runs, the phone menu's summary opens the sheet in place, and navbar.tsx swaps the user menu
// for the dropdown, which looks the same.

/** Hides the browser's disclosure triangle: the summary looks like the SPA's button. */
const SUMMARY = 'cursor-pointer list-none [&::-webkit-details-marker]:hidden';

/** Sair without JavaScript: a form posting to /sair with the page's CSRF token. */
export function LogoutForm({ size }: { size?: 'lg' }) {
  return (
    <PlainForm action="/sair" name="sair" className="grid">
      <Button type="submit" variant="ghost" size={size} className="justify-start">
        <LogOut aria-hidden="true" />
        {t('nav.logout')}
      </Button>
    </PlainForm>
  );
}

/** The user menu of the wide bar: Minha Conta and Sair. */
export function PlainUserMenu({ label }: { label: string }) {
  return (
    <details className="relative" data-testid="plain-user-menu">
      <Button variant="outline" asChild>
        <summary className={SUMMARY} aria-label={t('nav.userMenu', { name: label })}>
          <UserIcon aria-hidden="true" />
          <span className="max-w-40 truncate">{label}</span>
        </summary>
      </Button>
      <div className="absolute right-0 top-full z-50 mt-1 grid min-w-40 gap-1 rounded-md border border-slate-200 bg-white p-1 shadow-md">
        <Button variant="ghost" asChild className="justify-start">
          <Link to="/dashboard">
            <UserIcon aria-hidden="true" />
            {t('nav.myAccount')}
          </Link>
        </Button>
        <LogoutForm />
      </div>
    </details>
  );
}

/**
 * The phone menu: the bar's links, then the account's (or Entrar / Criar Conta). Without
 * JavaScript (and before hydration) the <details> opens by itself; once the SPA runs, the same
 * <summary> opens the sheet instead (`onOpen`), so hydration keeps this very node.
 */
export function PlainMobileMenu({
  items,
  user,
  onOpen,
  onPrefetch,
  summaryRef,
  expanded,
}: {
  items: NavItem[];
  user: User | null;
  /** Set once the SPA runs: a tap opens the sheet, and the <details> stays closed. */
  onOpen?: () => void;
  onPrefetch?: () => void;
  summaryRef?: Ref<HTMLElement>;
  expanded?: boolean;
}) {
  const mobileLink = ({ isActive }: { isActive: boolean }) =>
    cn(navLinkClass({ isActive }), 'flex text-base');
  return (
    <details className="ml-auto md:hidden" data-testid="plain-mobile-menu">
      <Button variant="ghost" size="icon" asChild className="size-11">
        <summary
          ref={summaryRef}
          className={SUMMARY}
          role="button"
          aria-label={t('nav.openMenu')}
          data-testid="mobile-menu-button"
          {...(onOpen && { 'aria-haspopup': 'dialog' as const, 'aria-expanded': expanded })}
          onPointerEnter={onPrefetch}
          onFocus={onPrefetch}
          onClick={(event) => {
            if (!onOpen) return;
            event.preventDefault();
            onOpen();
          }}
        >
          <Menu className="size-6" aria-hidden="true" />
        </summary>
      </Button>
      {/* Once the sheet takes over, the panel stays in the page (hydration keeps it) but hidden. */}
      <div
        className="absolute inset-x-0 top-16 z-50 grid gap-1 border-b border-slate-200 bg-white p-4 shadow-md"
        hidden={onOpen !== undefined}
      >
        <nav aria-label={t('nav.menuTitle')} className="grid gap-1">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} className={mobileLink}>
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
        <div className="mt-2 grid gap-2 border-t border-slate-200 pt-4">
          {user ? (
            <>
              <p className="truncate text-sm text-slate-600">
                {user.name || t('nav.userFallback')}
              </p>
              <Button variant="outline" size="lg" asChild>
                <Link to="/dashboard">{t('nav.myAccount')}</Link>
              </Button>
              <LogoutForm size="lg" />
            </>
          ) : (
            <>
              <Button variant="outline" size="lg" asChild>
                <Link to="/login">{t('nav.login')}</Link>
              </Button>
              <Button size="lg" asChild>
                <Link to="/register">{t('nav.register')}</Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </details>
  );
}
