import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseFreeTime, fillClientDetails, payOnTestPaymentPage } from './support/booking.ts';
import { pageForSuite } from './support/browser.ts';
import { signInAsDemoStaff, unexpectedProblems } from './support/staff.ts';

/**
 * Issue 5's journey on the demo salon with the offline provider (no Stripe keys): a customer pays a deposit
 * on the test payment page and sees the booking confirmed; staff then cancel it, and both the preview and
 * the refund are the deposit. The client's name is used by no other spec, so specs sharing the server agree.
 */
const CLIENT = 'Harriet Deposit';

const pence = (text: string) => Math.round(Number(text.replace(/[£,\s]/g, '')) * 100);

describe('a customer pays a deposit online and staff cancel it', () => {
  let page: Page;
  let problems: string[];
  let depositText = '';
  pageForSuite((opened) => ({ page, problems } = opened));

  it('pays the deposit on the test payment page and sees Booking confirmed', async () => {
    // The last service and the last day in view with free times, away from the other specs' picks.
    const { times } = await chooseFreeTime(page, { service: 'last', from: 'last' });
    await times.first().click();
    await page.waitForURL('**/checkout');
    await fillClientDetails(page, { name: CLIENT, email: 'harriet.deposit@example.co.uk', phone: '07700 900987' });
    await page.getByRole('button', { name: 'Pay deposit' }).click();

    depositText = await payOnTestPaymentPage(page);

    await page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();
    const price = await page.locator('dt', { hasText: 'Price' }).locator('xpath=following-sibling::dd').textContent();
    // The demo salon's deposit is 20% of the price (docs/decisions/0010).
    expect(pence(depositText)).toBe(Math.round(pence(price!) * 0.2));
    expect(problems).toEqual([]);
  });

  it('lets staff cancel it with the deposit in the preview and in the refund', async () => {
    await page.goto('/admin/appointments');
    await page.waitForURL('**/admin/login**');
    await signInAsDemoStaff(page);
    await page.getByRole('heading', { name: 'Appointments' }).waitFor();

    await page.getByPlaceholder('Search by name, email, phone, service...').fill(CLIENT);
    const row = page.getByRole('row').filter({ hasText: CLIENT }).first();
    await row.waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await row.getByRole('button', { name: 'Cancel' }).click();

    const dialog = page.getByRole('dialog', { name: 'Cancel Appointment' });
    await dialog.getByText('cancelled full refund').waitFor();
    await dialog.getByText(depositText).waitFor();
    const cancelled = page.waitForResponse(
      (res) => res.request().method() === 'POST' && /\/api\/appointments\/[^/]+\/cancel$/.test(res.url()),
    );
    await dialog.getByRole('button', { name: 'Confirm cancel' }).click();
    const response = await cancelled;
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'cancelled_full_refund', refundAmount: pence(depositText) });
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row.getByRole('cell').nth(5).textContent()).toBe('Cancelled Full Refund');
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});
