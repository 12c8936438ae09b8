import type { Page } from '@playwright/test';

/** The URLs of the list requests (a page of rows: `offset` in the query) `page` sends to `table`. */
export function recordListRequests(page: Page, table: string): string[] {
  const urls: string[] = [];
  page.on('request', (asked) => {
    const url = new URL(asked.url());
    if (url.pathname === `/rest/v1/${table}` && url.searchParams.has('offset')) {
      urls.push(asked.url());
    }
  });
  return urls;
}
