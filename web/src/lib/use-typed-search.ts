import { useEffect, useEffectEvent, useState } from 'react';

/** How long typing pauses before a search box hands its search on. */
export const SEARCH_DELAY_MS = 300;

/**
 * The text of a search box whose search lives in the address (`value`): what is typed is
 * handed to `onSearch` once typing pauses. The address changing under the box (Back, a link,
 * Clear filters) shows what it now says. The echo of the box's own search is not such a change:
 * the address catches up a moment after the box has sent it, and on a busy page later still;
 * resetting the box then would flash the old text and eat the keys typed in between.
 * Returns the text, its setter for the box's changes, `searchNow`, and `replaceText`.
 */
export function useTypedSearch(value: string, onSearch: (typed: string) => void) {
  const [text, setText] = useState(value);
  const [sent, setSent] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value.trim() !== sent.trim()) {
      setSent(value);
      setText(value);
    }
  }

  const send = useEffectEvent((typed: string) => {
    setSent(typed);
    onSearch(typed);
  });
  useEffect(() => {
    if (text.trim() === sent.trim()) return;
    const timer = setTimeout(() => send(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, sent]);

  /** Hands `typed` on at once (Escape's clearing), without waiting for a pause. */
  const searchNow = (typed: string) => {
    setText(typed);
    setSent(typed);
    onSearch(typed);
  };

  /**
   * Shows `shown` as already searched, dropping what typing had not handed on yet: for a
   * control that resets the search itself (Clear filters), so the box neither flashes the old
   * text nor sends it after the reset.
   */
  const replaceText = (shown: string) => {
    setText(shown);
    setSent(shown);
  };

  return [text, setText, searchNow, replaceText] as const;
}
