import type { Locale } from '@app/domain/locales';

/**
 * Mail messages that read the same in a language as in English: words that language has
 * borrowed, and the punctuation between a label and its value. The catalogue check
 * (scripts/server-catalogues.test.ts) refuses any other translation left equal to the English.
 */
export const sameAsEnglish: Record<Exclude<Locale, 'en'>, readonly string[]> = {
  de: ['{label}: {value}', 'Tour'],
  fr: ['Date', '{count, plural, one {# minute} other {# minutes}}'],
  es: ['{label}: {value}', 'Tour'],
  it: ['{label}: {value}', 'Tour'],
};
