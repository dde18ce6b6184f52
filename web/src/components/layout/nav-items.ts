import { useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/index.ts';
import { useToast } from '../../hooks/use-toast.tsx';
import { t, type MessageKey } from '../../i18n/pt-BR.ts';
import { cn } from '../../lib/cn.ts';
import { focusRing } from '../ui/button.tsx';

// Shared by the navigation bar, the user menu and the mobile menu (spec §2).

export interface NavItem {
  to: string;
  label: MessageKey;
}

/** Public links, then Dashboard when logged in and Admin only for is_admin. */
export function useNavItems(): NavItem[] {
  const { user } = useAuth();
  const items: NavItem[] = [
    { to: '/raffles', label: 'nav.allRaffles' },
    { to: '/ganhadores', label: 'nav.winners' },
    { to: '/how-it-works', label: 'nav.howItWorks' },
  ];
  if (user) items.push({ to: '/dashboard', label: 'nav.dashboard' });
  if (user?.is_admin) items.push({ to: '/admin', label: 'nav.admin' });
  return items;
}

/** Sair: logout, the spec §8 toast, back to the landing page. */
export function useLogout(): () => void {
  const { logout } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  return () => {
    logout();
    // After the navigation: a toast belongs to the page it is shown on (use-toast.tsx).
    void Promise.resolve(navigate('/')).then(() =>
      toast({
        title: t('toast.logout.title'),
        description: t('toast.logout.description'),
        variant: 'success',
      }),
    );
  };
}

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    // min-h-11: 44 px touch targets (WCAG 2.5.5, docs/decisions/0014-numbers-prizes-packages.md).
    'inline-flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-medium transition-colors',
    focusRing,
    isActive
      ? 'bg-orange-50 text-orange-800'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );
