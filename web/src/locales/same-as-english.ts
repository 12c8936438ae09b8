import type { Locale } from '@app/domain/locales';

/**
 * Messages that read the same in a language as in English: names, and words that language has
 * borrowed. The catalogue check (web/test/catalogues.test.ts) refuses any other translation left
 * equal to the English.
 */
export const sameAsEnglish: Record<Exclude<Locale, 'en'>, readonly string[]> = {
  de: ['Blog'],
  fr: [
    'Blog',
    'Contact',
    'Page {number}',
    'Paris, France',
    '{minutes, plural, one {# minute} other {# minutes}}',
  ],
  es: ['Blog'],
  it: ['Blog', 'Micro-tour', 'Password', 'Tour'],
};
