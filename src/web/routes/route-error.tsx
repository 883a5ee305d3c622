import { Button } from '../components/ui/button.tsx';

/**
 * The last line of defence: a render error, or a chunk that failed to load even after the page reloaded for it
 * (lib/load-chunk.ts), gets a plain page with a way out instead of a blank screen.
 */
export function RouteError() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 px-6 text-center">
      <title>Something went wrong</title>
      <h1 className="font-display text-3xl font-semibold">Something went wrong</h1>
      <p className="text-stone-600">Please reload the page. If it keeps happening, contact the salon.</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <a href="/" className="inline-flex min-h-11 items-center rounded-full px-5 text-sm font-medium text-plum-800 hover:bg-plum-50">
          Back to Services
        </a>
      </div>
    </main>
  );
}
