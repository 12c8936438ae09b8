import type { Locale } from '@app/domain/locales';

/**
 * A micro-tour's guided languages are stored by their English names (micro_tours.language:
 * 'English', 'Spanish'); the codes of the names a guide may write, for Intl.DisplayNames.
 */
const CODES: Readonly<Record<string, string>> = {
  arabic: 'ar',
  basque: 'eu',
  bulgarian: 'bg',
  catalan: 'ca',
  chinese: 'zh',
  croatian: 'hr',
  czech: 'cs',
  danish: 'da',
  dutch: 'nl',
  english: 'en',
  estonian: 'et',
  finnish: 'fi',
  french: 'fr',
  german: 'de',
  greek: 'el',
  hebrew: 'he',
  hungarian: 'hu',
  icelandic: 'is',
  irish: 'ga',
  italian: 'it',
  japanese: 'ja',
  korean: 'ko',
  latvian: 'lv',
  lithuanian: 'lt',
  luxembourgish: 'lb',
  maltese: 'mt',
  norwegian: 'no',
  polish: 'pl',
  portuguese: 'pt',
  romanian: 'ro',
  russian: 'ru',
  serbian: 'sr',
  slovak: 'sk',
  slovenian: 'sl',
  spanish: 'es',
  swedish: 'sv',
  turkish: 'tr',
  ukrainian: 'uk',
  welsh: 'cy',
};

/**
 * A guided language named in `locale` (Intl.DisplayNames), written as a list item ('Englisch',
 * 'Anglais'); a name this list does not know stays as written. Loaded only by pages in a
 * language other than English (catalogue-localize.ts): English pages show the stored names.
 */
export function guidedLanguageName(stored: string, locale: Locale): string {
  const code = CODES[stored.trim().toLowerCase()];
  const name = code ? new Intl.DisplayNames([locale], { type: 'language' }).of(code) : undefined;
  return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : stored;
}
