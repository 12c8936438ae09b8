import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { scrollSettled } from './motion-settled.js';
import { reviewScreenshot } from './review-screenshots.js';

const form = (page: Page) => page.getByRole('form', { name: 'Send us a message' });

/**
 * Each sending journey writes from an address of its own: the server takes five messages an hour
 * from one address, and repeated runs (`--repeat-each`) would meet that limit.
 */
async function fillForm(page: Page, firstName = 'Ines') {
  await page.getByRole('textbox', { name: 'First Name' }).fill(firstName);
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Duarte');
  await page
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill(`ines.${randomUUID().slice(0, 8)}@example.pt`);
  await page.getByRole('combobox', { name: 'Inquiry Type' }).selectOption('custom');
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Could you plan a week of walking in the Douro valley for us?');
}

test('every missing field is named in plain words, and nothing is sent', async ({ page }) => {
  await page.goto('/contact');
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST') posts += 1;
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  const expectations: Array<[string, string]> = [
    ['First Name', 'Please tell us your first name.'],
    ['Last Name', 'Please tell us your last name.'],
    ['Email', 'Please enter your email address so we can reply.'],
    ['Message', 'Please write your message.'],
  ];
  for (const [name, message] of expectations) {
    await expect(page.getByRole('textbox', { name, exact: true })).toHaveAccessibleDescription(
      message,
    );
  }
  await expect(page.getByRole('combobox', { name: 'Inquiry Type' })).toHaveAccessibleDescription(
    'Please choose what your message is about.',
  );

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ines@');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hi');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByRole('textbox', { name: 'Email', exact: true }),
  ).toHaveAccessibleDescription(
    'That email address does not look right. Please check it, e.g. name@example.com.',
  );
  await expect(
    page.getByRole('textbox', { name: 'Message', exact: true }),
  ).toHaveAccessibleDescription('Please write a little more: at least 10 characters.');
  expect(posts).toBe(0);
});

test('a failed send says so and keeps the words; the error goes when the next attempt succeeds', async ({
  page,
}) => {
  await page.goto('/contact');
  await fillForm(page);

  // First attempt: the network is down.
  await page.route('**/functions/v1/contact-message', (route) =>
    route.abort('internetdisconnected'),
  );
  await page.getByRole('button', { name: 'Send Message' }).click();
  const failure = form(page).getByRole('alert');
  await expect(failure).toContainText('Your message was not sent.');
  await expect(failure).toContainText('We could not reach our server.');
  await expect(failure).toContainText('What you wrote is still in the form.');
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
    'Could you plan a week of walking in the Douro valley for us?',
  );

  // Second attempt: the server says too many, in its own words.
  await page.unroute('**/functions/v1/contact-message');
  await page.route('**/functions/v1/contact-message', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({
        error:
          'You have sent us several messages in a short time, and we have them all. Please try again in 42 minutes.',
        retryAfterSeconds: 2520,
      }),
    }),
  );
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(failure).toContainText('Please try again in 42 minutes.');
  await expect(failure).not.toContainText('could not reach');

  // Third attempt reaches the real server, slowly: the button waits with it.
  await page.unroute('**/functions/v1/contact-message');
  await page.route('**/functions/v1/contact-message', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expect(
    page.getByRole('status').filter({
      hasText: 'Thanks, Ines. Your message reached our team; we reply within 24 hours.',
    }),
  ).toBeVisible();
  await expect(page.getByText('Your message was not sent.')).toHaveCount(0);
  await reviewScreenshot(page, 'contact-sent-desktop');

  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('on a phone the form, its errors and its answer fit the screen @phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please tell us your first name.')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await reviewScreenshot(form(page), 'contact-errors-phone');
  await fillForm(page, 'Rui');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(/^Thanks, Rui\. Your message reached our team/)).toBeVisible();
  // The answer comes into view below the sticky header, not behind it.
  const heading = page.getByRole('heading', { name: 'Message sent' });
  await expect(heading).toBeInViewport();
  await scrollSettled(page);
  const header = (await page.getByRole('banner').boundingBox())!;
  const box = (await heading.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  await reviewScreenshot(page, 'contact-sent-phone');
});
