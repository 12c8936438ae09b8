import { randomBytes, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { followMailLink } from './account-helpers.js';
import { expect, test } from './fixtures.js';
import { holdRequests } from './held-requests.js';
import { reviewScreenshot } from './review-screenshots.js';

test.describe.configure({ timeout: 90_000 });

/** A confirmed subscriber, signed up through the function and confirmed by its mailed link. */
async function confirmedSubscriber(page: Page): Promise<string> {
  const email = `letter-${randomUUID().slice(0, 8)}@example.test`;
  const config = (await (await page.request.get('/config.json')).json()) as { anonKey: string };
  const [a, b] = randomBytes(2);
  const answer = await page.request.post('/functions/v1/newsletter-subscribe', {
    headers: {
      apikey: config.anonKey,
      authorization: `Bearer ${config.anonKey}`,
      'x-forwarded-for': `198.18.${a}.${b}`,
    },
    data: { email },
  });
  expect(answer.status()).toBe(200);
  await followMailLink(page, email, /Confirm your EcoTours newsletter subscription/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Subscription confirmed' }),
  ).toBeVisible();
  return email;
}

test('an admin writes, previews and sends an issue, and sees it go out', async ({ page }) => {
  await confirmedSubscriber(page);
  const subject = `Slow Travel Letter ${randomUUID().slice(0, 8)}`;

  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Newsletter' }).click();
  await expect(page).toHaveURL(/[?&]tab=newsletter/);
  await expect(page.getByRole('heading', { level: 2, name: 'Newsletter' })).toBeVisible();

  const sendButton = page.getByRole('button', { name: /^Send to \d+ subscribers?$/ });
  await expect(sendButton).toBeEnabled();
  const count = Number(/\d+/.exec((await sendButton.textContent()) ?? '')![0]);
  expect(count).toBeGreaterThanOrEqual(1);

  // Nothing written: the fields say what is missing, and no dialog opens.
  await sendButton.click();
  await expect(page.getByText('Please write a subject.')).toBeVisible();
  await expect(page.getByText('Please write the letter.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page
    .getByRole('textbox', { name: 'Letter' })
    .fill('Dear readers,\n\nNew <b>departures</b> in the Alps,\nby night train.\n\nSee you!');
  // Typing clears a field's complaint.
  await expect(page.getByText('Please write a subject.')).toHaveCount(0);
  await expect(page.getByText('Please write the letter.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByLabel('Preview');
  await expect(preview.getByRole('heading', { name: subject })).toBeVisible();
  // The admin's words are text, never markup; blank lines make paragraphs.
  await expect(preview.getByText('New <b>departures</b> in the Alps,')).toBeVisible();
  await expect(preview.locator('p', { hasText: 'Dear readers,' })).toHaveText('Dear readers,');
  await expect(preview.locator('b')).toHaveCount(0);
  await reviewScreenshot(page, 'admin-newsletter-preview');

  // The confirmation names the audience; Keep editing has the focus and sends nothing.
  await sendButton.click();
  const dialog = page.getByRole('dialog', { name: /^Send this issue to \d+ subscribers?\?$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(sendButton).toBeFocused();

  await sendButton.click();
  await dialog.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('The newsletter is on its way')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('');

  // The list follows the issue by itself until every subscriber is mailed.
  const issue = page.getByRole('article', { name: subject });
  await expect(issue).toBeVisible();
  await expect(issue.getByText('Sent', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(issue.getByText(/^(\d+) of \1 subscribers? mailed$/)).toBeVisible();
  await reviewScreenshot(page, 'admin-newsletter-sent');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(issue).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await reviewScreenshot(page, 'admin-newsletter-phone');
});

test('the Mail queue lists failed jobs with their error, and retries or discards one', async ({
  page,
}) => {
  const job = {
    id: 424242,
    task: 'send_mail',
    attempts: 12,
    max_attempts: 12,
    last_error: 'connect ECONNREFUSED 127.0.0.1:25',
    created_at: new Date().toISOString(),
    run_at: new Date().toISOString(),
    key: null,
  };
  let jobs = [job];
  const release = await holdRequests(page, '**/rest/v1/rpc/failed_jobs**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(jobs) }),
  );
  const actions: string[] = [];
  await page.route('**/functions/v1/job-*', async (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop()!;
    actions.push(`${name} ${route.request().postData()}`);
    jobs = [];
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ success: true, jobId: job.id }),
    });
  });

  await page.goto('/admin?tab=mail-queue');
  await expect(page.getByRole('heading', { level: 2, name: 'Mail queue' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Loading failed jobs...' }),
  ).toBeAttached();
  release();

  const card = page.getByRole('article', { name: 'E-mail #424242' });
  await expect(card.getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeVisible();
  await expect(card.getByText('12 of 12 attempts')).toBeVisible();

  // Discard asks first; Cancel has the focus.
  await card.getByRole('button', { name: 'Discard' }).click();
  const confirm = page.getByRole('dialog', { name: 'Discard E-mail #424242?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  expect(actions).toEqual([]);

  await card.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Job queued again')).toBeVisible();
  expect(actions).toEqual([`job-retry {"jobId":424242}`]);
  await expect(page.getByText('No failed jobs')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  jobs = [job];
  await page.getByRole('button', { name: 'Refresh' }).click();
  await page
    .getByRole('article', { name: 'E-mail #424242' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByText('Job discarded')).toBeVisible();
  expect(actions.at(-1)).toBe(`job-discard {"jobId":424242}`);
  await reviewScreenshot(page, 'admin-mail-queue-phone');
});
