import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';

/** '/admin/*' until the back office lands: loaded on demand, so nothing of it ships with public pages. */
export function Component() {
  return (
    <div className="flex min-h-dvh flex-col bg-stone-100">
      <title>Admin Portal</title>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center px-4 sm:px-6">
          <p className="font-display text-xl font-semibold text-plum-800">Admin Portal</p>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-12 sm:px-6">
        <div className="rounded-3xl border border-stone-200 bg-white p-8 text-center shadow-sm">
          <h1 className="font-display text-3xl font-semibold">Admin Portal</h1>
          <p className="mt-3 text-stone-600">Staff sign-in arrives soon.</p>
          <Link to="/" className={buttonClasses({ className: 'mt-7' })}>
            Back to Home
          </Link>
        </div>
      </main>
    </div>
  );
}
