import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.js';
import { holdRequests } from './held-requests.js';
import { reviewScreenshot } from './review-screenshots.js';

test.describe.configure({ timeout: 60_000 });

test('a message sent through the contact form reaches the admin panel', async ({ page }) => {
  const tag = randomUUID().slice(0, 8);
  const email = `guest-${tag}@example.test`;
  const words = `Do you run the Lapland tour in winter? (${tag})`;

  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Aino');
  await page.getByRole('textbox', { name: 'Last Name' }).fill(`Virtanen ${tag}`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('combobox', { name: 'Inquiry Type' }).selectOption('booking');
  await page.getByRole('combobox', { name: 'Group Size' }).selectOption('3-5');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(words);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByText('Thanks, Aino. Your message reached our team; we reply within 24 hours.'),
  ).toBeVisible();

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Tour Admin' })).toBeVisible();
  await page.getByRole('tab', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/[?&]tab=messages/);
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();

  const card = page.getByRole('article', { name: `Aino Virtanen ${tag}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(card.getByText('Booking question')).toBeVisible();
  await expect(card.getByText('3-5 travellers')).toBeVisible();
  await expect(card.getByText(words)).toBeVisible();
  // Newest first: the message just sent leads the list.
  await expect(page.getByRole('article').first()).toHaveAccessibleName(`Aino Virtanen ${tag}`);
  await reviewScreenshot(page, 'admin-messages-desktop');

  await card.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(card.getByText('Handled', { exact: true })).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('article', { name: `Aino Virtanen ${tag}` })
      .getByText('Handled', { exact: true }),
  ).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('article', { name: `Aino Virtanen ${tag}` })).toBeVisible();
  await reviewScreenshot(page, 'admin-messages-phone');
});

test('the Messages tab shows skeletons while loading and an empty state', async ({ page }) => {
  const release = await holdRequests(page, '**/rest/v1/rpc/admin_contact_messages', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ total: 0, rows: [] }),
    }),
  );
  await page.goto('/admin?tab=messages');
  await expect(page.getByRole('status').filter({ hasText: 'Loading messages...' })).toBeAttached();
  release();
  await expect(page.getByText('No messages yet')).toBeVisible();
  await expect(
    page.getByText('Messages sent through the contact form will appear here.'),
  ).toBeVisible();
});
