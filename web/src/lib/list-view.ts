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
 * The list's own query, without the view: a page's list state keyed on it stays the same object
 * when only the view changes, so the filters and cards do not render again (issue 52).
 */
export function listQueryOf(query: URLSearchParams): string {
  return withListView(query.toString(), 'list');
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
 * A list page in the map view (issue 52): its list pane and the map's box in one frame, side by
 * side from the large breakpoint up. Below it the map fills the frame and the list pane is the
 * map's sheet, shown over it while the frame has `data-sheet` (the map's toggle sets it). The
 * closed sheet is hidden with `content-visibility: hidden` and `visibility: hidden`, not
 * `display: none`: the browser keeps the cards' boxes and skips their styles, where taking them
 * out of the page cost the map's first opening a rebuild of some 1,800 elements' boxes.
 * The page renders the frame and the pane in both views, so switching views keeps the cards
 * mounted; the map's box has a fixed height, so nothing moves when its code, basemap or pins
 * arrive.
 */
export const listMapLayout = {
  frame: 'group relative lg:grid lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:gap-6',
  listPane:
    'max-lg:absolute max-lg:inset-x-0 max-lg:top-24 max-lg:bottom-0 max-lg:z-30 max-lg:invisible max-lg:[content-visibility:hidden] max-lg:overflow-y-auto max-lg:overscroll-contain max-lg:bg-white max-lg:px-4 max-lg:pb-6 max-lg:group-data-sheet:visible max-lg:group-data-sheet:[content-visibility:visible]',
  mapBox: 'relative h-[calc(100dvh-9rem)] min-h-80 lg:sticky lg:top-24 lg:h-[calc(100dvh-8rem)]',
} as const;
