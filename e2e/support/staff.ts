import type { Page } from 'playwright-core';
import { sessionCheck } from '../../src/core/admin-requests.ts';
import { DEMO_STAFF } from '../../src/server/demo/demo-data.ts';

export { DEMO_STAFF };

/**
 * What a signed-out page is answered 401 by design, and Chromium logs as a console error naming the URL (browser.ts):
 * the session check; the dashboard's first data, asked for beside its code before the answer to the session check
 * is in (src/web/features/admin/dashboard/dashboard-queries.ts); and a sign-in refused, which the form shows in words.
 */
const SIGNED_OUT_401 = new Set([`/api${sessionCheck().path}`, '/api/appointments', '/api/time-off', '/api/auth/login']);

/** A 401 a signed-out page gets by design. The same answer to a signed-in page, or from any other URL, is a bug. */
export function isExpectedSignedOut401(problem: string): boolean {
  const at = /^console error \(signed out\): .*\bstatus of 401\b.* \(at (\S+)\)$/.exec(problem)?.[1];
  return at !== undefined && URL.canParse(at) && SIGNED_OUT_401.has(new URL(at).pathname);
}

/** Console errors and page errors other than the 401s a signed-out page gets by design. */
export const unexpectedProblems = (problems: string[]): string[] => problems.filter((p) => !isExpectedSignedOut401(p));

/**
 * Fills the sign-in form the guard redirected to, with the demo account printed by `npm start`, and waits
 * until the page has moved on to where it was going: a reload before then would cancel the sign-in.
 */
export async function signInAsDemoStaff(page: Page): Promise<void> {
  await page.getByLabel('E-mail').fill(DEMO_STAFF.email);
  await page.getByLabel('Password').fill(DEMO_STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'));
}
