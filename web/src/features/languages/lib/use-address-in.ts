import { type Locale, localizedPath } from '@app/domain/locales';
import { useLocation } from 'react-router';

/**
 * This page's address in another language, with its query and hash: a full page load, since
 * the router's basename is the page's language (decision 029).
 */
export function useAddressIn(): (locale: Locale) => string {
  const { pathname, search, hash } = useLocation();
  return (locale) => localizedPath(locale, `${pathname}${search}${hash}`);
}
