import { createBrowserRouter } from 'react-router';
import { PublicLayout } from './components/layout/public-layout.tsx';
import { CancelRoute } from './routes/cancel.tsx';
import { ConfirmationRoute } from './routes/confirmation.tsx';
import { HomeRoute } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { PageLoading } from './routes/page-loading.tsx';
import { RouteError } from './routes/route-error.tsx';
import { SalonRoute } from './routes/salon.tsx';

/**
 * Spec §2 routes. The landing pages load with the first bundle; the calendar (react-day-picker) and the
 * checkout form (react-hook-form + zod) come in their own chunks, and the admin area never reaches
 * a public page's bundle (ARCHITECTURE.md: admin-only code lives in lazy chunks).
 */
export const router = createBrowserRouter([
  {
    path: '/admin/*',
    lazy: () => import('./routes/admin-placeholder.tsx'),
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
  },
  {
    path: '/',
    Component: PublicLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, Component: HomeRoute },
      // Spec §2: 'Choose Service' links to /services, the same list as '/'.
      { path: 'services', Component: HomeRoute },
      { path: 'times', lazy: () => import('./routes/times.tsx'), HydrateFallback: PageLoading },
      { path: 'checkout', lazy: () => import('./routes/checkout.tsx'), HydrateFallback: PageLoading },
      { path: 'confirmation', Component: ConfirmationRoute },
      { path: 'salon', Component: SalonRoute },
      { path: 'success', lazy: () => import('./routes/success.tsx'), HydrateFallback: PageLoading },
      { path: 'cancel', Component: CancelRoute },
      { path: '*', Component: NotFoundRoute },
    ],
  },
]);
