/** How many other tours from the same country a detail page shows. */
export const RELATED_MAX = 6;
/** One more than shown, so that dropping the current tour still leaves six. */
export const RELATED_FETCH_SIZE = RELATED_MAX + 1;

/** The other tours, current one excluded, at most six, in the order they came. */
export function pickRelatedTours<T extends { id: string }>(
  tours: readonly T[],
  currentId: string,
): T[] {
  return tours.filter((tour) => tour.id !== currentId).slice(0, RELATED_MAX);
}
