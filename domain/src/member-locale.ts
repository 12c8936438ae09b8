import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales.js';

/**
 * A member's language lives in their account's user_metadata under this key (migration 0043):
 * set at sign-up from the page's language, changed from the dashboard. Their mails follow it.
 */
export const MEMBER_LOCALE_KEY = 'locale';

/** The code a refused language is answered with, by the auth service and the functions. */
export const UNSUPPORTED_LOCALE = 'unsupported_locale';

export const unsupportedLocaleMessage = `The language must be one of ${LOCALES.join(', ')}`;

/** The language of an account's mails: its user_metadata.locale, English when it has none. */
export function memberLocale(userMetadata: Record<string, unknown> | null | undefined): Locale {
  const value = userMetadata?.[MEMBER_LOCALE_KEY];
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
