import { createElement, lazy, type ComponentType } from 'react';
import { loadChunk } from '../lib/load-chunk.ts';

/** A page module loaded on demand exports its page as `Component`. */
export interface PageModule {
  Component: ComponentType;
}

/** A page whose code comes in its own chunk; `preload` starts loading it before the page is shown. */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * A page whose code comes in its own chunk the first time it is shown (docs/decisions/0014). It suspends
 * while the chunk loads: the nearest <Suspense> shows 'Loading...' on a first visit straight to the page, and a
 * link to it keeps the current page on screen until the chunk arrives (React Router moves between pages in a
 * transition). A chunk gone since the page was opened (a deploy) reloads the page once (loadChunk).
 *
 * A page whose chunk was preloaded and has arrived is drawn at once instead, without suspending: React holds back
 * what a Suspense boundary reveals until 300 ms after it last showed a fallback, so each 'Loading...' an opening page
 * flashed cost it that much (issue 23, docs/decisions/0015).
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loading: Promise<ComponentType> | undefined;
  let ready: ComponentType | undefined;
  // Once drawn through React.lazy, always: switching to the component itself would remount the page.
  let drawnLazily = false;
  const start = () => (loading ??= loadChunk(load).then((module) => (ready = module.Component)));
  const Lazy = lazy(async () => ({ default: await start() }));
  function Page() {
    if (ready && !drawnLazily) return createElement(ready);
    drawnLazily = true;
    return createElement(Lazy);
  }
  return Object.assign(Page, { preload: () => start().then(() => undefined) });
}
