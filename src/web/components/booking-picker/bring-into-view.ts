/**
 * Once a date is chosen, its times must be seen: on a phone they sit a screen below the calendar and the page
 * did not move (issue 15). When the times' card is not in view it is scrolled to, and its heading takes the focus
 * so a screen reader says where the customer now is. Side by side on a wide screen nothing moves, and the focus
 * stays in the calendar for whoever is trying the days with the keyboard.
 */
export function bringIntoView(card: HTMLElement | null, heading: HTMLElement | null): void {
  // After React has rendered the chosen day's times (or their loading state).
  requestAnimationFrame(() => {
    if (!card) return;
    const { top } = card.getBoundingClientRect();
    if (top >= 0 && top < window.innerHeight * 0.6) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    card.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    heading?.focus({ preventScroll: true });
  });
}
