import type { Page } from '@playwright/test';
import { expect, LANGUAGE_CHOICE_KEY, test } from './fixtures.js';

const LIST = '/tours?category=eco&difficulty=easy';

/** The language switcher's links: in the header on wide screens, in the menu on a phone. */
async function openLanguages(page: Page, isMobile: boolean, locale: 'en' | 'de' = 'en') {
  if (isMobile) {
    // The menu button, whatever the shell's words for it in this language.
    await page.locator('header button[aria-controls]:visible').click();
    return page.locator('header');
  }
  const button = page.getByRole('button', {
    name: locale === 'en' ? 'Language: English' : 'Sprache: Deutsch',
  });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.locator('header');
}

async function switchToGerman(page: Page, isMobile: boolean) {
  await page.goto(LIST);
  await expect(page).toHaveTitle('Eco-Friendly Tours – EcoTours');
  const languages = await openLanguages(page, isMobile);
  const english = languages.getByRole('link', { name: 'English' });
  await expect(english).toHaveAttribute('aria-current', 'true');
  const german = languages.getByRole('link', { name: 'Deutsch' });
  await expect(german).toHaveAttribute('hreflang', 'de');
  await expect(german).toHaveAttribute('lang', 'de');
  await expect(german).not.toHaveAttribute('aria-current', /.*/);
  await german.click();

  // A full page load of the same list in German, its query kept.
  await expect(page).toHaveURL(`/de${LIST}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle('Nachhaltige Touren – EcoTours');
  const german2 = await openLanguages(page, isMobile, 'de');
  await expect(german2.getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(german2.getByRole('link', { name: 'Touren', exact: true })).toBeVisible();
  await expect(german2.getByRole('link', { name: 'English' })).toHaveAttribute('href', LIST);
}

test.describe('language switcher', () => {
  test('goes from a filtered tour list to the same list in German', async ({ page }) => {
    await switchToGerman(page, false);
  });

  test('works by keyboard and closes on Escape', async ({ page }) => {
    await page.goto('/contact');
    const button = page.getByRole('button', { name: 'Language: English' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'English' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(page.getByRole('link', { name: 'Français' })).toHaveCount(0);
  });

  test('goes from a filtered tour list to the same list in German from the phone menu @phone', async ({
    page,
  }) => {
    await switchToGerman(page, true);
  });
});

/** The suggestion as a first visit sees it: nothing answered yet. */
test.describe('language suggestion', () => {
  test.use({ offerLanguages: true });

  test.describe('in a German browser', () => {
    test.use({ locale: 'de-DE' });

    for (const phone of [false, true]) {
      test(`offers an English page in German, until dismissed${phone ? ' @phone' : ''}`, async ({
        page,
      }) => {
        await page.goto('/micro-tours?city=Lisbon');
        const offer = page.getByRole('region', { name: 'Diese Seite gibt es auch auf Deutsch.' });
        await expect(offer).toBeVisible();
        await expect(offer).toHaveAttribute('lang', 'de');
        await expect(offer.getByRole('link', { name: 'Auf Deutsch lesen' })).toHaveAttribute(
          'href',
          '/de/micro-tours?city=Lisbon',
        );
        // Never a redirect: the page stays English.
        await expect(page).toHaveURL('/micro-tours?city=Lisbon');
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');

        await offer.getByRole('button', { name: 'Nein, danke' }).click();
        await expect(offer).toHaveCount(0);
        expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_CHOICE_KEY)).toBe(
          'dismissed',
        );
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Auf Deutsch lesen' })).toHaveCount(0);
        await page.goto('/blog');
        await expect(page).toHaveTitle('Blog – EcoTours');
        await expect(page.getByRole('link', { name: 'Auf Deutsch lesen' })).toHaveCount(0);
      });
    }

    test('takes the visitor to the German page, and is not offered again', async ({ page }) => {
      await page.goto('/contact?topic=booking');
      await page.getByRole('link', { name: 'Auf Deutsch lesen' }).click();
      await expect(page).toHaveURL('/de/contact?topic=booking');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page).toHaveTitle('Kontakt aufnehmen – EcoTours');
      // Back on an English page, the choice made is remembered.
      await page.goto('/contact');
      await expect(page).toHaveTitle('Contact Us – EcoTours');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: /Deutsch/ })).toHaveCount(0);
    });

    test('moves nothing on the page when it appears', async ({ page }) => {
      await page.goto('/');
      await page.evaluate(() => {
        (window as unknown as { shift: number }).shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            (window as unknown as { shift: number }).shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await expect(page.getByRole('link', { name: 'Auf Deutsch lesen' })).toBeVisible();
      const before = await page.getByRole('heading', { level: 1 }).boundingBox();
      await page.getByRole('button', { name: 'Nein, danke' }).click();
      expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(before);
      expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
    });
  });

  test('is never offered to an English browser on an English page', async ({ page }) => {
    await page.goto('/tours');
    await expect(page).toHaveTitle('Eco-Friendly Tours – EcoTours');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The suggestion would have loaded its catalogue by now: the page's own are loaded.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: /also available|auch auf/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Read in|lesen$/ })).toHaveCount(0);
  });

  test('offers an English browser the English page of a German one', async ({ page }) => {
    await page.goto('/de/blog');
    const offer = page.getByRole('region', { name: 'This page is also available in English.' });
    await expect(offer.getByRole('link', { name: 'Read in English' })).toHaveAttribute(
      'href',
      '/blog',
    );
    await expect(page).toHaveURL('/de/blog');
  });
});

test.describe('the header on a tablet', () => {
  test.use({ viewport: { width: 768, height: 600 } });

  // 768 px is the narrowest width with the header's links: the longest words must fit there.
  for (const language of ['de', 'fr', 'es', 'it'] as const) {
    test(`fits 768 px in ${language}, every link and button inside the screen`, async ({
      page,
    }) => {
      await page.goto(`/${language}/contact`);
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: /./ }).first()).toBeVisible();
      const overflowing = await header.evaluate((element) =>
        [...element.querySelectorAll('a, button')]
          .filter((item) => (item as HTMLElement).offsetParent !== null)
          .filter((item) => item.getBoundingClientRect().right > window.innerWidth)
          .map((item) => item.textContent?.trim()),
      );
      expect(overflowing).toEqual([]);
    });
  }
});
