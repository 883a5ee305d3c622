import { initials } from './revenue-totals.ts';

/** Spec §2: an avatar with the name's initials; decorative, since the name sits beside it. */
export function InitialsAvatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-plum-100 text-sm font-semibold text-plum-800"
    >
      {initials(name)}
    </span>
  );
}
