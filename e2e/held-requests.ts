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
