/**
 * Deliberately link-free: the header already holds the navigation, and a second 'About' link would make
 * the page's links ambiguous to anyone (or any test) finding them by name.
 */
export function SiteFooter({ salonName }: { salonName: string }) {
  return (
    <footer className="mt-16 border-t border-stone-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-8 text-sm text-stone-600 sm:px-6">
        <p>
          © {new Date().getFullYear()} {salonName}
        </p>
      </div>
    </footer>
  );
}
