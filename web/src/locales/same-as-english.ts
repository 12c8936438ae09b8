import type { Locale } from '@app/domain/locales';

/**
 * Messages that read the same in a language as in English: names, and words that language has
 * borrowed. The catalogue check (web/test/catalogues.test.ts) refuses any other translation left
 * equal to the English.
 */
export const sameAsEnglish: Record<Exclude<Locale, 'en'>, readonly string[]> = {
  de: [
    '<0>{period}:</0> {refund}.',
    'Blog',
    'Check-in',
    'Guides',
    'Newsletter',
    'PDF',
    'Route',
    'Status',
    'Tour',
  ],
  fr: [
    'Blog',
    'Contact',
    'guide',
    'Guides',
    'Messages',
    'Newsletter',
    'Page {number}',
    'Paris, France',
    'PDF',
    'Train',
    '{minutes, plural, one {# minute} other {# minutes}}',
  ],
  es: ['<0>{period}:</0> {refund}.', 'Blog', 'Check-in', 'PDF'],
  it: [
    '<0>{period}:</0> {refund}.',
    'Blog',
    'Check-in',
    'E-mail',
    'E-mail A–Z',
    'Micro-tour',
    'Newsletter',
    'Password',
    'PDF',
    'Tour',
  ],
};
