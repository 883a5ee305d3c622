import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page starts at its top; Back and Forward leave the scroll position to the browser. (React Router's
 * ScrollRestoration needs its data router, which the first bundle does without: docs/decisions/0014.)
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
