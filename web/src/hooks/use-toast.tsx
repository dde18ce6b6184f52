import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ToastMessage } from '../components/toaster.tsx';
import type { ToastVariant } from '../components/ui/toast.tsx';

// Spec §9: notifications are shown one at a time by the product's own notifier; a new
// toast replaces the visible one. A toast belongs to the page it was shown on: leaving that
// page dismisses it, so no notice of one page lingers over the next.

/** What the provider needs of the app's router: where it is, and when that changes. */
export interface ToastRouter {
  readonly state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

type ShowToast = (toast: ToastInput) => void;

const ToastContext = createContext<ShowToast | null>(null);

const Toaster = lazy(async () => ({
  default: (await import('../components/toaster.tsx')).Toaster,
}));

export function ToastProvider({
  children,
  router,
}: {
  children: ReactNode;
  /** Absent on the server, where no toast is shown. */
  router?: ToastRouter;
}) {
  const [current, setCurrent] = useState<(ToastMessage & { page: string }) | null>(null);
  const [used, setUsed] = useState(false);
  // The router tells of a new location before `await navigate()` returns, so a toast shown
  // after it is tagged with the page it is for.
  const page = useRef(router?.state.location.pathname ?? '');

  useEffect(() => {
    if (!router) return;
    page.current = router.state.location.pathname;
    return router.subscribe(({ location }) => {
      if (location.pathname === page.current) return;
      page.current = location.pathname;
      setCurrent((c) => (c && c.page !== location.pathname ? null : c));
    });
  }, [router]);

  const show = useCallback<ShowToast>((toast) => {
    setUsed(true);
    setCurrent((previous) => ({ ...toast, id: (previous?.id ?? 0) + 1, page: page.current }));
  }, []);

  const dismiss = useCallback((id: number) => {
    setCurrent((c) => (c?.id === id ? null : c));
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <Toaster toast={current} onDismiss={dismiss} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast outside ToastProvider');
  return show;
}
