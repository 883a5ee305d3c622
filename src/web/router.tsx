import { Suspense } from 'react';
import { matchPath, useLocation, useRoutes, type RouteObject } from 'react-router';
import { PublicLayout } from './components/layout/public-layout.tsx';
import { HomeRoute } from './routes/home.tsx';
import { lazyPage, type LazyPage } from './routes/lazy-page.ts';
import { NotFoundRoute } from './routes/not-found.tsx';
import { PageLoading } from './routes/page-loading.tsx';
import { RouteErrorBoundary } from './routes/route-error-boundary.tsx';
import { SuspenseOutlet } from './routes/suspense-outlet.tsx';
import type { AdminPage } from '../core/admin-first-requests.ts';
import { adminPaths } from './lib/paths.ts';
import { queryClient } from './api/query-client.ts';
import { prefetchDashboard } from './features/admin/dashboard/dashboard-queries.ts';

/**
 * Spec §2 routes. Only '/' (and '/services', the same list) loads with the first bundle; every other page
 * comes in its own chunk, and the admin area (sign-in, guard, layout, every section, the calendar) lives
 * only in lazy chunks that no public page loads (docs/architecture.md; the budget: docs/decisions/0014).
 * Declarative routes, not createBrowserRouter: the data router costs 16 KB gzip more and we use none of it.
 * A lazy page is `Component: lazyPage(() => import(...))` below a SuspenseOutlet.
 */
const Dashboard = lazyPage(() => import('./routes/admin/dashboard.tsx'));

/** The back office's pages inside its shell (core/admin-first-requests.ts names them all), each in its own chunk. */
const ADMIN_PAGES: Record<AdminPage, LazyPage> = {
  '/admin': Dashboard,
  '/admin/appointments': lazyPage(() => import('./routes/admin/appointments.tsx')),
  '/admin/clients': lazyPage(() => import('./routes/admin/clients.tsx')),
  '/admin/clients/:id': lazyPage(() => import('./routes/admin/client-profile.tsx')),
  '/admin/clients/:id/export': lazyPage(() => import('./routes/admin/client-export.tsx')),
  '/admin/revenue': lazyPage(() => import('./routes/admin/revenue.tsx')),
  '/admin/services': lazyPage(() => import('./routes/admin/services.tsx')),
  '/admin/staff': lazyPage(() => import('./routes/admin/staff.tsx')),
  '/admin/hours': lazyPage(() => import('./routes/admin/hours.tsx')),
  '/admin/settings': lazyPage(() => import('./routes/admin/settings.tsx')),
  '/admin/team': lazyPage(() => import('./routes/admin/team.tsx')),
  '/admin/outbox': lazyPage(() => import('./routes/admin/outbox.tsx')),
  '/admin/account': lazyPage(() => import('./routes/admin/account.tsx')),
};
const adminPages = Object.entries(ADMIN_PAGES);

/**
 * Opening the back office at `pathname`: its page's code starts beside the shell's, not once the session check has
 * let the shell render (the page named that code, and its first data, for the browser to fetch already: the server's
 * page-preloads.ts). The dashboard's session check and first data are also asked for from this first chunk (a few
 * small modules of plain fetches: a lazy chunk of them waited for the chunks it imports, issue 16).
 */
function startAdminPage(pathname: string): Promise<void> | undefined {
  const page = adminPages.find(([path]) => matchPath({ path, end: true }, pathname))?.[1];
  if (page === Dashboard) prefetchDashboard(queryClient);
  return page?.preload();
}

const AdminShell = lazyPage(() => {
  void startAdminPage(window.location.pathname)?.catch(() => {});
  return import('./routes/admin/admin-shell.tsx');
});

/**
 * How long the app waits for an admin page's code before it first draws. 'Loading...' drawn sooner would delay the
 * page by React's hold-back of a revealed Suspense (300 ms, see lazy-page.ts); the page names its code, so it is
 * mostly here within a few tenths of a second. On a connection too slow for that, say it is loading after a second.
 */
const FIRST_DRAW_WAIT_MS = 1000;

/**
 * Before the app first draws: the code of the admin page it opens on (the page named it, so it is mostly here already),
 * for at most FIRST_DRAW_WAIT_MS, so the page is drawn at once instead of after two 'Loading...'s. Other pages: at once.
 */
export function firstPageReady(pathname: string): Promise<void> {
  const page = startAdminPage(pathname);
  if (!page) return Promise.resolve();
  const code = Promise.all([AdminShell.preload(), page]).then(
    () => undefined,
    () => undefined, // the page's own lazy load shows the failure (or reloads for a chunk a deploy removed)
  );
  return Promise.race([code, new Promise<void>((resolve) => setTimeout(resolve, FIRST_DRAW_WAIT_MS))]);
}

/** The shell's child routes: paths relative to it, the dashboard its index. */
const adminChildRoutes: RouteObject[] = adminPages.map(([path, Page]) =>
  path === adminPaths.dashboard ? { index: true, Component: Page } : { path: path.slice(adminPaths.dashboard.length + 1), Component: Page },
);

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
    Component: AdminShell,
    children: [
      {
        Component: SuspenseOutlet,
        children: [...adminChildRoutes, { path: '*', Component: NotFoundRoute }],
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
          // the same page under the short address texts carry (issue 27)
          { path: 'm/:token', Component: lazyPage(() => import('./routes/manage-booking.tsx')) },
          // Issue 26: the link asking a client to pay a missed or late-cancelled visit's fee, and the thank-you after it.
          { path: 'fee/paid', Component: lazyPage(() => import('./routes/fee-paid.tsx')) },
          { path: 'fee/:token', Component: lazyPage(() => import('./routes/fee-payment.tsx')) },
          // Issue 28: the links in a waiting client's e-mails, to their place on the waitlist and to a time offered to them.
          { path: 'waitlist/:token', Component: lazyPage(() => import('./routes/waitlist-entry.tsx')) },
          { path: 'offer/:token', Component: lazyPage(() => import('./routes/waitlist-offer.tsx')) },
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
