import { useEffect } from 'react';

/** Shows `title` in the browser tab while the page is open; undefined leaves the tab alone. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title === undefined) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
