/**
 * The first page of a list that the gateway puts into the HTML of a bare /tours or /micro-tours
 * (decision 023), so the cards paint without waiting for the script to ask for them. Plain data
 * without the DOM: the gateway writes it with the same code (`@app/web/first-list-pages`).
 */
export const FIRST_LIST_PAGE_ELEMENT_ID = 'first-list-page';

/** A page of cards as the list queries return it. */
export interface ListPage {
  tours: unknown[];
  totalCount: number;
  page: number;
}

/**
 * What the element holds: which list (the root of its query keys, `tours` or `micro-tours`),
 * its first page, and how old that page was when the HTML was sent.
 */
export interface FirstListPage<Page extends ListPage = ListPage> {
  list: string;
  /** Milliseconds between the gateway's read and its answer with the HTML. */
  ageMs: number;
  page: Page;
}

/** The element's text: JSON with every `<` escaped, so no text in it can close the element. */
export function serializeFirstListPage(value: FirstListPage): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * NOTE: the rows are not checked one by one: the gateway read them with the list's own query
 * (its own code, `@app/web/first-list-pages`).
 */
function isFirstPage<Page extends ListPage>(value: unknown): value is Page {
  return (
    typeof value === 'object' &&
    value !== null &&
    'tours' in value &&
    Array.isArray(value.tours) &&
    'totalCount' in value &&
    Number.isInteger(value.totalCount) &&
    'page' in value &&
    value.page === 1
  );
}

/** The first page of `list` from the element's text; undefined for another list or bad text. */
export function parseFirstListPage<Page extends ListPage>(
  text: string | null | undefined,
  list: string,
): FirstListPage<Page> | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  if (!('list' in value) || value.list !== list) return undefined;
  if (!('ageMs' in value) || typeof value.ageMs !== 'number' || !(value.ageMs >= 0)) {
    return undefined;
  }
  if (!('page' in value) || !isFirstPage<Page>(value.page)) return undefined;
  return { list, ageMs: value.ageMs, page: value.page };
}
