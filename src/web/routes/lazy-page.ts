import { lazy, type ComponentType } from 'react';
import { loadChunk } from '../lib/load-chunk.ts';

/** A page module loaded on demand exports its page as `Component`. */
export interface PageModule {
  Component: ComponentType;
}

/**
 * A page whose code comes in its own chunk the first time it is shown (docs/decisions/0014). It suspends
 * while the chunk loads: the nearest <Suspense> shows 'Loading...' on a first visit, and a link to it keeps
 * the current page on screen until the chunk arrives (React Router moves between pages in a transition).
 * A chunk gone since the page was opened (a deploy) reloads the page once (loadChunk).
 */
export function lazyPage(load: () => Promise<PageModule>): ComponentType {
  return lazy(async () => ({ default: (await loadChunk(load)).Component }));
}
