import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_RULES } from '../src/core/booking/staff-rules.ts';
import { SALON_TIME_ZONE, zonedDateTime } from '../src/core/time.ts';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { chooseFreeTime, fillClientDetails } from './support/booking.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { signInAsDemoStaff, unexpectedProblems } from './support/staff.ts';
import { getJson, salonToday } from './support/time-off.ts';

/**
 * Issue 27 on the demo (no text provider: texts are kept in the Outbox as stored, and staff may answer one there as its
 * client would, through the same reply handling Twilio's webhook reaches). The owner turns texts on; a client books
 * with a mobile number; the confirmation is in the Outbox as a text; a reply 'C' marks the visit confirmed, which the
 * diary's Today panel shows once the visit is today. Texts are put back off after, and the client is this spec's own.
 */
const CLIENT = { name: 'Tess Texter', email: 'tess.texter@example.co.uk', phone: '07400 123456' };
const E164 = '+447400123456';

describe('texts the client can answer', () => {
  let browser: Browser;
  let staff: Page;
  let staffProblems: string[];
  let client: Page;
  let clientProblems: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page: staff, problems: staffProblems } = await openPage(browser, { width: 1440, height: 900 }));
    ({ page: client, problems: clientProblems } = await openPage(browser));
  });

  afterAll(async () => {
    await staff?.request.patch('/api/settings', { data: { textsEnabled: false } });
    await browser?.close();
  });

  it('lets the owner turn texts on, saying they stay in the Outbox without a provider', async () => {
    await staff.goto('/admin/settings');
    await signInAsDemoStaff(staff);
    const form = staff.getByRole('form', { name: 'Text messages' });
    await form.getByText(/No text provider is set up/).waitFor();
    await form.getByRole('checkbox', { name: 'Send texts to clients' }).check();
    await form.getByRole('button', { name: 'Save text message settings' }).click();
    await form.getByRole('status').filter({ hasText: 'Text message settings saved.' }).waitFor();
    expect((await getJson<{ textsEnabled: boolean }>(staff, '/api/settings')).textsEnabled).toBe(true);
    expect(await seriousAccessibilityViolations(staff)).toEqual([]);
    expect(unexpectedProblems(staffProblems)).toEqual([]);
  });

  let appointmentId: string;

  it('texts the booking confirmation, which staff find in the Outbox as a text', async () => {
    const { times } = await chooseFreeTime(client, { service: 3 });
    await times.first().click();
    await client.waitForURL('**/checkout');
    await fillClientDetails(client, CLIENT);
    await client.getByRole('button', { name: 'Pay at salon' }).click();
    await client.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
    expect(clientProblems).toEqual([]);
    const [booked] = await getJson<{ _id: string }[]>(staff, `/api/appointments?q=${encodeURIComponent(CLIENT.name)}`);
    appointmentId = booked!._id;

    await staff.goto('/admin/outbox');
    const row = staff.getByRole('row').filter({ hasText: E164 }).filter({ hasText: 'Booking confirmed' }).first();
    await expect
      .poll(
        async () => {
          if (await row.isVisible()) return true;
          await staff.reload();
          await staff.getByRole('heading', { name: 'Outbox' }).waitFor();
          return row.isVisible();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(true);
    await row.getByText('Text', { exact: true }).waitFor();
    await row.getByText('stored', { exact: false }).first().waitFor();
  });

  it('takes a reply C as the client confirming, and the diary shows it', async () => {
    const row = staff.getByRole('row').filter({ hasText: E164 }).filter({ hasText: 'Booking confirmed' }).first();
    await row.getByRole('button').first().click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByText(/: booked .+ Manage: http:\/\/[^/]+\/m\/[A-Za-z0-9_-]{22}/).waitFor();
    await dialog.getByRole('textbox', { name: 'Reply' }).fill('C');
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await dialog.getByText('Taken as: confirmed').waitFor();
    expect(await seriousAccessibilityViolations(staff)).toEqual([]);
    await staff.keyboard.press('Escape');

    // As if the weeks had gone by: staff move the visit to 06:00 today (before the salon opens, so nobody else's),
    // and Today's panel shows the client's confirmation.
    const today = zonedDateTime(salonToday(), '06:00', SALON_TIME_ZONE);
    const moved = await staff.request.patch(`/api/appointments/${appointmentId}`, {
      data: { start: today.toISOString(), allow: [...STAFF_RULES] },
    });
    expect(moved.status(), await moved.text()).toBe(200);

    await staff.goto('/admin');
    const todays = staff.getByRole('region', { name: /^Today's Appointments/ });
    await todays.waitFor();
    // On a busy day the panel shows the next few visits: this one was at 06:00.
    const showAll = todays.getByRole('button', { name: /^Show all/ });
    if ((await showAll.count()) > 0) await showAll.click();
    const entry = todays.getByRole('listitem').filter({ hasText: CLIENT.name });
    await entry.getByRole('img', { name: 'Client confirmed' }).waitFor();
    expect(unexpectedProblems(staffProblems)).toEqual([]);
  });
});
