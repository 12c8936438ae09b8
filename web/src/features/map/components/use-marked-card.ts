import { useCallback, useRef } from 'react';

/** How a card in the list shows that its pin is hovered or focused on the map. */
const MARK = ['rounded-xl', 'ring-2', 'ring-emerald-700', 'ring-offset-2'];

/**
 * Marks the list's card of a listing (its element carries `data-listing-id`) while its pin is
 * hovered or focused. The list page renders the cards; the map only sets and clears the mark.
 */
export function useMarkedCard(listPane: () => Element | null | undefined) {
  const markedRef = useRef<Element | null>(null);
  const markCard = useCallback(
    (id: string | null) => {
      markedRef.current?.classList.remove(...MARK);
      markedRef.current = null;
      if (id === null) return;
      const card = listPane()?.querySelector(`[data-listing-id="${CSS.escape(id)}"]`);
      if (!card) return;
      card.classList.add(...MARK);
      markedRef.current = card;
    },
    [listPane],
  );
  return markCard;
}
