import { useRef, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { ScrollToTop } from './scroll-to-top.tsx';
import { clsx } from 'clsx';
import { ROLE_NAMES, type Role } from '../../../core/access.ts';
import { sectionsFor } from '../../lib/admin-sections.ts';
import { adminPaths, paths } from '../../lib/paths.ts';
import { useFocusOnNavigation } from '../../lib/use-focus-on-navigation.ts';
import { usePageMenu } from '../../lib/use-page-menu.ts';
import { MenuButton } from '../ui/menu-button.tsx';

interface AdminLayoutProps {
  salonName: string;
  /** the signed-in staff member, in place of the spec's fixed 'Admin User' */
  userName: string;
  /** their role: the sidebar shows only its sections, and the footer names it */
  role: Role;
  /** the sign-out control (the auth feature owns it) */
  signOut: ReactNode;
  children: ReactNode;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'flex min-h-11 items-center rounded-xl px-3.5 text-sm font-medium transition-colors',
    isActive ? 'bg-plum-700 text-white' : 'text-stone-700 hover:bg-plum-50 hover:text-plum-900',
  );

/**
 * Sidebar, header and footer of the back office. On small screens the sidebar folds behind a menu button
 * and closes again on any navigation or Escape.
 */
export function AdminLayout({ salonName, userName, role, signOut, children }: AdminLayoutProps) {
  const { open, toggle, close } = usePageMenu();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);

  return (
    <div className="min-h-dvh bg-stone-100">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-full bg-plum-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 flex h-16 items-center gap-3 border-b border-stone-200 bg-white px-4 sm:px-6">
        <MenuButton open={open} onToggle={toggle} controls="admin-sidebar" className="shrink-0 lg:hidden" />
        <div className="min-w-0 leading-tight">
          <p className="truncate font-display text-xl font-semibold text-plum-800">{salonName}</p>
          <p className="text-xs font-medium uppercase tracking-wide text-stone-600">Admin Portal</p>
        </div>
      </header>

      <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
        {open && <div aria-hidden="true" className="fixed inset-0 top-16 z-30 bg-stone-900/40 lg:hidden" onClick={close} />}
        <aside
          id="admin-sidebar"
          aria-label="Admin"
          className={clsx(
            'z-30 flex-col border-r border-stone-200 bg-white lg:sticky lg:top-16 lg:flex lg:h-[calc(100dvh-4rem)]',
            open ? 'fixed bottom-0 left-0 top-16 flex w-72 max-w-[85vw] shadow-xl' : 'hidden',
          )}
        >
          <nav aria-label="Admin sections" className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-1">
              {sectionsFor(role).map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={'end' in link} className={linkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <Link
              to={paths.home}
              className="mt-6 flex min-h-11 items-center gap-2 rounded-xl px-3.5 text-sm font-medium text-stone-700 hover:bg-stone-100"
            >
              <span aria-hidden="true">←</span> Back to Home
            </Link>
          </nav>
          <footer className="flex items-center justify-between gap-3 border-t border-stone-200 px-5 py-4">
            <p className="min-w-0 text-sm">
              <span className="block truncate font-medium text-stone-900">{userName}</span>
              <span className="sr-only"> / </span>
              <span className="block text-stone-600">{ROLE_NAMES[role]}</span>
              <NavLink
                to={adminPaths.account}
                className="mt-1 inline-block rounded text-plum-800 underline underline-offset-4 hover:text-plum-900"
              >
                Your account
              </NavLink>
            </p>
            {signOut}
          </footer>
        </aside>

        <main ref={main} id="admin-main" tabIndex={-1} className="min-w-0 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8">
          {children}
        </main>
      </div>
      <ScrollToTop />
    </div>
  );
}
