/**
 * Loads a lazy chunk (a page, or a heavy part of one). A chunk that fails to load is most often one a deploy
 * removed after this page was opened (docs/decisions/0021-builds-and-deploys.md): the page then reloads once,
 * to get the current build, and stays on 'Loading...' until it goes. Should the chunk fail again on the
 * reloaded page, the failure is real: the error reaches the error boundary (RouteError), never a reload loop.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    const module = await load();
    forgetEarlierReload();
    return module;
  } catch (error) {
    if (!reloadOnce()) throw error;
    return new Promise<T>(() => {});
  }
}

/** sessionStorage: the page (pathname) this tab last reloaded for a missing chunk. */
const RELOADED_FOR = 'salon:reloaded-for-missing-chunk';

/** Reloads unless this page is the one just reloaded for a missing chunk; false when it is, or storage is off. */
function reloadOnce(): boolean {
  const page = window.location.pathname;
  if (readReloadedFor() === page || !storeReloadedFor(page)) return false;
  window.location.reload();
  return true;
}

/**
 * A chunk loaded on another page: a later failure on the reloaded one is a later deploy, worth a reload again.
 * A chunk loaded on the reloaded page itself (its layout, say) says nothing about the next one it needs.
 */
function forgetEarlierReload(): void {
  const reloadedFor = readReloadedFor();
  if (reloadedFor !== null && reloadedFor !== window.location.pathname) storeReloadedFor(null);
}

function readReloadedFor(): string | null {
  try {
    return window.sessionStorage.getItem(RELOADED_FOR);
  } catch {
    return null;
  }
}

/** False when the browser refuses storage: without the guard, a reload could loop. */
function storeReloadedFor(page: string | null): boolean {
  try {
    if (page === null) window.sessionStorage.removeItem(RELOADED_FOR);
    else window.sessionStorage.setItem(RELOADED_FOR, page);
    return true;
  } catch {
    return false;
  }
}
