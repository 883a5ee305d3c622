import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** Focuses the region's h1 if it has one; a heading takes script focus (-1) without becoming a Tab stop. */
function focusHeading(region: HTMLElement): boolean {
  const heading = region.querySelector('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After a client-side navigation (never on the first load), moves the focus to the new page's h1, so keyboard
 * and screen-reader users go on from the new content, not from a control that has gone (WCAG 2.4.3). While
 * the page still loads the main region holds the focus, and hands it to the h1 when that appears, unless
 * the visitor has moved on meanwhile.
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    const region = main.current;
    if (shownPath.current === pathname || !region) return;
    shownPath.current = pathname;
    if (focusHeading(region)) return;
    region.focus({ preventScroll: true });
    const observer = new MutationObserver(() => {
      if (document.activeElement !== region || focusHeading(region)) observer.disconnect();
    });
    observer.observe(region, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname, main]);
}
