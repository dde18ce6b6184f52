import { LogOut } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { useAuth } from '../../features/auth/index.ts';
import { t } from '../../i18n/pt-BR.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '../ui/sheet.tsx';
import { navLinkClass, useLogout, useNavItems } from './nav-items.ts';

/**
 * The mobile menu (spec §2: the same links as the bar) in a sheet that traps focus.
 * Lazy-loaded on the first tap of the menu button; focus goes back to that button.
 */
export function MobileMenu({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusTo: { current: HTMLElement | null };
}) {
  const { user } = useAuth();
  const items = useNavItems();
  const logout = useLogout();
  const mobileLink = ({ isActive }: { isActive: boolean }) =>
    cn(navLinkClass({ isActive }), 'flex text-base');

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        data-testid="mobile-menu"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle className="text-lg font-semibold">{t('nav.menuTitle')}</SheetTitle>
        <SheetDescription className="sr-only">{t('nav.menuDescription')}</SheetDescription>
        <nav aria-label={t('nav.label')} className="grid gap-1">
          {items.map((item) => (
            // Not inside <SheetClose asChild>: its Slot turned NavLink's className function
            // into text, leaving the links unstyled and 24 px tall (docs/decisions/0014-numbers-prizes-packages.md: 44 px targets).
            <NavLink
              key={item.to}
              to={item.to}
              className={mobileLink}
              onClick={() => onOpenChange(false)}
            >
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
        <div className="mt-auto grid gap-2 border-t border-slate-200 pt-4">
          {user ? (
            <>
              <p className="truncate text-sm text-slate-600">
                {user.name || t('nav.userFallback')}
              </p>
              <SheetClose asChild>
                <Button variant="outline" size="lg" asChild>
                  <Link to="/dashboard">{t('nav.myAccount')}</Link>
                </Button>
              </SheetClose>
              <Button
                variant="ghost"
                size="lg"
                onClick={() => {
                  onOpenChange(false);
                  logout();
                }}
              >
                <LogOut aria-hidden="true" />
                {t('nav.logout')}
              </Button>
            </>
          ) : (
            <>
              <SheetClose asChild>
                <Button variant="outline" size="lg" asChild>
                  <Link to="/login">{t('nav.login')}</Link>
                </Button>
              </SheetClose>
              <SheetClose asChild>
                <Button size="lg" asChild>
                  <Link to="/register">{t('nav.register')}</Link>
                </Button>
              </SheetClose>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
