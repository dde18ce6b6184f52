import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useToast } from '../../hooks/use-toast.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { authPath } from '../auth/index.ts';
import { savePendingPurchase, type PendingPurchase } from './pending-purchase.ts';

// A visitor may open the buy dialog, choose and press 'Comprar' before logging in: the choice
// is kept (pending-purchase.ts), login or registration returns here (auth's return-path.ts)
// and the dialog opens again as it was left (use-purchase-flow.ts).

type Choice = Omit<PendingPurchase, 'path' | 'savedAt'>;

/** Keeps `choice()` and goes to login, where spec §5's 'Login necessário' is said. */
export function useLoginToBuy(choice: () => Choice) {
  const navigate = useNavigate();
  const toast = useToast();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const keep = () => savePendingPurchase({ ...choice(), path: here });
  const goToLogin = async () => {
    keep();
    await navigate(authPath('/login', here));
    toast({
      title: t('toast.loginRequired.title'),
      description: t('toast.loginRequired.description'),
      variant: 'destructive',
    });
  };
  return { here, keep, goToLogin };
}

/** The numbers picked before logging in, back once the board is known (those still free). */
export function useRestoredNumbers(
  initial: PendingPurchase | null,
  map: { total: number; stateOf(number: number): string } | undefined,
  choose: (numbers: number[]) => void,
) {
  const restored = useRef(false);
  const apply = useRef(choose);
  apply.current = choose;
  useEffect(() => {
    if (restored.current || !map || !initial) return;
    restored.current = true;
    const free = initial.numbers.filter((n) => n <= map.total && map.stateOf(n) === 'free');
    if (free.length > 0) apply.current(free);
  }, [map, initial]);
}

/** Under the logged-out dialog: log in or register, the choice is kept. */
export function LoginToBuyHint({ here, onLeave }: { here: string; onLeave(): void }) {
  const link = (page: '/login' | '/register', label: string) => (
    <Link
      to={authPath(page, here)}
      onClick={onLeave}
      className="font-medium text-orange-700 underline underline-offset-2"
    >
      {label}
    </Link>
  );
  return (
    <p className="text-sm text-slate-700">
      {t('buy.loginHint')} {link('/login', t('buy.loginLink'))}
      {' · '}
      {link('/register', t('buy.registerLink'))}
    </p>
  );
}
