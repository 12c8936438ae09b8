import { expectNoSeriousAxeViolations } from './axe.js';
import type { Page } from '@playwright/test';
import { articles } from '@app/web/blog-articles';
import { expect, test } from './fixtures.js';

const ARTICLE_COUNT = 12;

/** Requests that could carry data to a server (anything but reads). */
function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method())) {
      writes.push(`${request.method()} ${request.url()}`);
    }
  });
  return writes;
}

function todayInBrowser(page: Page) {
  return page.evaluate(() =>
    new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(
      new Date(),
    ),
  );
}

test.describe('blog', () => {
  test('category chips and the search box filter the articles', async ({ page }) => {
    await page.goto('/blog');
    await expect(page).toHaveTitle('Blog – EcoTours');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const list = page.getByRole('region', { name: 'Articles' });
    const cards = list.getByRole('article');
    await expect(cards).toHaveCount(ARTICLE_COUNT);
    await expect(list.getByText('Featured', { exact: true })).toBeVisible();

    const chips = page.getByRole('group', { name: 'Filter by category' }).getByRole('button');
    await expect(chips).toHaveText([
      'All',
      'Travel Tips',
      'Conservation',
      'Community Impact',
      'Wellness',
      'Climate Action',
      'Planning',
    ]);
    await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');

    const wellness = page.getByRole('button', { name: 'Wellness' });
    await wellness.click();
    await expect(wellness).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(cards).toHaveCount(2);
    for (const card of await cards.all()) {
      await expect(card.getByText('Wellness', { exact: true })).toBeVisible();
    }

    await page.getByRole('button', { name: 'All' }).click();
    await expect(cards).toHaveCount(ARTICLE_COUNT);

    const search = page.getByRole('searchbox', { name: 'Search articles' });
    // A word that only appears in one excerpt.
    await search.fill('blisters');
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading')).toHaveText(
      'Walking the Camino’s Final Stages at Your Own Pace',
    );

    await search.fill('NIGHT TRAINS');
    await expect(cards).toHaveCount(1);
    await expect(cards.getByText('Featured', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Planning' }).click();
    await expect(cards).toHaveCount(0);
    await expect(page.getByText('No articles found')).toBeVisible();
    await page.getByRole('button', { name: 'Show all articles' }).click();
    await expect(search).toHaveValue('');
    await expect(cards).toHaveCount(ARTICLE_COUNT);
  });

  test('every article cover names a picture of the seeded catalogue', async ({ request }) => {
    for (const article of articles) {
      const response = await request.get(
        `/storage/v1/object/public/tours/${article.coverTourSlug}/cover.jpg`,
      );
      expect(response.status(), article.coverTourSlug).toBe(200);
    }
  });

  test('the budget tabs show eight micro-tours at each price, switched with the arrow keys', async ({
    page,
  }) => {
    await page.goto('/blog');
    const section = page.getByRole('region', { name: 'Budget Micro-Tours' });
    const tabs = section.getByRole('tab');
    await expect(tabs).toHaveText(['€5', '€10', '€20', '€30']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

    for (const [index, price] of ['€5', '€10', '€20', '€30'].entries()) {
      if (index === 0) {
        await tabs.first().focus();
      } else {
        await page.keyboard.press('ArrowRight');
      }
      await expect(section.getByRole('tab', { name: price })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const panel = section.getByRole('tabpanel');
      const cards = panel.getByRole('link');
      await expect(cards).toHaveCount(8);
      for (const card of await cards.all()) {
        await expect(card).toHaveAttribute('href', /^\/micro-tours\/[a-z0-9-]+$/);
        await expect(card.getByText(price, { exact: true })).toBeVisible();
      }
      // Ordered by city (the database compares code points, as a plain sort does).
      const cities = await panel
        .locator('li p:first-of-type')
        .evaluateAll((lines) => lines.map((line) => line.textContent!.split(',')[0]!));
      expect(cities).toEqual([...cities].sort());
    }

    const first = section.getByRole('tabpanel').getByRole('link').first();
    const href = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(href!);
  });

  test('a budget tab that cannot load says so', async ({ page }) => {
    await page.route('**/rest/v1/micro_tours?**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await page.goto('/blog');
    const panel = page.getByRole('region', { name: 'Budget Micro-Tours' }).getByRole('tabpanel');
    await expect(panel.getByRole('alert')).toContainText('Failed to load micro-tours');
    await expect(panel.getByText('Please try refreshing the page.')).toBeVisible();
  });

  test('the newsletter box checks the e-mail and says a confirmation mail is on its way', async ({
    page,
  }) => {
    await page.goto('/blog');
    const writes = recordWrites(page);
    const box = page.getByRole('region', { name: 'Get the Slow Travel Letter' });
    const email = box.getByRole('textbox', { name: 'Email address' });
    await email.fill('not-an-email');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('alert')).toHaveText(
      'That email address does not look right. Please check it, e.g. name@example.com.',
    );
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(writes).toEqual([]);

    await email.fill(`reader-${Date.now()}@example.org`);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    // Nothing is subscribed until the link in the mail is followed, and the box says so.
    await expect(box.getByRole('status')).toContainText(
      'Check your inbox to confirm your subscription.',
    );
    await expect(page.getByText('Thanks for subscribing!')).toHaveCount(0);
    await expect(box.getByRole('alert')).toHaveCount(0);
    expect(writes).toEqual([
      expect.stringMatching(/^POST .*\/functions\/v1\/newsletter-subscribe$/),
    ]);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/blog');
    await expect(
      page.getByRole('region', { name: 'Budget Micro-Tours' }).getByRole('link'),
    ).toHaveCount(8);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('contact', () => {
  test('the form has its fields and options, and sending stores the message and says so', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact Us – EcoTours');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByText(/within 24 hours/).first()).toBeVisible();

    for (const name of ['First Name', 'Last Name', 'Email', 'Message']) {
      const field = page.getByRole('textbox', { name, exact: true });
      await expect(field).toHaveAttribute('aria-required', 'true');
    }
    // The asterisk is shown next to the label.
    await expect(page.locator('label', { hasText: 'Inquiry Type' })).toHaveText('Inquiry Type*');
    await expect(page.getByRole('combobox', { name: 'Group Size' })).not.toHaveAttribute(
      'aria-required',
      'true',
    );

    const inquiry = page.getByRole('combobox', { name: 'Inquiry Type' });
    await expect(inquiry).toHaveAttribute('aria-required', 'true');
    await expect(inquiry.locator('option:not([disabled])')).toHaveText([
      'Booking question',
      'Custom tour',
      'Group travel',
      'Partnership',
      'Press',
      'General question',
      'Feedback',
    ]);
    const values = await inquiry
      .locator('option:not([disabled])')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(values).toEqual([
      'booking',
      'custom',
      'group',
      'partnership',
      'press',
      'general',
      'feedback',
    ]);
    const sizes = await page
      .getByRole('combobox', { name: 'Group Size' })
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(sizes).toEqual(['', '1', '2', '3-5', '6-10', '10+']);

    const writes = recordWrites(page);
    await page.getByRole('textbox', { name: 'First Name' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Silva');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ana@example.pt');
    await inquiry.selectOption('group');
    await page.getByRole('combobox', { name: 'Group Size' }).selectOption('6-10');
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Could we book a private tour for our choir in May?');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(
      page.getByRole('status').filter({
        hasText: 'Thanks, Ana. Your message reached our team; we reply within 24 hours.',
      }),
    ).toBeVisible();
    await expect(page.getByText(/cannot be sent|nothing was sent/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /e-mail app/ })).toHaveCount(0);
    expect(writes).toEqual([expect.stringMatching(/^POST .*\/functions\/v1\/contact-message$/)]);
  });

  test('shows the contact details and an FAQ that opens', async ({ page }) => {
    await page.goto('/contact');
    const details = page.getByRole('region', { name: 'Contact details' });
    await expect(details.getByRole('link', { name: 'info@ecotours.eu' })).toBeVisible();
    await expect(details.getByRole('link', { name: '+33 1 84 60 21 30' })).toBeVisible();
    await expect(details.getByText('Paris, France')).toBeVisible();
    await expect(details.getByText('Monday to Friday, 9:00–18:00 CET')).toBeVisible();

    const question = page.getByRole('button', { name: 'How does the prepaid wallet work?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/top up your wallet in euros once/)).toBeVisible();
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('legal pages', () => {
  const pages = [
    { path: '/privacy-policy', title: 'Privacy Policy', sections: 7 },
    { path: '/terms-of-service', title: 'Terms of Service', sections: 7 },
    { path: '/delivery-refund', title: 'Delivery & Refund Policy', sections: 6 },
  ];

  for (const legal of pages) {
    test(`${legal.title} has ${legal.sections} sections, today's date and a way home`, async ({
      page,
    }) => {
      // A fixed clock: the date read after the page drew its own cannot fall on another day.
      await page.clock.setFixedTime(new Date('2026-12-01T12:00:00Z'));
      await page.goto(legal.path);
      await expect(page).toHaveTitle(`${legal.title} – EcoTours`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
      await expect(page.getByText(`Last updated: ${await todayInBrowser(page)}`)).toBeVisible();
      await expect(
        page.locator('#main').getByRole('heading', { level: 2, name: /^\d+\. / }),
      ).toHaveCount(legal.sections);
      const main = page.locator('#main');
      await expect(main.getByRole('link', { name: 'info@ecotours.eu' }).last()).toBeVisible();
      await expect(main.getByRole('link', { name: '+33 1 84 60 21 30' })).toBeVisible();
      await main.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('the privacy policy table of contents jumps to its sections', async ({ page }) => {
    await page.goto('/privacy-policy');
    const toc = page.getByRole('navigation', { name: 'Table of Contents' });
    await expect(toc.getByRole('link')).toHaveCount(7);
    await toc.getByRole('link', { name: '6. Your Rights' }).click();
    await expect(page).toHaveURL(/#your-rights$/);
    await expect(page.getByRole('heading', { level: 2, name: '6. Your Rights' })).toBeInViewport();
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('404', () => {
  test('an unknown path shows Page Not Found, logs the path and links home and to tours', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/no-such-page/here');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page).toHaveTitle('Page Not Found – EcoTours');
    expect(errors).toContain(
      '404 Error: User attempted to access non-existent route: /no-such-page/here',
    );

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Browse Tours' }).click();
    await expect(page).toHaveURL(/\/tours$/);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/this-does-not-exist');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

test('the content pages fit a phone screen @phone', async ({ page }) => {
  for (const path of ['/blog', '/contact', '/privacy-policy', '/delivery-refund', '/missing']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('the back-to-top button shows after 300 px of scrolling and jumps to the top', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const backToTop = page.getByRole('button', { name: 'Back to top' });

  await page.evaluate(() => window.scrollTo(0, 300));
  await expect(backToTop).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(backToTop).toBeVisible();

  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(backToTop).toBeHidden();
});
