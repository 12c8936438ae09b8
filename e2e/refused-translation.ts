import type { Page } from '@playwright/test';

/**
 * The form checks the limits the database checks, so a translation the database refuses reaches
 * it only if the request changes on the way: the first save of a tour turns its German title
 * into blanks. Returns how many saves were changed so far.
 */
export async function blankFirstGermanTitle(page: Page): Promise<() => number> {
  let refused = 0;
  await page.route('**/rest/v1/tours?**', async (route) => {
    const sent = route.request();
    if (sent.method() !== 'PATCH' || refused > 0) return route.continue();
    refused += 1;
    const body = sent.postDataJSON() as { translations: { de: { title: string } } };
    body.translations.de.title = '   ';
    return route.continue({ postData: JSON.stringify(body) });
  });
  return () => refused;
}
