/** Every message in react-hook-form's nested errors object, in field order (the 'Please fix…' summary). */
export function collectErrorMessages(errors: unknown): string[] {
  if (typeof errors !== 'object' || errors === null) return [];
  const record = errors as Record<string, unknown>;
  const own = typeof record.message === 'string' && record.message ? [record.message] : [];
  const nested = Object.entries(record)
    .filter(([key]) => key !== 'ref' && key !== 'message' && key !== 'type' && key !== 'types')
    .flatMap(([, value]) => collectErrorMessages(value));
  return [...own, ...nested];
}

/** How many frames a failed submit waits for its errors to be on the page before it gives up focusing one. */
const FRAMES_FOR_ERRORS = 30;

/**
 * After a failed submit: bring the first invalid control (in page order) into view and focus it (spec §5). The
 * controls carry aria-invalid once React has committed this render, which on a slow phone (or a busy machine) may be
 * frames after the submit: looked for a frame at a time until it is there, for half a second or so.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, framesLeft = FRAMES_FOR_ERRORS): void {
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) {
      if (framesLeft > 1 && form?.isConnected) focusFirstInvalid(form, framesLeft - 1);
      return;
    }
    first.scrollIntoView({ block: 'center', behavior: 'smooth' });
    first.focus({ preventScroll: true });
  });
}
