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

/** After a failed submit: bring the first invalid control (in page order) into view and focus it (spec §5). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  // Wait a frame so the controls carry aria-invalid from this render.
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.scrollIntoView({ block: 'center', behavior: 'smooth' });
    first.focus({ preventScroll: true });
  });
}
