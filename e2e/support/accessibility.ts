import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0–2.2, levels A and AA: the checks every page of ours must pass. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Runs axe on the page as it is now and returns its serious and critical violations, one line each
 * (rule, impact, the first few offending elements), so a failing test says what to fix.
 */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  // Judge the page as it settles, not halfway through a colour transition (a link that was active a moment ago, its
  // white text fading to grey on a background fading to white, fails contrast for those 150 ms).
  // Only transitions: a spinner's animation never finishes.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // A sandboxed frame (the Outbox's e-mail preview) runs no script, so axe cannot run inside it; trying breaks the run.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('iframe[sandbox]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}
