import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

const SITE_NAME = 'EcoTours';

/** Names the page in the browser tab and for screen readers announcing navigation. */
export function useDocumentTitle(title: string | undefined) {
  const { t } = useLingui();
  const siteTitle = t`${SITE_NAME} – Sustainable European Travel`;
  useEffect(() => {
    document.title = title ? `${title} – ${SITE_NAME}` : siteTitle;
  }, [title, siteTitle]);
}
