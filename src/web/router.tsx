import { Suspense } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { PublicLayout } from './components/layout/public-layout.tsx';
import { HomeRoute } from './routes/home.tsx';
import { lazyPage } from './routes/lazy-page.ts';
import { NotFoundRoute } from './routes/not-found.tsx';
import { PageLoading } from './routes/page-loading.tsx';
import { RouteErrorBoundary } from './routes/route-error-boundary.tsx';
import { SuspenseOutlet } from './routes/suspense-outlet.tsx';
import { adminPaths } from './lib/paths.ts';
import { queryClient } from './api/query-client.ts';
import { prefetchDashboard } from './features/admin/dashboard/dashboard-queries.ts';

/**
 * Spec §2 routes. Only '/' (and '/services', the same list) loads with the first bundle; every other page
 * comes in its own chunk, and the admin area (sign-in, guard, layout, every section, the calendar) lives
 * only in lazy chunks that no public page loads (ARCHITECTURE.md; the budget: docs/decisions/0014).
 * Declarative routes, not createBrowserRouter: the data router costs 16 KB gzip more and we use none of it.
 * A lazy page is `Component: lazyPage(() => import(...))` below a SuspenseOutlet.
 */
const loadDashboard = () => import('./routes/admin/dashboard.tsx');
const isDashboardPath = (pathname: string) => pathname.replace(/\/+$/, '') === adminPaths.dashboard;
/**
 * Opening the dashboard: the session check and its first data are asked for at once, from this first chunk
 * (a few small modules of plain fetches: a lazy chunk of them waited for the chunks it imports, issue 16),
 * and its code beside the shell's.
 */
function startDashboard(): void {
  prefetchDashboard(queryClient);
  void loadDashboard().catch(() => {});
}

const routes: RouteObject[] = [
  // Sign-in sits outside the guarded shell, so it never loops back to itself.
  {
    path: adminPaths.login,
    Component: lazyPage(() => import('./routes/admin/login.tsx')),
  },
  {
    path: adminPaths.setup,
    Component: lazyPage(() => import('./routes/admin/setup.tsx')),
  },
  {
    path: adminPaths.setPassword,
    Component: lazyPage(() => import('./routes/admin/set-password.tsx')),
  },
  {
    path: adminPaths.dashboard,
    Component: lazyPage(() => {
      if (isDashboardPath(window.location.pathname)) startDashboard();
      return import('./routes/admin/admin-shell.tsx');
    }),
    children: [
      {
        Component: SuspenseOutlet,
        children: [
          { index: true, Component: lazyPage(loadDashboard) },
          { path: 'appointments', Component: lazyPage(() => import('./routes/admin/appointments.tsx')) },
          { path: 'clients', Component: lazyPage(() => import('./routes/admin/clients.tsx')) },
          { path: 'clients/:id', Component: lazyPage(() => import('./routes/admin/client-profile.tsx')) },
          { path: 'revenue', Component: lazyPage(() => import('./routes/admin/revenue.tsx')) },
          { path: 'services', Component: lazyPage(() => import('./routes/admin/services.tsx')) },
          { path: 'staff', Component: lazyPage(() => import('./routes/admin/staff.tsx')) },
          { path: 'hours', Component: lazyPage(() => import('./routes/admin/hours.tsx')) },
          { path: 'settings', Component: lazyPage(() => import('./routes/admin/settings.tsx')) },
          { path: 'outbox', Component: lazyPage(() => import('./routes/admin/outbox.tsx')) },
          { path: 'account', Component: lazyPage(() => import('./routes/admin/account.tsx')) },
          { path: 'team', Component: lazyPage(() => import('./routes/admin/team.tsx')) },
          { path: 'clients/:id/export', Component: lazyPage(() => import('./routes/admin/client-export.tsx')) },
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
  {
    path: '/',
    Component: PublicLayout,
    children: [
      {
        Component: SuspenseOutlet,
        children: [
          { index: true, Component: HomeRoute },
          // Spec §2: 'Choose Service' links to /services, the same list as '/'.
          { path: 'services', Component: HomeRoute },
          { path: 'times', Component: lazyPage(() => import('./routes/times.tsx')) },
          { path: 'checkout', Component: lazyPage(() => import('./routes/checkout.tsx')) },
          { path: 'confirmation', Component: lazyPage(() => import('./routes/confirmation.tsx')) },
          { path: 'salon', Component: lazyPage(() => import('./routes/salon.tsx')) },
          { path: 'success', Component: lazyPage(() => import('./routes/success.tsx')) },
          { path: 'cancel', Component: lazyPage(() => import('./routes/cancel.tsx')) },
          // Issue 6: the link in a client's e-mails; its own chunk, as few visitors open it.
          { path: 'manage/:token', Component: lazyPage(() => import('./routes/manage-booking.tsx')) },
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
];

/** The app's pages; a page that fails (or whose chunk fails to load) shows RouteError instead. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<PageLoading />}>{page}</Suspense>
    </RouteErrorBoundary>
  );
}
