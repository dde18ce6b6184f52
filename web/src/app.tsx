import type { ReactNode } from 'react';
import { RouterProvider, type RouterProviderProps } from 'react-router/dom';
import { FullScreenSpinner } from './components/ui/spinner.tsx';
import { AuthProvider, useAuth } from './features/auth/index.ts';
import { HealthProvider } from './features/site/index.ts';
import { usePageData } from './hooks/use-page-data.tsx';
import { ToastProvider, type ToastRouter } from './hooks/use-toast.tsx';

/**
 * Spec §2: a full-screen spinner while the auth state is loading — except over a
 * server-rendered public page (docs/decisions/0013-built-for-tor.md), whose content stays; it renders as for a visitor
 * until the profile arrives, and the pages that need the user wait for it themselves.
 */
function AuthGate({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const serverRendered = usePageData() !== null;
  return status === 'loading' && !serverRendered ? <FullScreenSpinner /> : children;
}

export function AppProviders({
  children,
  router,
}: {
  children: ReactNode;
  /** The browser's router: toasts follow its pages (use-toast.tsx). */
  router?: ToastRouter;
}) {
  return (
    <ToastProvider router={router}>
      <HealthProvider>
        <AuthProvider>
          <AuthGate>{children}</AuthGate>
        </AuthProvider>
      </HealthProvider>
    </ToastProvider>
  );
}

export function App({ router }: { router: RouterProviderProps['router'] }) {
  return (
    <AppProviders router={router}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
