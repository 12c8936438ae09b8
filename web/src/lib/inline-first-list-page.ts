import { FIRST_LIST_PAGE_ELEMENT_ID, type ListPage, parseFirstListPage } from './first-list-page';

let inlineText: string | null | undefined;

/**
 * The first page of `list` that the gateway put into this document (decision 023), with the
 * time it was read on this browser's clock (the page's start less its age, whatever the
 * server's clock says): the list query's initialData and initialDataUpdatedAt.
 */
export function inlineFirstListPage<Page extends ListPage>(
  list: string,
): { data: Page; updatedAt: number } | undefined {
  if (typeof document === 'undefined') return undefined;
  inlineText ??= document.getElementById(FIRST_LIST_PAGE_ELEMENT_ID)?.textContent ?? null;
  const inline = parseFirstListPage<Page>(inlineText, list);
  if (!inline) return undefined;
  return { data: inline.page, updatedAt: Math.round(performance.timeOrigin - inline.ageMs) };
}
