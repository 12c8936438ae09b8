import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { pageTitles } from './page-heads/titles';

const SITE_NAME = 'EcoTours';

/**
 * Names the page in the browser tab and for screen readers announcing navigation: a page's
 * title from lib/page-heads (or a row's own name, such as a tour's title), followed by the site's
 * name; undefined while the page does not know it yet, the site's own title.
 */
export function useDocumentTitle(title: MessageDescriptor | string | undefined) {
  const { i18n } = useLingui();
  const siteTitle = i18n._(pageTitles.home);
  const name = typeof title === 'object' ? i18n._(title) : title;
  useEffect(() => {
    document.title = name ? `${name} – ${SITE_NAME}` : siteTitle;
  }, [name, siteTitle]);
}
