import { addressBarEntryState } from './address-bar';

/** The mark a history entry made by typing in a search box carries in its state. */
const TYPED_SEARCH = 'typedSearch';

export interface TypedSearchNavigation {
  replace: boolean;
  state: { [TYPED_SEARCH]: true };
}

/**
 * How a search box's debounced commit enters the browser history. The first commit of a typing
 * run adds an entry, so Back returns to the list as it was before the typing (a reset list, say);
 * later commits replace that entry, so Back does not step through every prefix typed. An entry
 * made any other way (a filter, Clear or Reset, a page change) ends the run.
 */
export function typedSearchNavigation(
  historyState: unknown = window.history.state,
): TypedSearchNavigation {
  const entryState = addressBarEntryState(historyState);
  const isTypingEntry =
    typeof entryState === 'object' &&
    entryState !== null &&
    TYPED_SEARCH in entryState &&
    entryState[TYPED_SEARCH] === true;
  return { replace: isTypingEntry, state: { [TYPED_SEARCH]: true } };
}
