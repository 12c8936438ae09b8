/**
 * The site's languages and how an address names one (decision 029): English at the product
 * description's paths, every other language under its own prefix (`/de/tours?page=2`).
 */
export const LOCALES = ['en', 'de', 'fr', 'es', 'it'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as the language switcher lists them. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The path prefix of a language: '' for English, '/de' for German. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * The language an address is in and the page path inside it: '/de/tours' is German '/tours',
 * '/de' German '/', '/tours' and '/en/tours' (not a language prefix) English. Only a known
 * language's prefix counts, so an unknown one stays part of the path and finds no page.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const prefix = match?.[1];
  if (prefix && prefix !== DEFAULT_LOCALE && isLocale(prefix)) {
    return { locale: prefix, path: pathname.slice(prefix.length + 1) || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** A page path ('/tours', '/') in a language: '/de/tours', '/de'. Query and hash are kept. */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  if (prefix === '') return path;
  return path === '/' || path.startsWith('/?') || path.startsWith('/#')
    ? `${prefix}${path.slice(1)}`
    : `${prefix}${path}`;
}

/**
 * The supported language a browser prefers most (an Accept-Language header or
 * navigator.languages), by primary subtag: 'de-AT' is German. Undefined when none is supported.
 */
export function preferredLocale(preferences: readonly string[]): Locale | undefined {
  for (const tag of preferences) {
    const primary = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/** An Accept-Language header's tags, most preferred first (q=0 means "not this one"). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
