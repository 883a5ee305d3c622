import { Link, useLocation } from 'react-router';
import { clsx } from 'clsx';
import { buttonClasses } from '../ui/button.tsx';
import { MenuButton } from '../ui/menu-button.tsx';
import { paths } from '../../lib/paths.ts';
import { usePageMenu } from '../../lib/use-page-menu.ts';

// '/services' is the same list as '/', so Services is the current page on both.
const NAV_LINKS = [
  { to: paths.home, label: 'Services', current: (path: string) => path === paths.home || path === paths.services },
  { to: paths.salon, label: 'About', current: (path: string) => path === paths.salon },
] as const;

const navLinkClass = (isActive: boolean) =>
  clsx(
    'rounded-full px-4 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-plum-50 text-plum-800' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
  );

/** Spec §2 'Public layout': sticky header, salon name home link, nav, Admin link, and a toggle menu on small screens. */
export function SiteHeader({ salonName }: { salonName: string }) {
  const { pathname } = useLocation();
  const { open, toggle, close } = usePageMenu();

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={paths.home} className="min-w-0 truncate rounded-md font-display text-xl font-semibold text-plum-800" onClick={close}>
          {salonName}
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              aria-current={link.current(pathname) ? 'page' : undefined}
              className={navLinkClass(link.current(pathname))}
            >
              {link.label}
            </Link>
          ))}
          <Link to={paths.admin} className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'ml-2' })}>
            Admin
          </Link>
        </nav>

        <MenuButton open={open} onToggle={toggle} controls="mobile-menu" className="md:hidden" />
      </div>

      {open && (
        <nav id="mobile-menu" aria-label="Main" className="border-t border-stone-200 bg-white px-4 pb-4 pt-2 shadow-sm md:hidden">
          <ul className="flex flex-col gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={link.current(pathname) ? 'page' : undefined}
                  className={clsx(navLinkClass(link.current(pathname)), 'block py-3')}
                  onClick={close}
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li className="pt-2">
              <Link to={paths.admin} className={buttonClasses({ variant: 'secondary', className: 'w-full' })} onClick={close}>
                Admin
              </Link>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
