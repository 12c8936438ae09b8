import { type Locale, preferredLocale } from '@app/domain/locales';
import { pageLocale } from '../../../i18n/page-locale';

/** Where the browser keeps the visitor's answer to the language suggestion. */
export const LANGUAGE_CHOICE_KEY = 'ecotours:language-choice';

/**
 * Remembers that the visitor chose a language (switching to it) or turned the suggestion down,
 * so that it is not offered again (decision 029).
 */
export function rememberLanguageChoice(choice: Locale | 'dismissed'): void {
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, choice);
  } catch {
    // Storage refused (private mode): the suggestion may come again, nothing breaks.
  }
}

/** Whether the visitor has answered already; true when storage cannot be read (never nag). */
export function hasLanguageChoice(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_CHOICE_KEY) !== null;
  } catch {
    return true;
  }
}

/**
 * The language to offer this visit: the browser's preferred one of the site's when it is not the
 * page's and the visitor has not answered yet.
 */
export function languageToOffer(): Locale | undefined {
  if (typeof navigator === 'undefined' || hasLanguageChoice()) return undefined;
  const preferred = preferredLocale(navigator.languages);
  return preferred === pageLocale ? undefined : preferred;
}
