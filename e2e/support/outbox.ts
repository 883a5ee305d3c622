import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The manage-booking link in a client's e-mail. */
export const MANAGE_LINK = /https?:\/\/[^\s/]+\/manage\/[A-Za-z0-9_-]{22}/;

/**
 * The Outbox row of one of the client's messages, once it is there and (when asked) has that status. The
 * e-mails are written by a job, so the list is looked at again until then.
 */
export async function clientMessageRow(page: Page, email: string, kind: string, status?: string): Promise<Locator> {
  const rows = page.getByRole('row').filter({ hasText: email }).filter({ hasText: kind });
  const row = (status ? rows.filter({ hasText: status }) : rows).first();
  await expect
    .poll(
      async () => {
        if (await row.isVisible()) return true;
        await page.reload();
        await page.getByRole('heading', { name: 'Outbox' }).waitFor();
        await page.getByText('Loading messages...').waitFor({ state: 'detached' });
        return row.isVisible();
      },
      { timeout: 20_000, interval: 1_000 },
    )
    .toBe(true);
  return row;
}

/** Opens a message from its Outbox row and returns its dialog and plain-text part. */
export async function openMessage(page: Page, row: Locator): Promise<{ dialog: Locator; text: string }> {
  const subjectButton = row.getByRole('button');
  const subject = (await subjectButton.textContent())!.trim();
  expect(subject).not.toBe('');
  await subjectButton.click();
  const dialog = page.getByRole('dialog', { name: subject });
  const region = dialog.getByRole('region', { name: 'Plain text' });
  await region.waitFor();
  return { dialog, text: (await region.textContent()) ?? '' };
}
