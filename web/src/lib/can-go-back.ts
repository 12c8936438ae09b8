/**
 * Whether this visit has an earlier page of ours to go back to: react-router numbers the entries
 * of a visit in `history.state.idx`, and the first one is 0.
 */
export function canGoBack(state: unknown = window.history.state): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'idx' in state &&
    typeof state.idx === 'number' &&
    state.idx > 0
  );
}
