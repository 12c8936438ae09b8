/**
 * The page numbers a pagination bar shows: at most `maxButtons` consecutive pages, centred on the
 * current page and shifted inwards at either end. Empty when there is nothing to page through.
 */
export function getPaginationWindow(
  currentPage: number,
  totalPages: number,
  maxButtons = 5,
): number[] {
  if (totalPages < 1 || maxButtons < 1) return [];
  const current = Math.min(Math.max(Math.trunc(currentPage), 1), totalPages);
  const size = Math.min(maxButtons, totalPages);
  const first = Math.min(Math.max(current - Math.floor((size - 1) / 2), 1), totalPages - size + 1);
  return Array.from({ length: size }, (_, i) => first + i);
}

/** How many list pages `totalCount` results fill; an empty list still has its one page. */
export function countPages(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}
