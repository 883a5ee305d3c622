import type { Page } from 'playwright-core';

/** What a keyboard user has in focus, as they would perceive it. */
export interface Focused {
  tag: string;
  /** the label of a form control, else aria-label, else the visible text */
  name: string;
  /** the text of what aria-describedby points at (e.g. the service a 'Book Now' belongs to) */
  description: string;
  /** the selected option of a select, the value of an input */
  value: string;
  /** a focus indicator is drawn: an outline or a box shadow */
  visible: boolean;
  /** 'grid' inside a grid (the day picker), else the name of the list it is in, if any */
  within: string;
}

/** Describes document.activeElement. */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', name: '', description: '', value: '', visible: false, within: '' };
    const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const labelled = (el as HTMLInputElement).labels?.[0];
    const name = labelled ? text(labelled) : (el.getAttribute('aria-label') ?? text(el));
    const describedBy = el.getAttribute('aria-describedby');
    const description = describedBy
      ? describedBy
          .split(' ')
          .map((id) => text(document.getElementById(id)))
          .join(' ')
      : '';
    const value = el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.text ?? '') : el instanceof HTMLInputElement ? el.value : '';
    const style = getComputedStyle(el);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const visible = outlined || (style.boxShadow !== 'none' && style.boxShadow !== '');
    const within = el.closest('[role=grid]') ? 'grid' : (el.closest('ul[aria-label]')?.getAttribute('aria-label') ?? '');
    return { tag: el.tagName.toLowerCase(), name, description, value, visible, within };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element is the one wanted, as a keyboard user would, and
 * returns it; fails after `max` presses so a focus trap or a missing control shows up as an error.
 */
export async function tabUntil(
  page: Page,
  wanted: (f: Focused) => boolean,
  what: string,
  { backwards = false, max = 60 } = {},
): Promise<Focused> {
  for (let press = 0; press < max; press++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (wanted(now)) return now;
  }
  throw new Error(`${what} was not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** Presses a key until the focused element is as wanted (arrow keys in a select or a grid). */
export async function pressUntil(page: Page, key: string, wanted: (f: Focused) => boolean, what: string, max = 40): Promise<Focused> {
  for (let press = 0; press < max; press++) {
    await page.keyboard.press(key);
    const now = await focused(page);
    if (wanted(now)) return now;
  }
  throw new Error(`${what} was not reached with ${max} presses of ${key}`);
}
