import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatGBP } from '../src/core/money.ts';
import type { VisitMoney } from '../src/core/schemas/till.schema.ts';
import { pageForSuite } from './support/browser.ts';
import { signInAsDemoStaff, unexpectedProblems } from './support/staff.ts';
import { getJson } from './support/time-off.ts';
import { bookStartedVisit, londonDate, type BookedVisit } from './support/till.ts';
import { STARTED_VISITS } from './support/visit-times.ts';

/**
 * Issue 25 at the till: a visit of two beauticians (Amelia's root touch-up, then Priya's brows), started hours ago, is
 * one bill at the checkout, and Revenue Analytics credits each beautician with their own service. No other spec
 * checks out either service, so on the visit's day each is this visit's alone.
 */
const CLIENT = { name: 'Tamsin Twofold', phone: '07700 900662' };

/** The figures of a row of a table, after its label: in 'Revenue by service', its bookings and its revenue. */
const rowFigures = (page: Page, region: string, label: string) =>
  page
    .getByRole('region', { name: region })
    .getByRole('row', { name: new RegExp(`^${label}\\b`) })
    .getByRole('cell');

describe('checking out a visit of two beauticians as one bill', () => {
  let page: Page;
  let problems: string[];
  pageForSuite((opened) => ({ page, problems } = opened), { width: 1440, height: 900 });
  let visit: BookedVisit;
  let money: VisitMoney;

  it('lists the visit once as awaiting checkout, and takes its whole price in one payment', async () => {
    await page.goto('/admin');
    await signInAsDemoStaff(page);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    visit = await bookStartedVisit(page, STARTED_VISITS.visitTill, CLIENT);
    money = await getJson<VisitMoney>(page, `/api/appointments/${visit._id}/money`);
    expect(money.parts.map((p) => [p.service, p.beautician.name])).toEqual([
      ['Full Head Colour', 'Amelia Hart'],
      ['Brow Shape & Tint', 'Priya Shah'],
    ]);

    await page.reload();
    const panel = page.getByRole('region', { name: /^Awaiting checkout \(\d+\)$/ });
    const checkOut = panel.getByRole('button', { name: new RegExp(`^Check out ${CLIENT.name}`) });
    await expect.poll(() => checkOut.count()).toBe(1);
    await checkOut.click();
    const dialog = page.getByRole('dialog', { name: 'Check out' });
    const first = dialog.getByRole('group', { name: 'Payment 1' });
    await first.getByLabel('Amount (£)').waitFor();
    expect(await first.getByLabel('Amount (£)').inputValue()).toBe(money.price.toFixed(2));
    // By 'other': the card and cash taken today are till.spec.ts's alone.
    await first.getByLabel('Method').selectOption('other');
    await dialog.getByText(`Remaining ${formatGBP(0)}`).waitFor();
    await dialog.getByRole('button', { name: 'Complete checkout' }).click();
    await dialog.waitFor({ state: 'hidden' });

    money = await getJson<VisitMoney>(page, `/api/appointments/${visit._id}/money`);
    expect(money).toMatchObject({ status: 'completed', takenAtSalon: money.price, balance: 0 });
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('credits each beautician in Revenue Analytics with their own service', async () => {
    // Revenue counts a visit on its own day: that day alone, even when the checkout ran past midnight (the demo's
    // visits of the next day, brows among them, are counted as due on theirs).
    const visitDay = londonDate(visit.start);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Revenue Analytics', exact: true }).click();
    await page.getByRole('heading', { name: 'Revenue Analytics' }).waitFor();
    await page.getByLabel('Start Date').fill(visitDay);
    await page.getByLabel('End Date').fill(visitDay);

    for (const part of money.parts) {
      await page.getByLabel('Filter by Beautician').selectOption({ label: part.beautician.name });
      const own = rowFigures(page, 'Revenue by service', part.service);
      await expect.poll(() => own.allInnerTexts()).toEqual(['1', formatGBP(part.price)]);
      const other = money.parts.find((p) => p !== part)!;
      expect(await rowFigures(page, 'Revenue by service', other.service).count()).toBe(0);
    }
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});
