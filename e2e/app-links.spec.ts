import { expect, test } from './fixtures.js';

// The app's own links (decision 052): an anchor with the page's language in front, a move within
// the app when pressed, and the header marking the page shown from its path alone.

test("links move within the app in the page's language, and the header marks the page shown", async ({
  page,
}) => {
  await page.goto('/de/tours?difficulty=easy');
  const header = page.getByRole('banner');
  const tours = header.locator('nav a[href="/de/tours"]');
  const contact = header.locator('nav a[href="/de/contact"]');
  await expect(tours).toHaveAttribute('aria-current', 'page');
  await expect(contact).not.toHaveAttribute('aria-current', /.*/);

  // A new query (the map view) keeps the mark; the page is not loaded again.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole('navigation', { name: 'Ansicht der Ergebnisse' })
    .getByRole('link')
    .last()
    .click();
  await expect(page).toHaveURL(/\/de\/tours\?difficulty=easy&view=map$/);
  await expect(tours).toHaveAttribute('aria-current', 'page');

  // The footer's link: within the app, in German, and the mark moves.
  const entries = await page.evaluate(() => history.length);
  await page.getByRole('contentinfo').locator('a[href="/de/contact"]').click();
  await expect(page).toHaveURL('/de/contact');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(contact).toHaveAttribute('aria-current', 'page');
  await expect(tours).not.toHaveAttribute('aria-current', /.*/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);

  // A link to the page shown replaces its entry instead of adding one; Back leaves the page.
  await contact.click();
  await expect(page).toHaveURL('/de/contact');
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  await page.goBack();
  await expect(page).toHaveURL(/\/de\/tours\?difficulty=easy&view=map$/);

  // A press with a modifier is the browser's: the page stays where it is.
  await page
    .getByRole('contentinfo')
    .locator('a[href="/de/contact"]')
    .click({
      modifiers: ['ControlOrMeta'],
    });
  await expect(page).toHaveURL(/\/de\/tours\?difficulty=easy&view=map$/);
});
