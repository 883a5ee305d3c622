import type { Page } from 'playwright-core';

/**
 * Collects every Content-Security-Policy violation the page reports (the `securitypolicyviolation` event), across
 * navigations, as 'directive blocked-url' lines. The listener is installed by the browser driver, not by the page,
 * so the policy under test does not block it.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (line: string) => void violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation;
      void report(`${event.effectiveDirective} ${event.blockedURI} at ${event.documentURI}`);
    });
  });
  return violations;
}
