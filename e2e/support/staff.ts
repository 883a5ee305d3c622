import type { Page } from 'playwright-core';
import { DEMO_STAFF } from '../../src/server/db/demo-data.ts';

export { DEMO_STAFF };

// The signed-out check (GET /api/auth/me) answers 401 by design, and Chromium logs it as a console error.
const EXPECTED_401 = /status of 401/;

/** Console errors and page errors other than the expected 401s of a signed-out session check. */
export const unexpectedProblems = (problems: string[]): string[] => problems.filter((p) => !EXPECTED_401.test(p));

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
