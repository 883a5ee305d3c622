/**
 * Spec §5 and §9: service, staff and hero images are image files of at most 5 MB. The web checks a chosen
 * file with these before uploading it; the server enforces the same limits on the file's content (its
 * magic bytes, not its name or declared type). Kept free of zod so any page can import it cheaply.
 */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** the file input's `accept` */
export const IMAGE_ACCEPT = 'image/*';
/** the multipart field every upload route reads (spec §7) */
export const IMAGE_FIELD = 'image';

export const IMAGE_MESSAGES = {
  notAnImage: 'Please select an image file.',
  tooLarge: 'Image must be less than 5MB.',
} as const;

/** What the server stores: a cover crop of this size, as WebP. The hero's is the spec's recommendation (§2). */
export const IMAGE_SIZES = {
  service: { width: 800, height: 600 },
  staff: { width: 400, height: 400 },
  hero: { width: 1200, height: 400 },
} as const;
export type ImageKind = keyof typeof IMAGE_SIZES;

/** The form's check of a chosen file, by its declared type and size: the message to show, or null. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return IMAGE_MESSAGES.notAnImage;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}
