/**
 * The list pages' two views (issue 52): the cards alone, or the cards beside a map of the same
 * results. The URL keeps the map as `view=map`; a list change (filter, sort, page) keeps the view.
 */
export type ListView = 'list' | 'map';

const VIEW_PARAM = 'view';

export function readListView(query: URLSearchParams): ListView {
  return query.get(VIEW_PARAM) === 'map' ? 'map' : 'list';
}

/**
 * `search` (a query string, with or without its `?`) showing `view`, last in the query; the other
 * parameters keep their order and spelling (the micro-tour list's plain commas).
 */
export function withListView(search: string, view: ListView): string {
  const parts = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && part.split('=')[0] !== VIEW_PARAM);
  if (view === 'map') parts.push(`${VIEW_PARAM}=map`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * The map and list side by side from the large breakpoint up; the map box's height is fixed so
 * nothing moves when its code, basemap or pins arrive. Shared by the map and its loading state.
 */
export const listMapLayout = {
  frame: 'lg:grid lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:gap-6',
  mapBox: 'relative h-[calc(100dvh-9rem)] min-h-80 lg:sticky lg:top-24 lg:h-[calc(100dvh-8rem)]',
} as const;
