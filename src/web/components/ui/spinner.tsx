import { clsx } from 'clsx';

/** A spinner with visible text; role=status lets screen readers announce it too. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={clsx('flex items-center justify-center gap-3 py-12 text-stone-600', className)}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-plum-200 border-t-plum-700 motion-reduce:animate-none"
      />
      <span>{label}</span>
    </div>
  );
}
