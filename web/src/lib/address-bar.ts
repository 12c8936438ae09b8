/*
 * What the address bar holds, which list changes build on instead of the rendered location: the
 * router renders a navigation a moment after making it, so a second quick change (two picks, or
 * the debounced search right after a pick) built on the rendered state would undo the first.
 */

/** The address bar's query. */
export function addressBarQuery(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/** The state of the address bar's entry, which react-router keeps in `history.state.usr`. */
export function addressBarEntryState(historyState: unknown = window.history.state): unknown {
  return typeof historyState === 'object' && historyState !== null && 'usr' in historyState
    ? historyState.usr
    : undefined;
}
