import type { Locale } from '@app/domain/locales';

/**
 * Messages that read the same in a language as in English: names, and words that language has
 * borrowed. The catalogue check (web/test/catalogues.test.ts) refuses any other translation left
 * equal to the English.
 */
export const sameAsEnglish: Record<Exclude<Locale, 'en'>, readonly string[]> = {
  // A legal page's refund tier, '<0>More than 14 days before the tour:</0> full refund.', whose
  // words are translated in its placeholders; French puts a space before the colon.
  de: ['Blog', '<0>{period}:</0> {refund}.'],
  fr: ['Blog', 'Contact'],
  es: ['Blog', '<0>{period}:</0> {refund}.'],
  it: ['Blog', '<0>{period}:</0> {refund}.'],
};
