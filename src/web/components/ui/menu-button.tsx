import { clsx } from 'clsx';

interface Props {
  open: boolean;
  onToggle: () => void;
  /** the id of the menu it shows and hides */
  controls: string;
  /** when it shows, e.g. 'lg:hidden' on the screens where the menu folds away */
  className?: string;
}

/** The round menu toggle of the small-screen layouts: three bars, or a cross while the menu is open. */
export function MenuButton({ open, onToggle, controls, className }: Props) {
  return (
    <button
      type="button"
      className={clsx('inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100', className)}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? 'Close menu' : 'Open menu'}
      onClick={onToggle}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
    </button>
  );
}
