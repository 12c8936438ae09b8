import type { Page, Route } from '@playwright/test';

type UrlMatcher = Parameters<Page['route']>[0];

/**
 * Holds every request `url` matches until the returned function is called, so a test can look
 * at the page while it waits; each is then answered by `answer` (by default, the server).
 */
export async function holdRequests(
  page: Page,
  url: UrlMatcher,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await answer(route);
  });
  return release;
}

/**
 * Resolves once every request the page started so far has been reported to the test: the page
 * starts one more of its own, and the browser reports a page's requests in the order they start.
 * An absence check ("nothing asked for X") then needs no wait.
 */
export async function requestsReported(page: Page): Promise<void> {
  const marker = `/config.json?reported=${Math.random().toString(36).slice(2)}`;
  await Promise.all([
    page.waitForRequest((request) => request.url().endsWith(marker)),
    page.evaluate((url) => {
      void fetch(url);
    }, marker),
  ]);
}
