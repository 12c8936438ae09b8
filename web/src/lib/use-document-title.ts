import { useEffect } from 'react';

const SITE_NAME = 'EcoTours';

/** Names the page in the browser tab and for screen readers announcing navigation. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title
      ? `${title} – ${SITE_NAME}`
      : `${SITE_NAME} – Sustainable European Travel`;
  }, [title]);
}
