import type { BeauticianStaff } from '../../../../core/schemas/catalog.schema.ts';

/** Spec §2: the photo, or the name's first letter on the staff colour (white text, dark outline for contrast). */
export function StaffAvatar({ beautician }: { beautician: BeauticianStaff }) {
  if (beautician.imageUrl)
    return (
      <img
        src={beautician.imageUrl}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        className="size-10 shrink-0 rounded-full object-cover"
      />
    );
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: beautician.color || '#3B82F6' }}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full font-semibold text-white [text-shadow:0_0_2px_rgb(0_0_0/0.8)]"
    >
      {beautician.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
