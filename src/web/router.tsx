import { createBrowserRouter } from 'react-router';
import { PublicLayout } from './components/layout/public-layout.tsx';
import { CancelRoute } from './routes/cancel.tsx';
import { ConfirmationRoute } from './routes/confirmation.tsx';
import { HomeRoute } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { PageLoading } from './routes/page-loading.tsx';
import { RouteError } from './routes/route-error.tsx';
import { SalonRoute } from './routes/salon.tsx';
import { adminPaths } from './lib/paths.ts';

/**
 * Spec §2 routes. The landing pages load with the first bundle; the calendar (react-day-picker) and the
 * checkout form (react-hook-form + zod) come in their own chunks, and the admin area (sign-in, guard,
 * layout, every section, the calendar) lives only in lazy chunks that no public page loads
 * (ARCHITECTURE.md: admin-only code lives in lazy chunks).
 */
export const router = createBrowserRouter([
  // Sign-in sits outside the guarded shell, so it never loops back to itself.
  {
    path: adminPaths.login,
    lazy: () => import('./routes/admin/login.tsx'),
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
  },
  {
    path: adminPaths.dashboard,
    lazy: () => import('./routes/admin/admin-shell.tsx'),
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: () => import('./routes/admin/dashboard.tsx') },
      { path: 'appointments', lazy: () => import('./routes/admin/appointments.tsx') },
      { path: 'revenue', lazy: () => import('./routes/admin/revenue.tsx') },
      { path: 'services', lazy: () => import('./routes/admin/services.tsx') },
      { path: 'staff', lazy: () => import('./routes/admin/staff.tsx') },
      { path: 'hours', lazy: () => import('./routes/admin/hours.tsx') },
      { path: 'settings', lazy: () => import('./routes/admin/settings.tsx') },
      { path: '*', Component: NotFoundRoute },
    ],
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
