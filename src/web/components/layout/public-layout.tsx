import { useRef } from 'react';
import { Outlet } from 'react-router';
import { ScrollToTop } from './scroll-to-top.tsx';
import { useSalon } from '../../api/salon.ts';
import { useFocusOnNavigation } from '../../lib/use-focus-on-navigation.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** Spec §2: the salon name reads 'Beauty Salon' until (and unless) the salon details load. */
const DEFAULT_SALON_NAME = 'Beauty Salon';

export function PublicLayout() {
  const { data: salon } = useSalon();
  const salonName = salon?.name || DEFAULT_SALON_NAME;
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-plum-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to content
      </a>
      <SiteHeader salonName={salonName} />
      <main ref={main} id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none sm:px-6 sm:py-10">
        <Outlet />
      </main>
      <SiteFooter salonName={salonName} />
      <ScrollToTop />
    </div>
  );
}
