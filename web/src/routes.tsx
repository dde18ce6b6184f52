import type { RouteObject } from 'react-router';
import { NavLayout, RootLayout } from './components/layout/layouts.tsx';
import { FullScreenSpinner } from './components/ui/spinner.tsx';
import { LandingPage } from './features/site/index.ts';

// Spec §2 routes plus /raffles/:id (docs/protocols/web.md). Only the landing page is in the
// initial bundle (≤ 150 KB gzipped, scripts/check-bundle-size.ts); every other page is
// a lazy chunk loaded on navigation. No errorElement: React Router's default shows
// 'Unexpected Application Error!' with the message (spec §8).
// The public pages are rendered on the server too (entry-server.tsx, docs/decisions/0013-built-for-tor.md); their
// `handle.module` names the chunk's source in Vite's manifest, which the server preloads
// (<link rel="modulepreload">) so hydration never waits for it after the entry.

/** The route data of a server-rendered page whose component is a lazy chunk. */
export interface PageHandle {
  module: string;
}

// Each lazy page is imported by its own file, not through its feature's index.ts: that file is
// the chunk loaded on navigation and preloaded by name (handle.module), while an index brings
// every module other features use, which would all land in the first page's bundle (the
// feature rule allows a dynamic import() of any file for this reason).
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      {
        element: <NavLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          {
            path: 'raffles',
            handle: { module: 'src/features/raffles/raffles-page.tsx' } satisfies PageHandle,
            lazy: async () => ({
              Component: (await import('./features/raffles/raffles-page.tsx')).RafflesPage,
            }),
          },
          {
            path: 'raffles/:id',
            handle: { module: 'src/features/raffles/raffle-detail-page.tsx' } satisfies PageHandle,
            lazy: async () => ({
              Component: (await import('./features/raffles/raffle-detail-page.tsx'))
                .RaffleDetailPage,
            }),
          },
          // docs/protocols/no-javascript.md: the buy page and the invoice page, server-rendered too.
          {
            path: 'raffles/:id/comprar',
            handle: { module: 'src/features/buy/buy-page.tsx' } satisfies PageHandle,
            lazy: async () => ({
              Component: (await import('./features/buy/buy-page.tsx')).BuyPage,
            }),
          },
          ...['pagamento/:id', 'pagamento/:id/simular'].map((path) => ({
            path,
            handle: { module: 'src/features/buy/invoice-page.tsx' } satisfies PageHandle,
            lazy: async () => ({
              Component: (await import('./features/buy/invoice-page.tsx')).InvoicePage,
            }),
          })),
          {
            path: 'dashboard',
            handle: { module: 'src/features/participant/dashboard-page.tsx' } satisfies PageHandle,
            lazy: async () => ({
              Component: (await import('./features/participant/dashboard-page.tsx')).DashboardPage,
            }),
          },
          // docs/protocols/prize-delivery.md#claim-links: a claim link (the secret in the fragment).
          {
            path: 'resgate',
            lazy: async () => ({
              Component: (await import('./features/participant/claim-link-page.tsx')).ClaimLinkPage,
            }),
          },
          // docs/protocols/lnurl.md#success-actions: a wallet buyer's tickets, reached without an account
          // (the secret in the path; the page links nowhere outside this site).
          {
            path: 'bilhete/:secret',
            lazy: async () => ({
              Component: (await import('./features/wallet/ticket-page.tsx')).TicketPageView,
            }),
          },
          // docs/decisions/0014-numbers-prizes-packages.md: the printable receipt of a paid purchase (login required, like the dashboard).
          {
            path: 'comprovante/:transactionId',
            handle: { module: 'src/features/receipt/receipt-page.tsx' } satisfies PageHandle,
            lazy: async () => ({
              Component: (await import('./features/receipt/receipt-page.tsx')).ReceiptPage,
            }),
          },
          {
            path: 'admin',
            lazy: async () => ({
              Component: (await import('./features/raffle-admin/admin-page.tsx')).AdminPage,
            }),
          },
          {
            path: 'how-it-works',
            handle: { module: 'src/features/site/how-it-works-page.tsx' } satisfies PageHandle,
            lazy: async () => ({
              Component: (await import('./features/site/how-it-works-page.tsx')).HowItWorksPage,
            }),
          },
          // docs/decisions/0014-numbers-prizes-packages.md: the winners page and the general terms, both server-rendered.
          {
            path: 'ganhadores',
            handle: { module: 'src/features/draw-proof/winners-page.tsx' } satisfies PageHandle,
            lazy: async () => ({
              Component: (await import('./features/draw-proof/winners-page.tsx')).WinnersPage,
            }),
          },
          {
            path: 'termos',
            handle: { module: 'src/features/site/terms-page.tsx' } satisfies PageHandle,
            lazy: async () => ({
              Component: (await import('./features/site/terms-page.tsx')).TermsPage,
            }),
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('./features/site/not-found-page.tsx')).NotFoundPage,
            }),
          },
        ],
      },
      {
        path: 'login',
        handle: { module: 'src/features/auth/login-page.tsx' } satisfies PageHandle,
        lazy: async () => ({
          Component: (await import('./features/auth/login-page.tsx')).LoginPage,
        }),
      },
      {
        path: 'register',
        handle: { module: 'src/features/auth/register-page.tsx' } satisfies PageHandle,
        lazy: async () => ({
          Component: (await import('./features/auth/register-page.tsx')).RegisterPage,
        }),
      },
      // docs/decisions/0014-numbers-prizes-packages.md: forgot password (recovery code) and the admin's one-time reset link.
      {
        path: 'recuperar-senha',
        handle: { module: 'src/features/auth/recover-password-page.tsx' } satisfies PageHandle,
        lazy: async () => ({
          Component: (await import('./features/auth/recover-password-page.tsx'))
            .RecoverPasswordPage,
        }),
      },
      {
        path: 'redefinir-senha',
        lazy: async () => ({
          Component: (await import('./features/auth/recover-password-page.tsx')).ResetPasswordPage,
        }),
      },
    ],
  },
];
