import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useState,
  type ReactNode,
} from 'react';
import type { ToastMessage } from '../components/toaster.tsx';
import type { ToastVariant } from '../components/ui/toast.tsx';

// Spec §9: notifications are shown one at a time by the product's own notifier; a new
// toast replaces the visible one.

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

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastMessage | null>(null);
  const [used, setUsed] = useState(false);

  const show = useCallback<ShowToast>((toast) => {
    setUsed(true);
    setCurrent((previous) => ({ ...toast, id: (previous?.id ?? 0) + 1 }));
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
