import fs from 'node:fs/promises';
import { newMemberSession } from './account-helpers.js';
import { devMailboxUrl, expect, test } from './fixtures.js';
import { fillLeadPhone } from './lead-traveler.js';

// The member signs up through the dev mailbox and books; the booking's mail then waits there.
test.describe.configure({ timeout: 90_000 });

test("a booking's confirmation lists its ticket and calendar entry in the dev mailbox, each a download", async ({
  page,
}) => {
  const member = await newMemberSession(page);
  await page.goto('/micro-tours');
  await page.getByRole('article').first().getByRole('link', { name: 'Book Now – Pay' }).click();
  const pending = page.getByRole('region', { name: 'Pending booking' });
  await pending.getByRole('button', { name: /^Top up €/ }).click();
  const confirm = pending.getByRole('button', { name: 'Confirm Booking' });
  await expect(confirm).toBeEnabled();
  await fillLeadPhone(pending);
  await confirm.click();
  await expect(page).toHaveURL(/\/dashboard\?tab=bookings$/);

  // The confirmation is mailed by a job: the mailbox is reloaded until it is there.
  const mail = page
    .locator('article', { hasText: `to ${member.email}` })
    .filter({ hasText: 'Booking confirmed' });
  await expect(async () => {
    await page.goto(devMailboxUrl());
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const ticket = mail.getByRole('link', { name: /^ticket-[0-9A-F]{8}\.pdf$/ });
  await expect(ticket).toBeVisible();
  const pdfSize = /^application\/pdf · \d+(\.\d)? KB$/;
  await expect(
    mail
      .getByRole('listitem')
      .filter({ hasText: /ticket-[0-9A-F]{8}\.pdf/ })
      .getByText(pdfSize),
  ).toBeVisible();
  // The booking's receipt (decision 036) comes with it.
  await expect(mail.getByRole('link', { name: /^receipt-\d{4}-\d{6,}\.pdf$/ })).toBeVisible();
  await expect(
    mail
      .getByRole('listitem')
      .filter({ hasText: /receipt-\d{4}-\d{6,}\.pdf/ })
      .getByText(pdfSize),
  ).toBeVisible();
  await expect(mail.getByRole('link', { name: /^booking-[0-9A-F]{8}\.ics$/ })).toBeVisible();
  await expect(mail.getByText(/^text\/calendar\b.* · \d+(\.\d)? (KB|bytes)$/)).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), ticket.click()]);
  expect(download.suggestedFilename()).toBe(await ticket.innerText());
  const pdf = await fs.readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
