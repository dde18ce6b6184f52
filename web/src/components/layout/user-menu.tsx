import { LogOut, User as UserIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { t } from '../../i18n/pt-BR.ts';
import { Button } from '../ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';
import { useLogout } from './nav-items.ts';

/**
 * The logged-in user menu (spec §2): labelled with the name or 'Usuário', offering
 * Minha Conta and Sair. Lazy: the dropdown's positioning code stays out of the
 * landing page's initial JS for visitors.
 */
export function UserMenu({ label }: { label: string }) {
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          aria-label={t('nav.userMenu', { name: label })}
          data-testid="user-menu"
        >
          <UserIcon aria-hidden="true" />
          <span className="max-w-40 truncate">{label}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => void navigate('/dashboard')}>
          <UserIcon aria-hidden="true" />
          {t('nav.myAccount')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={logout}>
          <LogOut aria-hidden="true" />
          {t('nav.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
