import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { pageForSuite } from './support/browser.ts';
import { availabilityChecked, chooseFreeTime, dayHasFreeTimes, fillClientDetails, timeButtons } from './support/booking.ts';
import { clientMessageRow, MANAGE_LINK, openMessage } from './support/outbox.ts';
import { signInAsDemoStaff, unexpectedProblems } from './support/staff.ts';
import { bookAtDesk } from './support/till.ts';
import { soonWhenNobodyWorks } from './support/visit-times.ts';

/**
 * Issue 16: a client moves their own booking from the link in their e-mail, and the Outbox holds the updated
 * invite (same UID, higher SEQUENCE). Its own service and client, away from the other specs' picks; it books
 * next month, as they all do, more than the free-change window ahead.
 */
const SERVICE = 'Acrylic Nails';
const CLIENT = { name: 'Mabel Mover', email: 'mabel.mover@example.co.uk', phone: '07700 900458' };
const SALON_EMAIL = 'hello@willowandrose.example.co.uk';

interface Invite {
  uid: string;
  sequence: number;
  start: string;
}

/** The invite attached to the open message, as downloaded from its dialog (lines unfolded, RFC 5545 §3.1). */
async function downloadedInvite(page: Page, dialog: Locator): Promise<Invite> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download invite (.ics)' }).click(),
  ]);
  const ics = fs.readFileSync(await download.path(), 'utf8').replace(/\r?\n[ \t]/g, '');
  const field = (name: string) => new RegExp(`^${name}[:;](.*)$`, 'm').exec(ics)?.[1]?.trim() ?? '';
  return { uid: field('UID'), sequence: Number(field('SEQUENCE')), start: field('DTSTART') };
}

/** The open days of the calendar on show, read afresh, from the last one back. */
async function openDaysFromLast(page: Page): Promise<string[]> {
  const days = page.locator('[role=grid] button:not([disabled])');
  return (await days.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))).filter(Boolean).reverse();
}

describe('a client moves their booking from the manage link', () => {
  let page: Page;
  let problems: string[];
  let manageUrl: string;
  let bookedDay: string;
  let confirmed: Invite;
  let movedTime: string;
  pageForSuite((opened) => ({ page, problems } = opened));

  it('books at the salon; the confirmation in the Outbox carries the link and the invite', async () => {
    const { dayLabel, times } = await chooseFreeTime(page, { service: SERVICE });
    bookedDay = dayLabel;
    await times.first().click();
    await page.waitForURL('**/checkout');
    await fillClientDetails(page, CLIENT);
    await page.getByRole('button', { name: 'Pay at salon' }).click();
    await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();

    await page.goto('/admin/outbox');
    await signInAsDemoStaff(page);
    const { dialog, text } = await openMessage(page, await clientMessageRow(page, CLIENT.email, 'Booking confirmed'));
    manageUrl = MANAGE_LINK.exec(text)?.[0] ?? '';
    expect(manageUrl).not.toBe('');
    confirmed = await downloadedInvite(page, dialog);
    expect(confirmed.uid).not.toBe('');
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('moves the booking to another day from the link, and the page shows it there, also after a reload', async () => {
    await page.goto(new URL(manageUrl).pathname);
    await page.getByText('You can change the date or time online until', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Change date or time' }).click();
    await page.getByRole('heading', { name: 'Change date or time' }).waitFor();
    await availabilityChecked(page);

    // The last open day of the booking's month with a free time, away from the day it is on now.
    const tried = new Set([bookedDay]);
    for (;;) {
      const day = (await openDaysFromLast(page)).find((label) => !tried.has(label) && !label.endsWith(', selected'));
      if (day === undefined) throw new Error(`No other day with free times (tried ${tried.size})`);
      tried.add(day);
      await page.getByRole('button', { name: day, exact: true }).click();
      if (await dayHasFreeTimes(page)) break;
    }
    movedTime = (await timeButtons(page).first().textContent())!.trim();
    await timeButtons(page).first().click();
    const question = page.getByText(/^Move your booking to .+ at \d\d:\d\d\?$/);
    expect(await question.textContent()).toContain(`at ${movedTime}?`);
    const movedDate = /^Move your booking to (.+) at /.exec((await question.textContent())!)![1]!;
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Move booking' }).click();
    await page.getByText('Your booking has moved. We have e-mailed you the new details.').waitFor();
    const shown = async () => [
      await page.getByRole('definition').nth(2).textContent(),
      await page.getByRole('definition').nth(3).textContent(),
    ];
    expect(await shown()).toEqual([movedDate, expect.stringMatching(new RegExp(`^${movedTime}–`))]);
    await page.reload();
    await page.getByRole('button', { name: 'Change date or time' }).waitFor();
    expect(await shown()).toEqual([movedDate, expect.stringMatching(new RegExp(`^${movedTime}–`))]);
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('leaves the updated invite in the Outbox (the same UID, a higher SEQUENCE, the new time), and the salon is told', async () => {
    await page.goto('/admin/outbox');
    await page.getByRole('heading', { name: 'Outbox' }).waitFor();
    const { dialog, text } = await openMessage(page, await clientMessageRow(page, CLIENT.email, 'Booking moved'));
    expect(text).toContain(`at ${movedTime} with`);
    const moved = await downloadedInvite(page, dialog);
    expect(moved.uid).toBe(confirmed.uid);
    expect(moved.sequence).toBeGreaterThan(confirmed.sequence);
    expect(moved.start).not.toBe(confirmed.start);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await clientMessageRow(page, SALON_EMAIL, `Booking moved by the client: ${CLIENT.name}`);
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});

describe('a client who opens their link inside the free-change window', () => {
  let page: Page;
  let problems: string[];
  pageForSuite((opened) => ({ page, problems } = opened));
  const LATE = { name: 'Lottie Late', email: 'lottie.late@example.co.uk', phone: '07700 900459' };

  it('is told it is too late to move it online, and whom to call', async () => {
    // Taken by phone for the next 06:00 or 22:00 UTC, when nobody works (so no demo visit is in the way): under a
    // day ahead, inside the demo's 24-hour window whatever the time now.
    await page.goto('/admin/outbox');
    await signInAsDemoStaff(page);
    await bookAtDesk(page, { service: SERVICE, client: LATE, start: soonWhenNobodyWorks(), sendConfirmation: true });
    const { text } = await openMessage(page, await clientMessageRow(page, LATE.email, 'Booking confirmed'));
    const link = MANAGE_LINK.exec(text)![0];

    await page.goto(new URL(link).pathname);
    await page.getByText(/^It is too late to change this booking online\. To change it, please call .+ on .+\.$/).waitFor();
    expect(await page.getByRole('button', { name: 'Change date or time' }).count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});
