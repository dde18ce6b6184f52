import type { ReactNode } from 'react';
import { RouterProvider, type RouterProviderProps } from 'react-router/dom';
import { FullScreenSpinner } from './components/ui/spinner.tsx';
import { AuthProvider, useAuth } from './hooks/use-auth.tsx';
import { HealthProvider } from './hooks/use-health.tsx';
import { ToastProvider } from './hooks/use-toast.tsx';

/** Spec §2: a full-screen spinner while the auth state is loading. */
function AuthGate({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  return status === 'loading' ? <FullScreenSpinner /> : children;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
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
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
