import { type Locale, splitLocalePath } from '@app/domain/locales';

/**
 * The language of this page load, from its address (decision 029). Switching language loads the
 * page again at the other language's address, so it does not change while the app runs.
 */
export const pageLocale: Locale =
  typeof window === 'undefined' ? 'en' : splitLocalePath(window.location.pathname).locale;
