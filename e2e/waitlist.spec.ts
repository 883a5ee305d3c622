import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate, dayOfWeek } from '../src/core/time.ts';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { chooseService, firstDayOfNextMonth } from './support/booking.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { clientMessageRow, MANAGE_LINK, openMessage } from './support/outbox.ts';
import { signInAsDemoStaff, unexpectedProblems } from './support/staff.ts';
import { getJson } from './support/time-off.ts';

/**
 * Issue 28 on the demo: one beautician's Saturday next month is booked full through the public API, as customers
 * would. A client asks for that Saturday with her on '/times' and joins the waitlist; a client booked that day cancels
 * through their e-mail's link; the first client's offer is in the Outbox, she opens it, pays at the salon and is
 * booked; Revenue Analytics shows what the waitlist refilled. The clients are this spec's own.
 */
const SERVICE = 1;
const WAITING = { name: 'Wendy Waiting', email: 'wendy.waiting@example.co.uk', phone: '07400 123457' };

interface ServiceSummary {
  _id: string;
  variants: Array<{ name: string }>;
  beauticianIds: string[];
}

/** The first Saturday of next month (the tests book in a month they choose, never in what is left of this one). */
function saturdayNextMonth(): string {
  let date = firstDayOfNextMonth();
  while (dayOfWeek(date) !== 6) date = addDaysToDate(date, 1);
  return date;
}

describe('a waitlist that refills a cancelled Saturday', () => {
  let browser: Browser;
  let staff: Page;
  let staffProblems: string[];
  let client: Page;
  let clientProblems: string[];
  const saturday = saturdayNextMonth();
  let service: ServiceSummary;
  const booked: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page: staff, problems: staffProblems } = await openPage(browser, { width: 1440, height: 900 }));
    ({ page: client, problems: clientProblems } = await openPage(browser));
    service = (await getJson<ServiceSummary[]>(client, '/api/services'))[SERVICE]!;
  });

  afterAll(async () => {
    await browser?.close();
  });

  const slotsOnSaturday = async () => {
    const query = new URLSearchParams({
      serviceId: service._id,
      beauticianId: service.beauticianIds[0]!,
      variantName: service.variants[0]!.name,
      date: saturday,
    });
    return (await getJson<{ slots: Array<{ startISO: string }> }>(client, `/api/slots?${query}`)).slots;
  };

  it('books the Saturday full, as customers would', async () => {
    // The earliest free time each time, then ask again: the answer accounts for each booking and its buffers.
    for (let slots = await slotsOnSaturday(), n = 0; slots[0]; slots = await slotsOnSaturday(), n++) {
      const res = await client.request.post('/api/appointments', {
        data: {
          serviceId: service._id,
          beauticianId: service.beauticianIds[0],
          any: false,
          variantName: service.variants[0]!.name,
          startISO: slots[0].startISO,
          mode: 'pay_in_salon',
          client: { name: `Saturday Client ${n}`, email: `saturday.client${n}@example.co.uk`, phone: '07400 123458', notes: '' },
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      booked.push(((await res.json()) as { appointmentId: string }).appointmentId);
    }
    expect(booked.length).toBeGreaterThan(0);
    expect(await slotsOnSaturday()).toEqual([]);
  });

  it('lets a client join the waitlist for the full Saturday from the times page', async () => {
    await chooseService(client, SERVICE);
    await client.getByLabel('Beautician').selectOption(service.beauticianIds[0]!);
    const panel = client.getByRole('region', { name: 'Join the waitlist' });
    await panel.getByRole('button', { name: 'Join the waitlist' }).click();
    const form = panel.getByRole('form', { name: 'Join the waitlist' });
    await form.getByLabel('Date').fill(saturday);
    await form.getByLabel('From').fill('08:00');
    await form.getByLabel('To').fill('20:00');
    await form.getByLabel('Name').fill(WAITING.name);
    await form.getByLabel('Email').fill(WAITING.email);
    await form.getByLabel('Phone').fill(WAITING.phone);
    expect(await seriousAccessibilityViolations(client)).toEqual([]);
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    // Nothing is offered to a place until its client confirms it from the e-mail (docs/decisions/0037).
    await panel.getByText("Nearly there: we've e-mailed you a link. Open it and confirm your place").waitFor();
    expect(clientProblems).toEqual([]);
  });

  let offerLink: string;

  it('offers the first waiting client the time another client cancels, in the Outbox', async () => {
    await staff.goto('/admin/outbox');
    await signInAsDemoStaff(staff);
    const joined = await clientMessageRow(staff, WAITING.email, 'On the waitlist');
    const placeLink = /https?:\/\/[^\s/]+\/waitlist\/[A-Za-z0-9_-]{22}/.exec((await openMessage(staff, joined)).text)![0];
    await staff.keyboard.press('Escape');
    await client.goto(new URL(placeLink).pathname);
    await client.getByRole('button', { name: 'Confirm my place' }).click();
    await client.getByText("You're on the waitlist. We'll e-mail you as soon as a time comes up.").waitFor();
    const confirmation = await clientMessageRow(
      staff,
      `saturday.client${Math.floor(booked.length / 2)}@example.co.uk`,
      'Booking confirmed',
    );
    const link = MANAGE_LINK.exec((await openMessage(staff, confirmation)).text)![0];
    await staff.keyboard.press('Escape');
    const res = await client.request.post(`/api/manage/${link.split('/').at(-1)}/cancel`, { data: {} });
    expect(res.status(), await res.text()).toBe(200);
    expect(((await res.json()) as { status: string }).status).toMatch(/^cancelled_/);

    const offer = await clientMessageRow(staff, WAITING.email, 'Waitlist offer');
    const { text } = await openMessage(staff, offer);
    offerLink = /https?:\/\/[^\s/]+\/offer\/[A-Za-z0-9_-]{22}/.exec(text)![0];
    expect(unexpectedProblems(staffProblems)).toEqual([]);
  });

  it('books the held time when the client takes up the offer', async () => {
    await client.goto(new URL(offerLink).pathname);
    await client.getByRole('heading', { name: 'A time has come up for you' }).waitFor();
    await client.getByText(/Held for you until \w+day \d+ \w+ \d{4} at \d{2}:\d{2}/).waitFor();
    expect(await seriousAccessibilityViolations(client)).toEqual([]);
    // 'I can't make it' asks once before the time goes (issue 40): pressed by mistake, the time is still theirs.
    await client.getByRole('button', { name: "I can't make it" }).click();
    const asked = client.getByRole('dialog', { name: 'Let this time go?' });
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await asked.waitFor({ state: 'hidden' });
    await client.getByRole('button', { name: 'Pay at salon' }).click();
    await client.waitForURL('**/success?**');
    await client.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
    expect(await slotsOnSaturday()).toEqual([]);
    expect(clientProblems).toEqual([]);
  });

  it('shows the refilled visit in Revenue Analytics', async () => {
    await staff.goto('/admin/revenue');
    const refills = staff.getByRole('region', { name: 'Refilled from the waitlist' });
    await refills.getByText(/^1 visit worth £\d+\.\d{2}$/).waitFor();
    expect(unexpectedProblems(staffProblems)).toEqual([]);
  });
});
